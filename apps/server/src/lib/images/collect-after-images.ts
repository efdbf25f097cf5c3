import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Every upload leaves garbage V8 does not count as pressing: the request's socket reads and the
// encoded images are Buffers (memory outside the heap, which alone starts a collection only
// after 64 MB), and a lodgement outlives two young collections, so its objects die in the old
// generation, which is collected once it has doubled. A burst of lodgements therefore raised
// the server's RSS by about 50 MB before any full collection came (docs/decisions/0115). One
// full collection after every IMAGES_PER_COLLECTION images bounds that, where uploads happen
// and nowhere else: reads never pay for it.

/** About a second and a half of lodging at the bench's 25 a second; a collection costs ~25 ms. */
export const IMAGES_PER_COLLECTION = 32;

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

let collect: Collect | null = null;
let imagesSince = 0;

/** V8's own collector, exposed to this module only (a fresh context sees `gc`, the app's globals do not). */
function collector(): Collect {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  }
  return collect;
}

/**
 * Counts one processed image and, at every IMAGES_PER_COLLECTION-th, asks V8 for a full
 * collection in a task of its own (not inside the caller's stack). Returns whether it asked.
 */
export function countImageForCollection(): boolean {
  imagesSince += 1;
  if (imagesSince < IMAGES_PER_COLLECTION) return false;
  imagesSince = 0;
  void collector()({ type: 'major', execution: 'async' });
  return true;
}
