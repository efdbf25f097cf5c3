import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../test/factories.js';

// A heap threshold of 1 MB puts the server under pressure from its first sample on: what it
// answers then is what a saturated server answers.
const { app } = await buildTestApp({ SHED_HEAP_USED_MB: '1' });
const normal = await buildTestApp();
// Shedding on the database queue and on requests in flight, each alone.
const queued = await buildTestApp({ SHED_DATABASE_WAITING: '0' });
const crowded = await buildTestApp({ SHED_REQUESTS_IN_FLIGHT: '1', BODY_DEADLINE_MS: '1000' });
// Under pressure from its first sample, with a web build of its own to serve.
const webDist = await mkdtemp(path.join(tmpdir(), 'forewarn-shell-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Forewarn</title>');
await writeFile(path.join(webDist, 'assets', 'lodgement-abc123.js'), 'export const Screen = 1;');
const shell = await buildTestApp({ SHED_HEAP_USED_MB: '1', WEB_DIST: webDist });
afterAll(() => rm(webDist, { recursive: true, force: true }));

async function underPressure() {
  // The plugin samples once a second; wait for the first sample, however long it takes.
  while (!app.isUnderPressure()) await new Promise((r) => setTimeout(r, 50));
}

describe('load shedding', () => {
  it('answers 503 with Retry-After at once under pressure, and still answers /api/health', async () => {
    await underPressure();
    const shed = await app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({
      error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' },
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it("keeps a refused member's connection open, and closes the public's (decision 0067)", async () => {
    const { db, pool } = crowded.database;
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const ask = (headers: Record<string, string> = {}) =>
      crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU', headers });
    // The member's session is vouched for by the database once, before the load.
    expect((await ask({ cookie })).statusCode).toBe(200);
    // The one slot taken by a request held up behind the busy pool: everyone else is refused.
    const held = Promise.all(Array.from({ length: 21 }, () => pool.query('SELECT pg_sleep(0.5)')));
    const first = ask();
    await new Promise((r) => setTimeout(r, 50));
    const visitor = await ask();
    expect(visitor.statusCode).toBe(503);
    expect(visitor.headers.connection).toBe('close');
    const own = await ask({ cookie });
    expect(own.statusCode).toBe(503);
    expect(own.headers.connection).not.toBe('close');
    await Promise.all([held, first]);
  });

  it('never sheds the app shell: a refused script would leave its page blank (decision 0054)', async () => {
    while (!shell.app.isUnderPressure()) await new Promise((r) => setTimeout(r, 50));
    const api = await shell.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(api.statusCode).toBe(503);
    const chunk = await shell.app.inject({ method: 'GET', url: '/assets/lodgement-abc123.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('export const Screen = 1;');
    // A case page's shell goes out without its hints (they would ask the database).
    const page = await shell.app.inject({ method: 'GET', url: '/case/AbCdEfGhIjKlMnOp' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Forewarn</title>');
    expect(page.body).not.toContain('rel="preload"');
    const lodgement = await shell.app.inject({ method: 'GET', url: '/LodgementPage' });
    expect(lodgement.statusCode).toBe(200);
  });

  it('sheds nothing under the thresholds', async () => {
    expect(normal.app.isUnderPressure()).toBe(false);
    const res = await normal.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(res.statusCode).toBe(200);
  });

  it('sheds while queries queue for a database connection, and while too many requests are in', async () => {
    // Every connection of the pool (20) busy for a moment, and one more query waiting.
    const occupy = (pool: typeof queued.database.pool) =>
      Promise.all(Array.from({ length: 21 }, () => pool.query('SELECT pg_sleep(0.5)')));

    const busy = occupy(queued.database.pool);
    expect(queued.database.pool.waitingCount).toBeGreaterThan(0);
    const shed = await queued.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect((await queued.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await busy;

    // One request held up behind the busy pool: the next is refused rather than queued.
    const held = occupy(crowded.database.pool);
    const first = crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    await new Promise((r) => setTimeout(r, 50));
    const second = await crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(second.statusCode).toBe(503);
    expect((await first).statusCode).toBe(200);
    await held;
    // Once it has been answered, the next one is let in.
    const third = await crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(third.statusCode).toBe(200);
  });
});

// Issue 22: bodies still arriving are not in flight; the heaviest client goes first; /api/ready
// tells a load balancer.
const perClient = await buildTestApp({ SHED_REQUESTS_IN_FLIGHT: '16' });

describe('load shedding per client (issue 22)', () => {
  it('does not count a request whose body is still arriving', async () => {
    let started: () => void = () => undefined;
    const reading = new Promise<void>((resolve) => {
      started = resolve;
    });
    let sent = false;
    const body = new Readable({
      read() {
        started();
        if (!sent) this.push('{"email":');
        sent = true;
      },
    });
    const slow = crowded.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
      payload: body,
    });
    await reading;
    const other = await crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    expect(other.statusCode).toBe(200);
    // Past its deadline (1 s here), the slow body is answered 408 and its connection closed.
    const cut = await slow;
    expect(cut.statusCode).toBe(408);
    expect(cut.headers.connection).toBe('close');
    expect(cut.json().error).toEqual({
      code: 'request_timeout',
      message: 'Your request took too long to arrive. Please try again.',
    });
    body.destroy();
  });

  it('refuses the heaviest address first, past half the threshold, and answers the others', async () => {
    const pool = perClient.database.pool;
    const held = Promise.all(Array.from({ length: 21 }, () => pool.query('SELECT pg_sleep(0.8)')));
    const recent = (remoteAddress: string) =>
      perClient.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU', remoteAddress });
    // 8 requests (half of 16) from one address, all waiting for the database.
    const heavy = Array.from({ length: 8 }, () => recent('203.0.113.7'));
    await new Promise((r) => setTimeout(r, 100));
    const ninth = await recent('203.0.113.7');
    expect(ninth.statusCode).toBe(503);
    expect(ninth.headers['retry-after']).toBe('5');
    // Another address, with nothing in flight, is still let in.
    const bystander = recent('198.51.100.44');
    expect((await bystander).statusCode).toBe(200);
    expect((await Promise.all(heavy)).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    await held;
  });

  it('gives each signed-in member behind one shared address a share of their own', async () => {
    const { db, pool } = perClient.database;
    const [heavyMember, bystander] = await Promise.all([makeUser(db), makeUser(db)]);
    const heavyCookie = await sessionCookie(db, heavyMember.id);
    const bystanderCookie = await sessionCookie(db, bystander.id);
    const carrier = '100.64.0.9'; // one CGNAT address for everyone here
    const recent = (cookie?: string) =>
      perClient.app.inject({
        method: 'GET',
        url: '/api/cases/recent?country=AU',
        remoteAddress: carrier,
        headers: cookie ? { cookie } : {},
      });
    // Each session is vouched for by the database once (a first, quiet request).
    expect((await recent(heavyCookie)).statusCode).toBe(200);
    expect((await recent(bystanderCookie)).statusCode).toBe(200);

    const held = Promise.all(Array.from({ length: 21 }, () => pool.query('SELECT pg_sleep(0.8)')));
    const heavy = Array.from({ length: 8 }, () => recent(heavyCookie));
    await new Promise((r) => setTimeout(r, 100));
    // The heavy member's ninth is refused; a made-up cookie counts as the address, whose
    // share the heavy member does not use up; the other member is answered.
    expect((await recent(heavyCookie)).statusCode).toBe(503);
    expect((await recent('fw_session=made-up-token')).statusCode).toBe(200);
    expect((await recent(bystanderCookie)).statusCode).toBe(200);
    expect((await Promise.all(heavy)).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    await held;
  });

  it('has /api/ready answer 503 with the reason while everyone is shed', async () => {
    const held = Promise.all(
      Array.from({ length: 21 }, () => crowded.database.pool.query('SELECT pg_sleep(0.5)')),
    );
    const first = crowded.app.inject({ method: 'GET', url: '/api/cases/recent?country=AU' });
    await new Promise((r) => setTimeout(r, 50));
    const ready = await crowded.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', shedding: 'requests_in_flight' });
    expect((await first).statusCode).toBe(200);
    await held;
    // 2 s after the last request shed from everyone, ready again.
    await new Promise((r) => setTimeout(r, 2100));
    const after = await crowded.app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json().shedding).toBeUndefined();
  });
});

// Issue 37: at 500 connections, each from an address of its own, a signed-in bystander was shed
// like the crowd. The last quarter of the slots is kept for verified members, the quarter before
// it for clients with nothing else in flight; a /48 of fresh /64s is one client.
describe('load shedding in order: members, then newcomers, then the rest (issue 37)', () => {
  it('refuses a crowd from fresh /48s past three quarters and still admits a verified member', async () => {
    const { db, pool } = perClient.database;
    const member = await makeUser(db);
    const cookie = await sessionCookie(db, member.id);
    const recent = (remoteAddress: string, headers: Record<string, string> = {}) =>
      perClient.app.inject({
        method: 'GET',
        url: '/api/cases/recent?country=AU',
        remoteAddress,
        headers,
      });
    // The member's session is vouched for by the database once, before the crowd.
    expect((await recent('198.51.100.80', { cookie })).statusCode).toBe(200);

    const held = Promise.all(Array.from({ length: 21 }, () => pool.query('SELECT pg_sleep(0.8)')));
    // One client spread over fresh /64s of one /48: 3 in flight (under the share of 2 per
    // address level only while the server is not busy).
    const spread = Array.from({ length: 3 }, (_, i) => recent(`2001:db8:aaaa:${i + 1}::1`));
    await new Promise((r) => setTimeout(r, 50));
    // A crowd, each from a /48 of its own, brings the slots in flight to half (8 of 16).
    const crowd = Array.from({ length: 5 }, (_, i) =>
      recent(`2001:db8:${(i + 1).toString(16)}::1`),
    );
    await new Promise((r) => setTimeout(r, 100));
    // Another fresh /64 of the busy /48 is the same client: refused, while a newcomer is not.
    const again = await recent('2001:db8:aaaa:99::1');
    expect(again.statusCode).toBe(503);
    expect(again.headers['retry-after']).toBe('5');
    const newcomers = Array.from({ length: 4 }, (_, i) =>
      recent(`2001:db8:${(i + 16).toString(16)}::7`),
    );
    await new Promise((r) => setTimeout(r, 100));
    // 12 of 16 in flight: the public's three quarters are full; one more from a fresh /48 is
    // refused, and the verified member is answered from the members' quarter.
    const late = await recent('2001:db8:ffff::1');
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('5');
    expect((await recent('198.51.100.80', { cookie })).statusCode).toBe(200);
    const answered = await Promise.all([...spread, ...crowd, ...newcomers]);
    expect(answered.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    await held;
  });

  it('admits a verified member past the database queue that sheds everyone else', async () => {
    const { db, pool } = queued.database;
    const [verified, unverified] = await Promise.all([
      makeUser(db),
      makeUser(db, { emailVerified: false }),
    ]);
    const verifiedCookie = await sessionCookie(db, verified.id);
    const unverifiedCookie = await sessionCookie(db, unverified.id);
    const recent = (cookie?: string) =>
      queued.app.inject({
        method: 'GET',
        url: '/api/cases/recent?country=AU',
        headers: cookie ? { cookie } : {},
      });
    expect((await recent(verifiedCookie)).statusCode).toBe(200);
    expect((await recent(unverifiedCookie)).statusCode).toBe(200);

    const busy = Promise.all(Array.from({ length: 21 }, () => pool.query('SELECT pg_sleep(0.5)')));
    expect(pool.waitingCount).toBeGreaterThan(0);
    const anonymous = await recent();
    expect(anonymous.statusCode).toBe(503);
    expect(anonymous.headers['retry-after']).toBe('5');
    // A refused visitor's connection is closed, so it waits in the accept queue rather than
    // costing a request in every turn of the event loop (decision 0067).
    expect(anonymous.headers.connection).toBe('close');
    // An unverified account is one of the public; a verified member waits its turn and is answered.
    expect((await recent(unverifiedCookie)).statusCode).toBe(503);
    expect((await recent(verifiedCookie)).statusCode).toBe(200);
    await busy;
  });
});
