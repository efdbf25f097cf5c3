import { MESSAGES } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { searchGuardEvents } from '../../db/schema/index.js';
import { recordCompletions } from './limits-repository.js';

// The near-miss guard (issue 14 §1; docs/decisions/0017): the 2 digits a mask hides cannot be
// recovered by searching the 100 numbers that agree on the rest. Client addresses come from
// X-Forwarded-For, read through one trusted proxy (TRUST_PROXY=true), as in production.
const { app, database } = await buildTestApp({ TRUST_PROXY: 'true' });
const { db } = database;
const creator = await makeUser(db);

let block = 0;
let blockCounter = 0;
/** A fresh block of 100 Australian mobile numbers ('0491 501 1' + 2 digits, '0491 502 1' + ...). */
const freshBlock = () => {
  block += 1;
  const prefix = `0491 ${500 + block} 1`;
  return (completion: number) => `${prefix}${String(completion).padStart(2, '0')}`;
};

let address = 0;
const freshAddress = () => {
  address += 1;
  return `203.0.${Math.floor(address / 250)}.${address % 250}`;
};

async function search(q: string, from: { ip: string; cookie?: string; country?: string }) {
  return app.inject({
    method: 'GET',
    url: '/api/cases/search',
    query: { q, country: from.country ?? 'AU' },
    remoteAddress: '10.0.0.2', // the proxy
    headers: { 'x-forwarded-for': from.ip, ...(from.cookie ? { cookie: from.cookie } : {}) },
  });
}

const found = async (q: string, from: { ip: string; cookie?: string }) => {
  const res = await search(q, from);
  return {
    status: res.statusCode,
    ids: res.statusCode === 200 ? res.json().cases.map((c: { id: string }) => c.id) : [],
    res,
  };
};

describe('recovering the masked digits of a known case by searching', () => {
  it('fails after 3 tries from one address', async () => {
    const number = freshBlock();
    const target = await makeCase(db, { creatorId: creator.id, number: number(56) });
    const ip = freshAddress();
    const answers = [];
    // Walk the block from 00 as an attacker would: 3 searches are answered, then none.
    for (let completion = 0; completion < 100; completion++) {
      const { status, ids } = await found(number(completion), { ip });
      answers.push(status);
      expect(ids).not.toContain(target.id);
      if (completion >= 5) break;
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
    // The real number is refused too, so the walk cannot reach it today.
    const last = await found(number(56), { ip });
    expect(last.status).toBe(429);
    expect(last.res.json()).toEqual({
      error: { code: 'rate_limited', message: MESSAGES.searchNearMiss },
    });
    const retryAfter = Number(last.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('fails after 3 tries from one account spread over addresses', async () => {
    const number = freshBlock();
    const target = await makeCase(db, { creatorId: creator.id, number: number(56) });
    const user = await makeUser(db);
    const cookie = await sessionCookie(db, user.id);
    for (const completion of [0, 1, 2]) {
      const { status, ids } = await found(number(completion), { ip: freshAddress(), cookie });
      expect(status).toBe(200);
      expect(ids).toEqual([]);
    }
    for (const completion of [3, 56]) {
      const { status } = await found(number(completion), { ip: freshAddress(), cookie });
      expect(status).toBe(429);
    }
    // Signed out, a fresh address may still search the real number: the count was the account's.
    expect((await found(number(56), { ip: freshAddress() })).ids).toEqual([target.id]);
  });

  it('finds the case when the number is searched exactly, and the same number again counts once', async () => {
    const number = freshBlock();
    const target = await makeCase(db, { creatorId: creator.id, number: number(56) });
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) {
      // The same number, typed 5 ways: one search as far as the guard is concerned.
      const typed =
        [number(56), number(56).replace(/\s/g, ''), `+61${number(56).replace(/\s/g, '').slice(1)}`][
          i % 3
        ] ?? '';
      expect((await found(typed, { ip })).ids).toEqual([target.id]);
    }
    expect((await found(number(10), { ip })).status).toBe(200);
    expect((await found(number(11), { ip })).status).toBe(200);
    expect((await found(number(12), { ip })).status).toBe(429);
    // The searches already answered can be made again.
    expect((await found(number(56), { ip })).ids).toEqual([target.id]);
    expect((await found(number(10), { ip })).status).toBe(200);
  });

  it('guards business numbers the same way', async () => {
    const target = await makeCase(db, {
      creatorId: creator.id,
      number: '0491 579 999',
      abn: '51 824 753 556',
    });
    const ip = freshAddress();
    for (const tail of ['00', '01', '02']) {
      expect((await found(`51 824 753 5${tail}`, { ip })).status).toBe(200);
    }
    expect((await found('51 824 753 556', { ip })).status).toBe(429);
    expect((await found('51 824 753 556', { ip: freshAddress() })).ids).toEqual([target.id]);
  });

  it('leaves postcodes and emails alone', async () => {
    const ip = freshAddress();
    for (const q of [
      '2000',
      '2001',
      '2002',
      '2003',
      '2004',
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]) {
      expect((await found(q, { ip })).status, q).toBe(200);
    }
  });

  it('admits no more than 3 when the near misses arrive together', async () => {
    const number = freshBlock();
    const ip = freshAddress();
    const codes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => search(number(i), { ip }).then((r) => r.statusCode)),
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    // The refused searches left no trace: only the 3 admitted completions are recorded.
    const { rows } = await database.pool.query<{ completions: number; count: number }>(
      `SELECT (SELECT count(*)::int FROM search_completions WHERE subject = $1) AS completions,
              (SELECT count FROM search_counters WHERE key LIKE 'near|' || $1 || '|%') AS count`,
      [`ip:${ip}`],
    );
    expect(rows).toEqual([{ completions: 3, count: 3 }]);
  });
});

describe('a block walked by many clients', () => {
  it('after 20 completions in a day, new ones need an account with a verified phone, and moderators are told', async () => {
    const number = freshBlock();
    const target = await makeCase(db, { creatorId: creator.id, number: number(56) });
    // 7 addresses, each within its own 3: 20 distinct completions in all.
    let completion = 0;
    for (let client = 0; client < 7; client++) {
      const ip = freshAddress();
      for (let i = 0; i < 3 && completion < 20; i++, completion++) {
        expect((await found(number(completion), { ip })).status).toBe(200);
      }
    }
    const [event] = await db
      .select()
      .from(searchGuardEvents)
      .where(eq(searchGuardEvents.block, `tel:+61${number(0).replace(/\s/g, '').slice(1, -2)}`));
    expect(event).toMatchObject({
      kind: 'block_walked',
      completions: 20,
      refused: 0,
      status: 'open',
    });

    // A visitor from a fresh address: refused, with the reason.
    const visitor = await found(number(56), { ip: freshAddress() });
    expect(visitor.status).toBe(429);
    expect(visitor.res.json().error.message).toBe(MESSAGES.searchNeedsVerifiedPhone);
    // A completion already searched today is no new one: still answered.
    expect((await found(number(0), { ip: freshAddress() })).status).toBe(200);
    // Signed in without a verified phone: refused too.
    const plain = await makeUser(db);
    const plainCookie = await sessionCookie(db, plain.id);
    expect((await found(number(56), { ip: freshAddress(), cookie: plainCookie })).status).toBe(429);
    // With a verified phone: answered, within the account's own 3.
    const verified = await makeUser(db, {
      phoneVerified: true,
      phoneNumber: '+61412000111',
      verifiedPhoneNumber: '+61412000111',
    });
    const cookie = await sessionCookie(db, verified.id);
    expect((await found(number(56), { ip: freshAddress(), cookie })).ids).toEqual([target.id]);
    expect((await found(number(57), { ip: freshAddress(), cookie })).status).toBe(200);
    expect((await found(number(58), { ip: freshAddress(), cookie })).status).toBe(200);
    expect((await found(number(59), { ip: freshAddress(), cookie })).status).toBe(429);

    const [after] = await db
      .select()
      .from(searchGuardEvents)
      .where(eq(searchGuardEvents.id, event?.id ?? ''));
    expect(after).toMatchObject({ completions: 23, refused: 2 });
  });

  it('admits exactly 20 new completions of a block when 30 clients search it together', async () => {
    // Decided in batches (docs/decisions/0026), one search after another, as if each ran alone.
    const number = freshBlock();
    const codes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        found(number(i), { ip: freshAddress() }).then((r) => r.status),
      ),
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    const block = `tel:+61${number(0).replace(/\s/g, '').slice(1, -2)}`;
    const { rows } = await database.pool.query<{ completions: number; count: number }>(
      `SELECT (SELECT count(*)::int FROM search_completions WHERE subject = '*' AND block = $1)
                AS completions,
              (SELECT count FROM search_counters WHERE key = 'near|*|' || $1) AS count`,
      [block],
    );
    expect(rows).toEqual([{ completions: 20, count: 20 }]);
  });

  it('gives each search of a batch the counts it would have had alone', async () => {
    const day = '2026-01-02';
    const block = `tel:+6149999${++blockCounter}`;
    const rules = { perSubject: 3, perBlock: 20, verifiedPhone: false };
    // 8 searches at once: 7 distinct completions of the block, the last repeating the first.
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 0].map((completion, i) =>
        recordCompletions(
          database.db,
          day,
          [
            {
              subject: `ip:198.51.100.${i}`,
              block,
              completion: String(completion).padStart(2, '0'),
            },
            { subject: '*', block, completion: String(completion).padStart(2, '0') },
          ],
          rules,
        ),
      ),
    );
    const everyone = answers.map((answer) =>
      typeof answer === 'string' ? answer : answer.find((c) => c.subject === '*')?.count,
    );
    // The repeat is no new completion for everyone: it counts nothing there.
    expect(everyone).toEqual([1, 2, 3, 4, 5, 6, 7, undefined]);
    for (const answer of answers) {
      expect(typeof answer === 'string' ? answer : answer.filter((c) => c.subject !== '*')).toEqual(
        [{ subject: expect.stringMatching(/^ip:/), block, count: 1 }],
      );
    }
  });
});
