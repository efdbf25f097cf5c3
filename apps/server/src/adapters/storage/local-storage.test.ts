import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.js';

const root = await mkdtemp(path.join(tmpdir(), 'forewarn-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);

describe('local storage', () => {
  it('puts, gets and deletes', async () => {
    await storage.put('AU/case1/main/a.jpg', Buffer.from('hello'));
    expect(await storage.exists('AU/case1/main/a.jpg')).toBe(true);
    const got = await storage.get('AU/case1/main/a.jpg');
    expect(got && (await text(got.stream))).toBe('hello');
    await storage.delete('AU/case1/main/a.jpg');
    expect(await storage.get('AU/case1/main/a.jpg')).toBeNull();
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
});
