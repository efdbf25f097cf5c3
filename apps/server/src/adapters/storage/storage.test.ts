import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

// One contract, two adapters: the local folder and an S3-compatible bucket behave alike.

const root = await mkdtemp(path.join(tmpdir(), 'forewarn-storage-'));
const s3 = await startS3Server();
const bucket = createS3Storage(s3.settings);
afterAll(async () => {
  bucket.close();
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

describe.each([
  ['local storage', createLocalStorage(root)],
  ['S3 storage', bucket],
] as [string, Storage][])('%s', (_name, storage) => {
  it('puts, gets and deletes', async () => {
    await storage.put('AU/case1/main/a.jpg', Buffer.from('hello'));
    expect(await storage.exists('AU/case1/main/a.jpg')).toBe(true);
    const got = await storage.get('AU/case1/main/a.jpg');
    expect(got?.size).toBe(5);
    expect(got && (await text(got.stream))).toBe('hello');
    await storage.delete('AU/case1/main/a.jpg');
    expect(await storage.get('AU/case1/main/a.jpg')).toBeNull();
    expect(await storage.exists('AU/case1/main/a.jpg')).toBe(false);
  });

  it('ignores deleting a missing object', async () => {
    await expect(storage.delete('AU/none/x.jpg')).resolves.toBeUndefined();
  });

  it('accepts base64url segments that start with - or _ (case ids)', async () => {
    await storage.put('AU/-aB_c/comments/_x.jpg', Buffer.from('x'));
    expect(await storage.exists('AU/-aB_c/comments/_x.jpg')).toBe(true);
  });

  it('refuses keys that climb out of its folder', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('Unsafe');
    await expect(storage.get('AU/../../x')).rejects.toThrow('Unsafe');
    await expect(storage.put('AU/.hidden', Buffer.from('x'))).rejects.toThrow('Unsafe');
  });

  it('says it is ready', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('lists the keys of objects written before a time', async () => {
    await storage.put('NZ/listed/main/a.jpg', Buffer.from('a'));
    await storage.put('NZ/listed/extras/b.jpg', Buffer.from('b'));
    const keys = async (before: Date) => {
      const found: string[] = [];
      for await (const key of storage.listOlderThan(before)) {
        if (key.startsWith('NZ/listed/')) found.push(key);
      }
      return found.sort();
    };
    expect(await keys(new Date(Date.now() + 60_000))).toEqual([
      'NZ/listed/extras/b.jpg',
      'NZ/listed/main/a.jpg',
    ]);
    expect(await keys(new Date(Date.now() - 60_000))).toEqual([]);
  });
});

describe('S3 storage that cannot reach its bucket', () => {
  it('is not ready, and a read fails loudly instead of answering "missing"', async () => {
    const wrong = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(wrong.check()).rejects.toThrow();
    const unreachable = createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(unreachable.exists('AU/x.jpg')).rejects.toThrow();
    wrong.close();
    unreachable.close();
  });
});
