import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { image } from '../../test/case-form.js';
import { makeCase, makeUser } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createLocalStorage } from '../adapters/storage/local-storage.js';
import { auditLog, caseImages, cases, comments, users } from '../db/schema/index.js';
import { processImage } from '../lib/images/process-image.js';
import { storeImages } from '../modules/cases/images.js';
import { backup, RestoreRefused, restore } from './backup.js';

// npm run backup / restore: back up a database with cases, images, responses and users, restore
// it into a fresh one, and find every row and file again.

const dir = await mkdtemp(path.join(tmpdir(), 'forewarn-backup-'));
const source = await createTestDatabase();
const target = await createTestDatabase();
const sourceFiles = createLocalStorage(path.join(dir, 'source-files'));
const targetFiles = createLocalStorage(path.join(dir, 'target-files'));
afterAll(async () => {
  await source.close();
  await target.close();
  await rm(dir, { recursive: true, force: true });
});

const count = async (db: typeof source.db, table: string) =>
  Number(
    (await db.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM "${table}"`))).rows[0]?.n,
  );

describe('backup and restore', () => {
  it('brings back every user, case, image, response and audit row, and every file', async () => {
    const { db } = source;
    const avatarKey = 'profileImages/backup-test.jpg';
    await sourceFiles.put(avatarKey, Buffer.from('an avatar'));
    const alice = await makeUser(db, { profileImageKey: avatarKey });
    const kase = await makeCase(db, { creatorId: alice.id, title: 'Backed up case' });
    const processed = await processImage(await image('png'), {
      tooLarge: 'too large',
      wrongType: 'type',
    });
    const rows = await storeImages(sourceFiles, { country: 'AU', caseId: kase.id }, [
      { kind: 'main', image: processed },
    ]);
    await db.insert(caseImages).values(rows);
    await db.insert(comments).values({ caseId: kase.id, userId: alice.id, text: 'A response.' });
    await db.insert(auditLog).values({
      actorId: alice.id,
      actorName: alice.username ?? '',
      action: 'case.hide',
      targetType: 'case',
      targetId: kase.id,
      details: { reason: 'test' },
    });

    const folder = path.join(dir, 'backup-1');
    const manifest = await backup(source.pool, sourceFiles, folder);
    expect(manifest.files).toBe(3); // the avatar, the image and its thumbnail
    // Readable by the server's user only (issue 22): 0700 folders, 0600 files.
    const mode = async (file: string) => (await stat(file)).mode & 0o777;
    expect(await mode(folder)).toBe(0o700);
    expect(await mode(path.join(folder, 'tables'))).toBe(0o700);
    expect(await mode(path.join(folder, 'manifest.json'))).toBe(0o600);
    expect(await mode(path.join(folder, 'tables', 'users.copy'))).toBe(0o600);
    expect(await mode(path.join(folder, 'files', ...avatarKey.split('/')))).toBe(0o600);
    expect(await mode(path.join(folder, 'files', 'profileImages'))).toBe(0o700);
    const restored = await restore(target.pool, targetFiles, folder);
    expect(restored.tables).toEqual(manifest.tables);

    for (const { name, rows: n } of manifest.tables) {
      expect(await count(target.db, name), name).toBe(n);
    }
    const [user] = await target.db.select().from(users).where(sql`${users.id} = ${alice.id}`);
    expect(user).toMatchObject({ email: alice.email, passwordHash: alice.passwordHash });
    const [back] = await target.db.select().from(cases).where(sql`${cases.id} = ${kase.id}`);
    expect(back?.title).toBe('Backed up case');
    for (const key of [avatarKey, rows[0]?.storageKey ?? '', rows[0]?.thumbKey ?? '']) {
      const [before, after] = await Promise.all([sourceFiles.get(key), targetFiles.get(key)]);
      if (!before || !after) throw new Error(`${key} is missing`);
      expect(await buffer(after.stream)).toEqual(await buffer(before.stream));
    }
  });

  it('refuses a database that already holds rows, changing nothing', async () => {
    const folder = path.join(dir, 'backup-2');
    await backup(source.pool, sourceFiles, folder);
    const users = await count(target.db, 'users');
    await expect(restore(target.pool, targetFiles, folder)).rejects.toThrow(RestoreRefused);
    expect(await count(target.db, 'users')).toBe(users);
  });
});
