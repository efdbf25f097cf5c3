import { stat } from 'node:fs/promises';
import path from 'node:path';

// As root, the embedded PostgreSQL runs as an unprivileged user (PostgreSQL refuses root), and
// that user must be able to enter every folder above its binaries and its data. Under /root
// (0700 on most systems) or a `mktemp -d` folder it cannot, and initdb used to fail with a
// bare EACCES. This finds such folders first, so start-up can say which and how to fix it.

type Owner = { uid: number; gid: number };

/** The folders on the way to `target` (itself included) that `owner` cannot enter. */
export async function foldersClosedTo(target: string, owner: Owner): Promise<string[]> {
  const closed: string[] = [];
  let folder = path.resolve(target);
  const chain: string[] = [];
  for (;;) {
    chain.unshift(folder);
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  for (const each of chain) {
    const info = await stat(each).catch(() => null);
    // Not there yet: it will be made by this process, open to others (0755).
    if (!info) break;
    const enter = info.uid === owner.uid ? 0o100 : info.gid === owner.gid ? 0o010 : 0o001;
    if ((info.mode & enter) === 0) closed.push(each);
  }
  return closed;
}

/** The message for folders the PostgreSQL user cannot enter, naming them and the fix. */
export function closedFoldersMessage(user: string, closed: readonly string[]): string {
  return [
    `As root, the embedded PostgreSQL runs as the unprivileged user "${user}", who cannot enter ${closed.join(', ')}.`,
    `Let it pass through (enter, not list or read): chmod o+x ${closed.join(' ')}`,
    'or run Forewarn from a folder that user can reach, or set DATABASE_URL to an external PostgreSQL.',
  ].join('\n');
}
