import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMail } from '../../adapters/mail/outbox-mail.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import { removeTempUploads, streamImageToTemp, sweepTempUploads } from '../uploads/temp-uploads.js';

// Issue 22: what the server writes is readable by its own user only (files 0600, folders
// 0700), and the temporary uploads of a killed server are swept at the next start, never a
// live server's. Backups are checked in scripts/backup.test.ts.

const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-modes-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const mode = async (file: string) => (await stat(file)).mode & 0o777;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('files the server writes', () => {
  it('keeps stored files 0600 in 0700 folders', async () => {
    const root = path.join(dir, 'files');
    const storage = createLocalStorage(root);
    await storage.put('caseImages/AU/abc/full.png', Buffer.from('an image'));
    expect(await mode(root)).toBe(0o700);
    expect(await mode(path.join(root, 'caseImages'))).toBe(0o700);
    expect(await mode(path.join(root, 'caseImages/AU/abc'))).toBe(0o700);
    expect(await mode(path.join(root, 'caseImages/AU/abc/full.png'))).toBe(0o600);
  });

  it('writes the outbox 0700 with each mail 0600', async () => {
    const outbox = path.join(dir, 'outbox');
    const log = { info: () => undefined } as unknown as FastifyBaseLogger;
    const mail = createOutboxMail({ dir: outbox, from: 'Forewarn <no-reply@example.test>', log });
    await mail.send({ to: 'someone@example.test', subject: 'Hello', text: 'A link' });
    expect(await mode(outbox)).toBe(0o700);
    const [file] = await readdir(outbox);
    expect(await mode(path.join(outbox, file ?? ''))).toBe(0o600);
  });

  it('streams an upload into a 0700 folder as a 0600 file', async () => {
    const request = {} as FastifyRequest;
    const image = await streamImageToTemp(request, Readable.from([PNG]));
    expect(await mode(image.path)).toBe(0o600);
    expect(await mode(path.dirname(image.path))).toBe(0o700);
    await removeTempUploads(request);
  });
});

describe('sweeping temporary uploads at start', () => {
  it('removes a dead process’s uploads and old files, never a live process’s recent ones', async () => {
    const root = path.join(dir, 'uploads');
    // A process id that was in use and is no more.
    const gone = spawn(process.execPath, ['-e', '']);
    const deadPid = gone.pid ?? 0;
    await new Promise((resolve) => gone.once('exit', resolve));
    // A live process that is not this one.
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    const livePid = live.pid ?? 0;
    try {
      const put = async (pid: number, name: string, ageMs = 0) => {
        await mkdir(path.join(root, String(pid)), { recursive: true });
        const file = path.join(root, String(pid), name);
        await writeFile(file, 'raw upload with EXIF');
        const when = new Date(Date.now() - ageMs);
        await utimes(file, when, when);
        return file;
      };
      const deadFiles = [await put(deadPid, 'a'), await put(deadPid, 'b')];
      const liveRecent = await put(livePid, 'in-progress');
      const liveOld = await put(livePid, 'forgotten', 2 * 60 * 60 * 1000);
      const mine = await put(process.pid, 'mine', 2 * 60 * 60 * 1000);

      expect(await sweepTempUploads({ root })).toBe(3);
      const exists = (file: string) =>
        stat(file).then(
          () => true,
          () => false,
        );
      for (const file of deadFiles) expect(await exists(file)).toBe(false);
      expect(await exists(path.join(root, String(deadPid)))).toBe(false);
      expect(await exists(liveRecent)).toBe(true);
      expect(await exists(liveOld)).toBe(false);
      expect(await exists(mine)).toBe(true);
    } finally {
      live.kill();
    }
  });
});
