import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.js';
import { createS3Storage } from '../adapters/storage/s3-storage.js';
import { copyFiles } from './copy-files.js';

const root = await mkdtemp(path.join(tmpdir(), 'forewarn-copy-'));
const s3 = await startS3Server('forewarn-copy');
const bucket = createS3Storage(s3.settings);
afterAll(async () => {
  bucket.close();
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

describe('npm run files:copy-to-s3', () => {
  it('copies every stored file under its key, and skips them when run again', async () => {
    await mkdir(path.join(root, 'AU', '-case_1', 'main'), { recursive: true });
    await mkdir(path.join(root, 'profileImages'), { recursive: true });
    await writeFile(path.join(root, 'AU', '-case_1', 'main', 'a.jpg'), 'main image');
    await writeFile(path.join(root, 'profileImages', 'u1.jpg'), 'avatar');
    await writeFile(path.join(root, 'profileImages', 'u1.jpg.123.456.tmp'), 'half written');

    expect(await copyFiles(root, bucket)).toEqual({ copied: 2, skipped: 0 });
    const got = await bucket.get('AU/-case_1/main/a.jpg');
    expect(got && (await text(got.stream))).toBe('main image');
    expect(await bucket.exists('profileImages/u1.jpg.123.456.tmp')).toBe(false);

    expect(await copyFiles(root, bucket)).toEqual({ copied: 0, skipped: 2 });
  });
});
