import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser } from '../../../test/factories.js';
import {
  emailTokens,
  loginFailures,
  phoneCodes,
  searchCompletions,
  searchCounters,
  sessions,
} from '../../db/schema/index.js';
import { deleteSpentRecords } from './repository.js';

const { database } = await buildTestApp();
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

    // Search counters of yesterday (UTC) count for nothing today; today's stay.
    const [days] = (
      await db.execute<{ today: string; yesterday: string }>(
        sql`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today,
                   to_char((now() AT TIME ZONE 'UTC')::date - 1, 'YYYY-MM-DD') AS yesterday`,
      )
    ).rows;
    const { today, yesterday } = days ?? { today: '', yesterday: '' };
    await db.insert(searchCounters).values([
      { day: yesterday, key: 'day|ip:203.0.113.9', count: 7 },
      { day: today, key: 'day|ip:203.0.113.9', count: 2 },
    ]);
    await db.insert(searchCompletions).values([
      { day: yesterday, subject: '*', block: 'tel:+614915701', completion: '00' },
      { day: today, subject: '*', block: 'tel:+614915701', completion: '00' },
    ]);

    const removed = await deleteSpentRecords(db);
    expect(removed).toEqual({
      sessions: 1,
      emailTokens: 1,
      phoneCodes: 1,
      loginFailures: 1,
      searchCounters: 1,
      searchCompletions: 1,
      namedPartyCodes: 0,
    });
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
