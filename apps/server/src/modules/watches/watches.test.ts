import { randomUUID } from 'node:crypto';
import { MESSAGES, type NotificationPayload, WATCH_MESSAGES } from '@forewarn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, VALID_CASE } from '../../../test/case-form.js';
import {
  makeCase,
  makeUser,
  sessionCookie,
  type TestUser,
  unique,
} from '../../../test/factories.js';
import { paramsOf } from '../../db/named-statement.js';
import { cases, notifications, phoneCodes } from '../../db/schema/index.js';
import { phoneCodeHash } from '../accounts/tokens.js';
import { caseParams, MATCHING_WATCHERS } from './alert-matching.js';
import { alertCaseShown, tellFollowers } from './alerts.js';

const { app, database } = await buildTestApp({
  // Many watches from one address: the per-minute limit is tested with the search.
  SEARCH_RATE_LIMIT_PER_MINUTE: '10000',
});
const { db } = database;

let addresses = 0;
const nextAddress = () => `198.19.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function member(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db, overrides);
  return Object.assign(user, { cookie: await sessionCookie(db, user.id) });
}
type Member = TestUser & { cookie: string };

function watch(who: Member | null, value: string, country = 'AU', remoteAddress = nextAddress()) {
  return app.inject({
    method: 'POST',
    url: '/api/watches',
    remoteAddress,
    headers: who ? { cookie: who.cookie } : {},
    payload: { country, value },
  });
}

async function noticesOf(userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
}

function lodge(who: Member, fields: Record<string, unknown> = VALID_CASE) {
  return app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { cookie: who.cookie },
    payload: caseForm(fields),
  });
}

describe('POST /api/watches', () => {
  it('needs a session and a verified email', async () => {
    const visitor = await watch(null, '0412 345 678');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(WATCH_MESSAGES.logInToWatch);
    const unverified = await member({ emailVerified: false });
    const res = await watch(unverified, '0412 345 678');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(WATCH_MESSAGES.verifyEmailToWatch);
  });

  it('refuses what is no phone number, email or business number', async () => {
    const someone = await member();
    for (const value of ['2000', 'Jordan Example', 'SW1A 1AA', 'not@an', '   ']) {
      const res = await watch(someone, value, value === 'SW1A 1AA' ? 'GB' : 'AU');
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error.message).toBe(WATCH_MESSAGES.watchNothingToWatch);
    }
  });

  // Every shape the search accepts, per country: each group is one watch with one key.
  const SHAPES: Record<string, { country: string; shapes: string[]; normalized: string }[]> = {
    AU: [
      {
        country: 'AU',
        shapes: ['0412 345 678', '+61 412 345 678', '0412345678', '(04) 1234-5678'],
        normalized: '+61412345678',
      },
      {
        country: 'AU',
        shapes: ['51 824 753 556', '51824753556', '51-824-753-556'],
        normalized: '51824753556',
      },
      {
        country: 'AU',
        shapes: ['004 085 616', '004085616', '004-085-616'],
        normalized: '004085616',
      },
      {
        country: 'AU',
        shapes: [' Jordan.Example@Example.com ', 'jordan.example@example.com'],
        normalized: 'jordan.example@example.com',
      },
    ],
    NZ: [
      {
        country: 'NZ',
        shapes: ['021 234 5678', '+64 21 234 5678', '0212345678'],
        normalized: '+64212345678',
      },
      {
        country: 'NZ',
        shapes: ['9429041234567', '9429 0412 34567', '9429-041-234-567'],
        normalized: '9429041234567',
      },
    ],
    US: [
      {
        country: 'US',
        shapes: ['(202) 555-0143', '202-555-0143', '+1 202 555 0143'],
        normalized: '+12025550143',
      },
      { country: 'US', shapes: ['12-3456789', '123456789'], normalized: '123456789' },
    ],
    CA: [
      {
        country: 'CA',
        shapes: ['(613) 555-0143', '+1 613 555 0143', '613.555.0143'],
        normalized: '+16135550143',
      },
      {
        country: 'CA',
        shapes: ['123456789 RT0001', '123456789RT0001'],
        normalized: '1234567890001',
      },
    ],
    GB: [
      {
        country: 'GB',
        shapes: ['07911 123456', '+44 7911 123456', '07911123456'],
        normalized: '+447911123456',
      },
      { country: 'GB', shapes: ['01234567', '0123 4567'], normalized: '01234567' },
    ],
    IE: [
      {
        country: 'IE',
        shapes: ['083 123 4567', '+353 83 123 4567', '0831234567'],
        normalized: '+353831234567',
      },
      { country: 'IE', shapes: ['123456', '123 456'], normalized: '123456' },
    ],
  };

  for (const [country, groups] of Object.entries(SHAPES)) {
    it(`stores every shape of a ${country} identifier under one normalized key`, async () => {
      const someone = await member({ country });
      for (const group of groups) {
        const ids = new Set<string>();
        for (const [i, shape] of group.shapes.entries()) {
          const res = await watch(someone, shape, group.country);
          expect(res.statusCode, shape).toBe(i === 0 ? 201 : 200);
          expect(res.json().watch.normalized, shape).toBe(group.normalized);
          ids.add(res.json().watch.id);
        }
        expect(ids.size).toBe(1);
      }
      const list = await app.inject({ url: '/api/watches', headers: { cookie: someone.cookie } });
      expect(list.json().watches.map((w: { normalized: string }) => w.normalized)).toEqual(
        groups.map((g) => g.normalized),
      );
      // What the member typed first is what they see.
      expect(list.json().watches[0].typed).toBe(groups[0]?.shapes[0]?.trim());
    });
  }

  it('refuses the 26th watch with a clear message', async () => {
    const someone = await member();
    for (let i = 0; i < 25; i++) {
      expect((await watch(someone, `watched${i}@example.com`)).statusCode).toBe(201);
    }
    const res = await watch(someone, 'watched25@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'You can watch at most 25 numbers, emails or business numbers. Remove one to add another.',
    );
    // One already watched is still answered: it adds nothing.
    expect((await watch(someone, 'watched3@example.com')).statusCode).toBe(200);
    // Removing one makes room.
    const list = await app.inject({ url: '/api/watches', headers: { cookie: someone.cookie } });
    const first = list.json().watches[0].id;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/watches/${first}`,
      headers: { cookie: someone.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await watch(someone, 'watched25@example.com')).statusCode).toBe(201);
  });

  it('counts against the near-miss guard: a walk through the hidden digits is refused', async () => {
    const walker = await member();
    const ip = nextAddress();
    for (const tail of ['11', '12', '13']) {
      expect((await watch(walker, `0413 555 6${tail}`, 'AU', ip)).statusCode).toBe(201);
    }
    const refused = await watch(walker, '0413 555 614', 'AU', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.searchNearMiss);
    // And a search after the watches is refused too: they share the count.
    const search = await app.inject({
      url: `/api/cases/search?country=AU&q=${encodeURIComponent('0413 555 615')}`,
      remoteAddress: ip,
      headers: { cookie: walker.cookie },
    });
    expect(search.statusCode).toBe(429);
  });

  it("answers the same whether or not cases exist, and removes only the caller's own", async () => {
    const creator = await member();
    await makeCase(db, { creatorId: creator.id, number: '0414 000 111' });
    const someone = await member();
    const listedRes = await watch(someone, '0414 000 111');
    const unlistedRes = await watch(someone, '0414 999 222');
    expect(Object.keys(listedRes.json().watch).sort()).toEqual(
      Object.keys(unlistedRes.json().watch).sort(),
    );
    expect(listedRes.json().watch.lastAlertAt).toBeNull();
    const other = await member();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/watches/${listedRes.json().watch.id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('alerts when a case becomes visible', () => {
  it('a lodged case alerts exactly its matching watchers, with masked fields only', async () => {
    const byPhone = await member();
    const byAbn = await member();
    const byEmail = await member();
    const otherNumber = await member();
    const otherCountry = await member();
    const creator = await member();
    expect((await watch(byPhone, '+61 412 345 678')).statusCode).toBe(201);
    expect((await watch(byAbn, '51824753556')).statusCode).toBe(201);
    expect((await watch(byEmail, 'JORDAN.example@example.com')).statusCode).toBe(201);
    expect((await watch(otherNumber, '0412 345 699')).statusCode).toBe(201);
    expect((await watch(otherCountry, '0412 345 678', 'NZ')).statusCode).toBe(201);
    expect((await watch(creator, '0412 345 678')).statusCode).toBe(201);

    const res = await lodge(creator);
    expect(res.statusCode).toBe(201);
    const caseId = res.json().case.id;

    for (const watcher of [byPhone, byAbn, byEmail]) {
      const notes = await noticesOf(watcher.id);
      expect(notes).toHaveLength(1);
      const [note] = notes;
      expect(note?.kind).toBe('watch_alert');
      expect(note?.caseId).toBe(caseId);
      const payload = note?.payload as NotificationPayload;
      expect(payload).toMatchObject({
        event: 'case_matches_watch',
        caseId,
        title: VALID_CASE.title,
        maskedName: 'Jo******',
        country: 'AU',
      });
      const text = JSON.stringify(payload).toLowerCase();
      for (const secret of [
        '412345678',
        '412 345 678',
        '51824753556',
        '51 824 753 556',
        'jordan.example',
        'example.com',
        'harbour',
        'jordan.tiles',
        creator.username ?? '',
        creator.email,
      ]) {
        expect(text, secret).not.toContain(secret.toLowerCase());
      }
    }
    expect((await noticesOf(byPhone.id))[0]?.payload.maskedIdentifiers).toEqual(['0412 345 6**']);
    for (const bystander of [otherNumber, otherCountry, creator]) {
      expect(await noticesOf(bystander.id)).toEqual([]);
    }
    // The watch shows its last alert.
    const list = await app.inject({ url: '/api/watches', headers: { cookie: byPhone.cookie } });
    expect(list.json().watches[0].lastAlertAt).not.toBeNull();

    // Told once per case: the case shown again tells nobody twice.
    await alertCaseShown(db, caseId);
    expect(await noticesOf(byPhone.id)).toHaveLength(1);
  });

  it('not for a paused case until it is unpaused', async () => {
    const watcher = await member();
    const creator = await member();
    await watch(watcher, '0422 111 222');
    const kase = await makeCase(db, {
      creatorId: creator.id,
      number: '0422 111 222',
      paused: true,
    });
    await alertCaseShown(db, kase.id);
    expect(await noticesOf(watcher.id)).toEqual([]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/unpause`,
      headers: { cookie: creator.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await noticesOf(watcher.id)).map((n) => n.kind)).toEqual(['watch_alert']);
  });

  it('not for a hidden case until a moderator restores it', async () => {
    const watcher = await member();
    const moderator = await member({ role: 'moderator' });
    const creator = await member();
    await watch(watcher, '0422 333 444');
    const kase = await makeCase(db, {
      creatorId: creator.id,
      number: '0422 333 444',
      hiddenAt: new Date(),
      hiddenReason: 'Under review',
    });
    await alertCaseShown(db, kase.id);
    expect(await noticesOf(watcher.id)).toEqual([]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/moderation/cases/${kase.id}/restore`,
      headers: { cookie: moderator.cookie },
      payload: { reason: 'Checked: it stands.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await noticesOf(watcher.id)).map((n) => n.kind)).toEqual(['watch_alert']);
  });

  it('not for resolved or archived cases', async () => {
    const watcher = await member();
    const creator = await member();
    await watch(watcher, '0422 555 666');
    const resolved = await makeCase(db, {
      creatorId: creator.id,
      number: '0422 555 666',
      resolvedAt: new Date(),
    });
    const archived = await makeCase(db, {
      creatorId: creator.id,
      number: '0422 555 666',
      archivedAt: new Date(),
    });
    await alertCaseShown(db, resolved.id);
    await alertCaseShown(db, archived.id);
    expect(await noticesOf(watcher.id)).toEqual([]);
  });

  it('a trade-restricted case alerts only the watchers of that trade', async () => {
    const plain = await member();
    const plumber = await member({ verifiedPlumber: true });
    const electrician = await member({ verifiedElectrician: true });
    const creator = await member({ verifiedPlumber: true });
    for (const who of [plain, plumber, electrician]) await watch(who, '0422 777 888');
    const kase = await makeCase(db, {
      creatorId: creator.id,
      number: '0422 777 888',
      visibleToPlumbers: true,
    });
    await alertCaseShown(db, kase.id);
    expect(await noticesOf(plain.id)).toEqual([]);
    expect(await noticesOf(electrician.id)).toEqual([]);
    expect((await noticesOf(plumber.id)).map((n) => n.kind)).toEqual(['watch_alert']);
  });

  it('a rolled-back change alerts nobody', async () => {
    const watcher = await member();
    const creator = await member();
    await watch(watcher, '0422 999 000');
    const kase = await makeCase(db, { creatorId: creator.id, number: '0422 999 000' });
    await db
      .transaction(async (tx) => {
        await alertCaseShown(tx, kase.id);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await noticesOf(watcher.id)).toEqual([]);
  });

  it('matching is an index lookup with 100,000 watches stored', async () => {
    const owner = await makeUser(db);
    await db.execute(sql`
      INSERT INTO watches (id, user_id, country, typed, normalized)
      SELECT gen_random_uuid(), ${owner.id}::uuid, 'AU', 'n' || i, '+614' || lpad(i::text, 8, '0')
      FROM generate_series(1, 100000) AS i`);
    await db.execute(sql`
      INSERT INTO watch_keys (watch_id, user_id, country, value)
      SELECT id, user_id, country, normalized FROM watches WHERE user_id = ${owner.id}::uuid`);
    await db.execute(sql`ANALYZE watches`);
    await db.execute(sql`ANALYZE watch_keys`);
    const creator = await makeUser(db);
    const kase = await makeCase(db, { creatorId: creator.id, number: '0400 000 123' });
    const [row] = await db.select().from(cases).where(eq(cases.id, kase.id));
    if (!row) throw new Error('no case');
    // The statement is prepared: both the plan made for these values and the generic plan
    // PostgreSQL may settle on after five runs must look the key up.
    const client = await database.pool.connect();
    try {
      const params = paramsOf(MATCHING_WATCHERS, caseParams(row));
      const custom = await client.query(`EXPLAIN ${MATCHING_WATCHERS.text}`, params);
      await client.query('SET plan_cache_mode = force_generic_plan');
      await client.query(`PREPARE watch_match_plan AS ${MATCHING_WATCHERS.text}`);
      const literals = params.map((p) => (p === null ? 'NULL' : client.escapeLiteral(String(p))));
      const generic = await client.query(
        `EXPLAIN EXECUTE watch_match_plan(${literals.join(', ')})`,
      );
      await client.query('DEALLOCATE watch_match_plan; RESET plan_cache_mode');
      for (const plan of [custom, generic]) {
        const text = plan.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
        expect(text).toMatch(/Index (Only )?Scan using watch_keys_lookup_idx/);
        expect(text).not.toMatch(/Seq Scan on watch_keys/);
      }
    } finally {
      client.release();
    }
    // And it finds the one watcher of that number among them.
    await alertCaseShown(db, kase.id);
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.caseId, kase.id)));
    expect(notes).toHaveLength(1);
  }, 240_000);
});

describe('the notice to the person named', () => {
  it('reaches the verified owner of the number or email only, once', async () => {
    const owner = await member({
      phoneNumber: '+61433111222',
      verifiedPhoneNumber: '+61433111222',
      phoneVerified: true,
    });
    const unverified = await member({ phoneNumber: '+61433111222', phoneVerified: false });
    const emailOwner = await member({ email: `named-${unique()}@example.com` });
    const unverifiedEmail = await member({
      email: `unverified-${unique()}@example.com`,
      emailVerified: false,
    });
    const watcher = await member();
    await watch(watcher, '0433 111 222');
    const creator = await member();
    const res = await lodge(creator, {
      ...VALID_CASE,
      number: '0433 111 222',
      email: emailOwner.email.toUpperCase(),
      alternateNumber: '',
    });
    expect(res.statusCode).toBe(201);
    const caseId = res.json().case.id;
    const [note] = await noticesOf(owner.id);
    expect(note?.kind).toBe('named_party');
    expect(note?.payload).toMatchObject({
      event: 'case_names_you',
      caseId,
      maskedName: 'Jo******',
    });
    expect(JSON.stringify(note?.payload)).not.toContain(creator.username ?? '');
    expect((await noticesOf(emailOwner.id)).map((n) => n.kind)).toEqual(['named_party']);
    expect(await noticesOf(unverified.id)).toEqual([]);
    expect(await noticesOf(unverifiedEmail.id)).toEqual([]);
    // The watcher of that number gets a watch alert, not the named-party notice.
    expect((await noticesOf(watcher.id)).map((n) => n.kind)).toEqual(['watch_alert']);
    await alertCaseShown(db, caseId);
    expect(await noticesOf(owner.id)).toHaveLength(1);
  });

  it('is not sent when the member turned it off', async () => {
    const owner = await member({
      phoneNumber: '+61433222333',
      verifiedPhoneNumber: '+61433222333',
      phoneVerified: true,
    });
    const off = await app.inject({
      method: 'PUT',
      url: '/api/account/named-party-notices',
      headers: { cookie: owner.cookie },
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    const read = await app.inject({
      url: '/api/account/named-party-notices',
      headers: { cookie: owner.cookie },
    });
    expect(read.json()).toEqual({ enabled: false });
    const creator = await member();
    const kase = await makeCase(db, { creatorId: creator.id, number: '0433 222 333' });
    await alertCaseShown(db, kase.id);
    expect(await noticesOf(owner.id)).toEqual([]);
  });

  it('reaches a member who verifies a phone number that a visible case names', async () => {
    const creator = await member();
    const kase = await makeCase(db, { creatorId: creator.id, number: '0433 444 555' });
    const hidden = await makeCase(db, {
      creatorId: creator.id,
      number: '0433 444 555',
      hiddenAt: new Date(),
    });
    const someone = await member();
    const code = '135790';
    const id = randomUUID();
    await db.insert(phoneCodes).values({
      id,
      userId: someone.id,
      phoneNumber: '+61433444555',
      codeHash: phoneCodeHash(id, code),
      expiresAt: new Date(Date.now() + 5 * 60_000),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/phone/verify-otp',
      headers: { cookie: someone.cookie },
      payload: { phoneNumber: '0433 444 555', code },
    });
    expect(res.statusCode).toBe(200);
    const notes = await noticesOf(someone.id);
    expect(notes.map((n) => [n.kind, n.caseId])).toEqual([['named_party', kase.id]]);
    expect(notes.map((n) => n.caseId)).not.toContain(hidden.id);
  });
});

describe('following a case', () => {
  it('refuses the case’s author her own case (issue 45), with the reason', async () => {
    const creator = await member();
    const kase = await makeCase(db, { creatorId: creator.id });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: creator.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(WATCH_MESSAGES.cannotFollowOwnCase);
    const state = await app.inject({
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: creator.cookie },
    });
    expect(state.json()).toEqual({ following: false });
  });

  it('tells followers of responses, a named-party reply, Resolved and no longer shown', async () => {
    const creator = await member();
    const follower = await member();
    const responder = await member();
    const kase = await makeCase(db, { creatorId: creator.id });
    const put = (who: Member) =>
      app.inject({
        method: 'PUT',
        url: `/api/cases/${kase.id}/follow`,
        headers: { cookie: who.cookie },
      });
    expect((await put(follower)).json().following).toBe(true);
    expect((await put(responder)).statusCode).toBe(200);
    const state = await app.inject({
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: follower.cookie },
    });
    expect(state.json()).toEqual({ following: true });

    const comment = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/comments`,
      headers: { cookie: responder.cookie },
      payload: { text: 'We had the same experience with this tiler last spring.' },
    });
    expect(comment.statusCode).toBe(201);
    const events = async (who: Member) =>
      (await noticesOf(who.id)).map((n) => `${n.kind}:${n.payload.event}`);
    expect(await events(follower)).toEqual(['case_update:new_response']);
    // The one who wrote it is not told of their own response.
    expect(await events(responder)).toEqual([]);

    const resolve = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/resolve`,
      headers: { cookie: creator.cookie },
    });
    expect(resolve.statusCode).toBe(200);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/cases/${kase.id}`,
      headers: { cookie: creator.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await events(follower)).toEqual([
      'case_update:new_response',
      'case_update:case_resolved',
      'case_update:case_no_longer_shown',
    ]);
  });

  it('a reply by the verified named party is told as such', async () => {
    const creator = await member();
    const follower = await member();
    const named = await member();
    const kase = await makeCase(db, { creatorId: creator.id });
    await db.execute(
      sql`INSERT INTO named_parties (case_id, user_id, channel) VALUES (${kase.id}, ${named.id}::uuid, 'phone')`,
    );
    await app.inject({
      method: 'PUT',
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: follower.cookie },
    });
    const comment = await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/comments`,
      headers: { cookie: named.cookie },
      payload: { text: 'I paid the deposit back in full on the ninth, here is the receipt.' },
    });
    expect(comment.statusCode).toBe(201);
    expect((await noticesOf(follower.id)).map((n) => n.payload.event)).toEqual([
      'named_party_replied',
    ]);
  });

  it('pausing and hiding are told as no longer shown', async () => {
    const creator = await member();
    const follower = await member();
    const moderator = await member({ role: 'moderator' });
    const kase = await makeCase(db, { creatorId: creator.id });
    await app.inject({
      method: 'PUT',
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: follower.cookie },
    });
    await app.inject({
      method: 'POST',
      url: `/api/cases/${kase.id}/pause`,
      headers: { cookie: creator.cookie },
    });
    const hide = await app.inject({
      method: 'POST',
      url: `/api/moderation/cases/${kase.id}/hide`,
      headers: { cookie: moderator.cookie },
      payload: { reason: 'Names a third party.' },
    });
    expect(hide.statusCode).toBe(200);
    expect((await noticesOf(follower.id)).map((n) => n.payload.event)).toEqual([
      'case_no_longer_shown',
      'case_no_longer_shown',
    ]);
  });

  it('a double click on Pause tells followers once', async () => {
    const creator = await member();
    const follower = await member();
    const kase = await makeCase(db, { creatorId: creator.id });
    await app.inject({
      method: 'PUT',
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: follower.cookie },
    });
    const pause = () =>
      app.inject({
        method: 'POST',
        url: `/api/cases/${kase.id}/pause`,
        headers: { cookie: creator.cookie },
      });
    const results = await Promise.all([pause(), pause()]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await noticesOf(follower.id)).map((n) => n.payload.event)).toEqual([
      'case_no_longer_shown',
    ]);
  });

  it('only a case the caller may see; unfollow; listed on My Watches', async () => {
    const creator = await member({ verifiedPlumber: true });
    const someone = await member();
    const restricted = await makeCase(db, { creatorId: creator.id, visibleToPlumbers: true });
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/cases/${restricted.id}/follow`,
      headers: { cookie: someone.cookie },
    });
    expect(refused.statusCode).toBe(404);
    const kase = await makeCase(db, { creatorId: creator.id });
    await app.inject({
      method: 'PUT',
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: someone.cookie },
    });
    const list = await app.inject({ url: '/api/watches', headers: { cookie: someone.cookie } });
    expect(list.json().follows.map((f: { case: { id: string } }) => f.case.id)).toEqual([kase.id]);
    expect(list.json().follows[0].case.maskedName).toBe('Jo******');
    const off = await app.inject({
      method: 'DELETE',
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: someone.cookie },
    });
    expect(off.json().following).toBe(false);
    const after = await app.inject({ url: '/api/watches', headers: { cookie: someone.cookie } });
    expect(after.json().follows).toEqual([]);
  });
});

describe('telling followers', () => {
  it('tells those who may still see the case and its creator, never the member who acted', async () => {
    const creator = await member();
    const plumber = await member({ verifiedPlumber: true });
    const notPlumber = await member();
    const actor = await member({ verifiedPlumber: true });
    const kase = await makeCase(db, { creatorId: creator.id, visibleToPlumbers: true });
    // Written directly: a follower who was a plumber when following, and is no longer one.
    for (const follower of [creator, plumber, notPlumber, actor]) {
      await db.execute(
        sql`INSERT INTO case_follows (user_id, case_id) VALUES (${follower.id}, ${kase.id})`,
      );
    }
    await db.transaction((tx) =>
      tellFollowers(tx, kase.id, 'new_response', { eventKey: 'r1', exceptUserId: actor.id }),
    );
    const told = async (who: Member) =>
      (await noticesOf(who.id)).filter((n) => n.caseId === kase.id).length;
    expect([
      await told(creator),
      await told(plumber),
      await told(notPlumber),
      await told(actor),
    ]).toEqual([1, 1, 0, 0]);
  });
});

describe('privacy: your data, your account', () => {
  it('watches and follows are in Download my data, and go with the account', async () => {
    const someone = await member();
    const creator = await member();
    const kase = await makeCase(db, { creatorId: creator.id });
    await watch(someone, '0455 123 456');
    await app.inject({
      method: 'PUT',
      url: `/api/cases/${kase.id}/follow`,
      headers: { cookie: someone.cookie },
    });
    const exported = await app.inject({
      url: '/api/account/export',
      headers: { cookie: someone.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const body = exported.json();
    expect(body.watches).toMatchObject([
      { country: 'AU', typed: '0455 123 456', normalized: '+61455123456' },
    ]);
    expect(body.followedCases).toMatchObject([{ caseId: kase.id }]);
    expect(body.namedPartyNotices).toBe(true);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: someone.cookie },
      payload: { password: someone.password, cases: 'keep' },
    });
    expect(removed.statusCode).toBe(204);
    for (const table of ['watches', 'watch_keys', 'case_follows']) {
      const left = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${someone.id}::uuid`,
      );
      expect(left.rows[0]?.n, table).toBe(0);
    }
  });
});
