import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import {
  caseImages,
  comments,
  emailTokens,
  idempotencyKeys,
  loginFailures,
  outgoingMails,
  phoneCodes,
  searchCompletions,
  searchCounters,
  sessions,
  tradeApplications,
  users,
} from '../../db/schema/index.js';
import { deleteSpentCounters } from '../rate-limits/limits.js';
import { deleteOrphanFiles } from './orphan-files.js';
import { deleteSpentRecords } from './repository.js';

const { app, database, config } = await buildTestApp();
const { db } = database;

const ago = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

describe('deleteSpentRecords', () => {
  it('deletes only what no rule reads any more', async () => {
    const user = await makeUser(db);
    const oldSession = `old-${randomUUID()}`;
    const liveSession = `live-${randomUUID()}`;
    await db.insert(sessions).values([
      { tokenHash: oldSession, userId: user.id, expiresAt: ago(1) },
      { tokenHash: liveSession, userId: user.id, expiresAt: ago(-24) },
    ]);
    const [oldToken, recentToken] = [randomUUID(), randomUUID()];
    await db.insert(emailTokens).values([
      {
        id: oldToken,
        tokenHash: oldToken,
        userId: user.id,
        purpose: 'verify_email',
        expiresAt: ago(30),
      },
      // Expired an hour ago: still within the look-back day.
      {
        id: recentToken,
        tokenHash: recentToken,
        userId: user.id,
        purpose: 'reset_password',
        expiresAt: ago(1),
      },
    ]);
    const [oldCode, recentCode] = [randomUUID(), randomUUID()];
    await db.insert(phoneCodes).values([
      {
        id: oldCode,
        userId: user.id,
        phoneNumber: '+61412345678',
        codeHash: 'x',
        expiresAt: ago(25),
      },
      {
        id: recentCode,
        userId: user.id,
        phoneNumber: '+61412345678',
        codeHash: 'y',
        expiresAt: ago(0),
      },
    ]);
    const [oldFailure, recentFailure] = [randomUUID(), randomUUID()];
    await db.insert(loginFailures).values([
      { id: oldFailure, email: user.email, ip: '203.0.113.9', createdAt: ago(25) },
      { id: recentFailure, email: user.email, ip: '203.0.113.9', createdAt: ago(0) },
    ]);

    // Search counters of yesterday (UTC) count for nothing today: their day's partition is
    // dropped by the counters' sweep (decision 0059); today's stay.
    const [days] = (
      await db.execute<{ today: string; yesterday: string }>(
        sql`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today,
                   to_char((now() AT TIME ZONE 'UTC')::date - 1, 'YYYY-MM-DD') AS yesterday`,
      )
    ).rows;
    const { today, yesterday } = days ?? { today: '', yesterday: '' };
    // Yesterday's partitions, as the server made them yesterday (decision 0156: today's sweeps
    // make none for a past day).
    await db.execute(sql`SELECT counter_partitions_ahead(${yesterday}::date, 0)`);
    await db.insert(searchCounters).values([
      { day: yesterday, key: 'day|ip:203.0.113.9', count: 7 },
      { day: today, key: 'day|ip:203.0.113.9', count: 2 },
    ]);
    await db.insert(searchCompletions).values([
      { day: yesterday, subject: '*', block: 'tel:+614915701', completion: '00' },
      { day: today, subject: '*', block: 'tel:+614915701', completion: '00' },
    ]);

    // Queued mail past every retry of its job goes, text and all; a fresh one stays.
    const mail = (id: string, createdAt: Date) => ({
      id,
      idempotencyKey: `mail-${id}`,
      recipient: 'someone@example.com',
      subject: 'Subject',
      body: 'Text',
      category: 'ordinary',
      status: 'sent',
      createdAt,
    });
    await db
      .insert(outgoingMails)
      .values([
        mail(randomUUID(), new Date(Date.now() - 3 * 86_400_000)),
        mail(randomUUID(), new Date()),
      ]);

    // Idempotency-Keys last 24 hours, the first answer with them.
    const keyOwner = await makeUser(db);
    const key = (key: string, createdAt: Date) => ({
      scope: `user:${keyOwner.id}`,
      key,
      userId: keyOwner.id,
      fingerprint: 'f',
      responseStatus: 201,
      responseBody: '{}',
      createdAt,
    });
    await db.insert(idempotencyKeys).values([key('old', ago(25)), key('fresh', ago(23))]);

    const removed = await deleteSpentRecords(db);
    expect(removed).toEqual({
      sessions: 1,
      emailTokens: 1,
      phoneCodes: 1,
      loginFailures: 1,
      namedPartyCodes: 0,
      spentChallenges: 0,
      outgoingMails: 1,
      idempotencyKeys: 1,
    });
    expect(await db.select().from(outgoingMails)).toHaveLength(1);
    expect((await db.select().from(idempotencyKeys)).map((k) => k.key)).toEqual(['fresh']);
    // Yesterday's search counters and completions: two partitions dropped, at least.
    expect(await deleteSpentCounters(db)).toBeGreaterThanOrEqual(2);
    expect((await db.select().from(searchCounters)).map((r) => r.day)).toEqual([today]);
    expect((await db.select().from(searchCompletions)).map((r) => r.day)).toEqual([today]);

    const left = async (
      table: typeof emailTokens | typeof phoneCodes | typeof loginFailures,
      ids: string[],
    ) =>
      (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map(
        (r) => r.id,
      );
    expect(await left(emailTokens, [oldToken, recentToken])).toEqual([recentToken]);
    expect(await left(phoneCodes, [oldCode, recentCode])).toEqual([recentCode]);
    expect(await left(loginFailures, [oldFailure, recentFailure])).toEqual([recentFailure]);
    const liveSessions = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(sql`${sessions.tokenHash} IN (${oldSession}, ${liveSession})`);
    expect(liveSessions.map((s) => s.tokenHash)).toEqual([liveSession]);
  });
});

describe('deleteOrphanFiles', () => {
  const { storage } = app.deps;
  /** Stores a file and dates it `hours` back. */
  async function stored(key: string, hours: number): Promise<string> {
    await storage.put(key, Buffer.from('x'));
    const when = ago(hours);
    await utimes(path.join(config.dataDir, 'files', ...key.split('/')), when, when);
    return key;
  }

  it('removes files no row refers to once they are an hour old, and nothing else', async () => {
    const user = await makeUser(db);
    const kase = await makeCase(db, { creatorId: user.id });
    const image = await stored(`AU/${kase.id}/main/${randomUUID()}.jpg`, 2);
    const thumb = await stored(`AU/${kase.id}/main/${randomUUID()}_thumb.jpg`, 2);
    const display = await stored(`AU/${kase.id}/main/${randomUUID()}_display.webp`, 2);
    await db.insert(caseImages).values({
      caseId: kase.id,
      kind: 'main',
      storageKey: image,
      thumbKey: thumb,
      displayKey: display,
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
      bytes: 1,
    });
    const commentImage = await stored(`AU/${kase.id}/comments/${randomUUID()}.png`, 2);
    await db.insert(comments).values({
      caseId: kase.id,
      userId: user.id,
      text: 'Same here.',
      imageKey: commentImage,
    });
    const avatar = await stored(`profileImages/${user.id}/${randomUUID()}.jpg`, 2);
    await db.update(users).set({ profileImageKey: avatar }).where(sql`${users.id} = ${user.id}`);

    const licence = await stored(`tradeApplications/${user.id}/${randomUUID()}.jpg`, 2);
    await db.insert(tradeApplications).values({
      userId: user.id,
      trade: 'plumber',
      licenceNumber: 'PL-12345',
      licenceRegion: 'NSW',
      photoKey: licence,
    });

    const orphan = await stored(`AU/${kase.id}/extras/${randomUUID()}.jpg`, 2);
    const orphanTemp = await stored(`AU/gone/main/${randomUUID()}.jpg.123.456.tmp`, 2);
    // Being written, or about to be named by a row: younger than an hour, so left alone.
    const fresh = await stored(`AU/${kase.id}/extras/${randomUUID()}.jpg`, 0.5);

    expect(await deleteOrphanFiles(app.deps)).toBe(2);
    for (const key of [image, thumb, display, commentImage, avatar, licence, fresh]) {
      expect(await storage.exists(key), key).toBe(true);
    }
    for (const key of [orphan, orphanTemp]) expect(await storage.exists(key), key).toBe(false);
    expect(await deleteOrphanFiles(app.deps)).toBe(0);
  });
});
