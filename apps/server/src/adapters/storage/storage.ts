import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are '/'-separated paths such as 'AU/{caseId}/main/{id}.jpg';
 * the extension names the type. The default keeps files under DATA_DIR/files; a bucket
 * implementation has the same shape.
 */
export type Storage = {
  put(key: string, body: Buffer): Promise<void>;
  /** The object as a stream, or null when it does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** false only when the object is known to be missing; throws when storage cannot tell. */
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing object is not an error (spec §8: 'object-not-found' is tolerated). */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be written to now (GET /api/ready); rejects otherwise. */
  check(): Promise<void>;
  /**
   * The keys of every object last written before `before`, temporary files of unfinished
   * writes included (housekeeping removes those no row refers to).
   */
  listOlderThan(before: Date): AsyncIterable<string>;
};

// A segment may start with '-' or '_' (case ids are base64url) but never with '.'.
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The key, when it is one this app makes; throws for anything that could climb out of it. */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function contentTypeOfKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
