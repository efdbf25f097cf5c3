import { isNonsenseText } from '@forewarn/domain';
import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/adapters/mail/mail.js';
import { caseFollows, notifications } from '../src/db/schema/index.js';
import { deliverNotification } from '../src/modules/notifications/delivery.js';
import { insertNotifications } from '../src/modules/notifications/repository.js';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe.js';
import { sendMessageNotice } from '../src/modules/threads/notices.js';
import { buildTestApp } from './build-test-app.js';
import {
  ABN_FORMS,
  ACN_FORMS,
  ALTERNATE_PHONE_FORMS,
  canaryPerson,
  EXIF_CAMERA,
  lodgeCanaryCase,
  PHONE_FORMS,
} from './canary-case.js';
import { makeUser, sessionCookie, unique } from './factories.js';
import { type ApiRoute, fillPath, openApiRoutes } from './openapi-routes.js';

// Issue 12, the PII canary: a case whose every personal field holds a distinctive value (and
// whose free text, responses, messages, report and image metadata repeat them) is lodged
// through the API; then every GET route the OpenAPI document lists is crawled as a visitor and
// as another signed-in user, searching by each identifier too. No body or header may carry a
// canary, in any of its written forms. The creator does get them back on the case page, so the
// canaries are real: a value that never comes back anywhere would prove nothing.

const { app, database, config } = await buildTestApp({
  // The crawl makes many searches and case views: the limits are tested beside their code.
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
  SEARCH_DAILY_LIMIT: '10000000',
  SHED_EVENT_LOOP_DELAY_MS: '60000',
});
const { db } = database;
const origin = new URL(config.publicUrl).origin;

/**
 * The case's details repeat the tag three times, and a character four times in a row makes them
 * nonsense (spec §5: a 400), which 8 random hex characters did about 1 time in 800.
 */
function canaryTag(): string {
  for (;;) {
    const tag = unique();
    if (!isNonsenseText(tag)) return tag;
  }
}
const tag = canaryTag();
const creator = await makeUser(db, {
  username: `canaryreporter_${tag}`,
  email: `reporter-canary-${tag}@example.test`,
});
const responder = await makeUser(db);
const crawler = await makeUser(db);

const PERSON = canaryPerson(tag);
const { caseId, threadId, imageIds, commentId, detailForCreator } = await lodgeCanaryCase(
  app,
  db,
  origin,
  PERSON,
  { creator, responder },
);

// Notifications (issue 23): the crawler is alerted about the canary case the way a watch alert
// is made, from what a visitor's case page shows; the crawl then reads the bell's list, and the
// alert's email is searched too.
const visitorCard = (await app.inject({ method: 'GET', url: `/api/cases/${caseId}` })).json() as {
  title: string;
  name: string;
  number: string;
  email: string;
};
await insertNotifications(db, [
  {
    userId: crawler.id,
    kind: 'watch_alert',
    dedupeKey: `canary:${caseId}`,
    payload: {
      event: 'case_matches_watch',
      caseId,
      threadId: null,
      title: visitorCard.title,
      maskedName: visitorCard.name,
      maskedIdentifiers: [visitorCard.number, visitorCard.email],
      country: 'AU',
    },
  },
]);

/**
 * Every form in which a canary could leave: as typed, digits only, E.164, the email's local
 * part. Bodies are searched lower-cased, so case does not hide a hit.
 */
const CANARIES: Record<string, string[]> = {
  surname: [PERSON.surname],
  phone: PHONE_FORMS,
  alternatePhone: ALTERNATE_PHONE_FORMS,
  email: [PERSON.email, PERSON.email.split('@')[0] ?? ''],
  address: [PERSON.address, '4718/93'],
  instagram: [PERSON.instagram, PERSON.instagram.slice(1)],
  tiktok: [PERSON.tiktok, PERSON.tiktok.slice(1)],
  abn: ABN_FORMS,
  acn: ACN_FORMS,
  // The reporter posted anonymously: nothing may tie the case to their account.
  creatorUsername: [creator.username ?? ''],
  creatorEmail: [creator.email],
  creatorId: [creator.id],
  // Image metadata and file names.
  exifCamera: [EXIF_CAMERA],
  uploadName: [PERSON.fileName],
};

// ---------------------------------------------------------------------------------------------
// The crawl

/** Values to put in each path parameter, by route prefix: the canary case's rows. */
function pathValues(route: ApiRoute): Record<string, string>[] {
  if (route.path.startsWith('/api/users/')) {
    return [{ id: creator.id }, { id: responder.id }];
  }
  if (route.path.startsWith('/api/threads/')) return [{ id: threadId }];
  if (route.path.startsWith('/api/unsubscribe/')) return [{ token: unsubscribe }];
  // A notice's status link (issue 48): no notice names the canary, so any token is a stranger's.
  if (route.path.startsWith('/api/notices/status/')) return [{ token: 'a'.repeat(43) }];
  if (route.path.startsWith('/api/moderation/')) {
    const kinds = route.pathParams.find((p) => p.name === 'kind')?.schema.enum ?? [''];
    return kinds.map((kind) => ({ kind: String(kind), id: caseId }));
  }
  return imageIds.map((imageId) => ({
    id: caseId,
    imageId,
    commentId,
  }));
}

/** Probes for a query parameter: searches by every identifier, enums by every value. */
function queryValues(name: string, enumValues: unknown[] | undefined): string[] {
  if (enumValues) return enumValues.map(String);
  if (name === 'country') return ['AU'];
  if (name === 'q' || name === 'targetId') {
    return [
      PERSON.surname,
      `${PERSON.firstName} ${PERSON.surname}`,
      PERSON.email,
      PERSON.email.toLowerCase(),
      ...PHONE_FORMS,
      ...ABN_FORMS,
      ...ACN_FORMS,
      PERSON.instagram,
      PERSON.address,
      '2500',
      creator.username ?? '',
      creator.email,
    ];
  }
  return ['start', caseId];
}

function urlsFor(route: ApiRoute): string[] {
  const required = Object.fromEntries(
    route.queryParams.filter((p) => p.name === 'country').map((p) => [p.name, 'AU']),
  );
  const urls: string[] = [];
  for (const values of pathValues(route)) {
    const path = fillPath(route.path, values);
    urls.push(`${path}?${new URLSearchParams(required)}`);
    for (const param of route.queryParams) {
      for (const value of queryValues(param.name, param.schema.enum)) {
        urls.push(`${path}?${new URLSearchParams({ ...required, [param.name]: value })}`);
      }
    }
  }
  return urls;
}

let addresses = 0;
/** Reads one URL: the whole answer, or an event stream's head and what it sends at once. */
async function read(
  url: string,
  cookie: string | undefined,
): Promise<LightMyRequestResponse & { text: string }> {
  addresses += 1;
  const res = await app.inject({
    method: 'GET',
    url,
    // An address per request: the harvesting limits are not what is under test here.
    remoteAddress: `198.18.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`,
    headers: cookie ? { cookie } : {},
    payloadAsStream: true,
  });
  const stream = res.stream();
  const chunks: Buffer[] = [];
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    // A stream never ends: take what is sent straight away (replayed history included).
    await new Promise<void>((resolve) => {
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      setTimeout(resolve, 200);
    });
    stream.destroy();
  } else {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  }
  return Object.assign(res, { text: Buffer.concat(chunks).toString('latin1') });
}

/** Canary forms in the text; `asked` is the request's URL: a value it carried is no leak. */
function hits(text: string, asked = ''): string[] {
  const haystack = text.toLowerCase();
  const question = decodeURIComponent(asked.replaceAll('+', ' ')).toLowerCase();
  return Object.entries(CANARIES).flatMap(([field, forms]) =>
    forms
      .map((form) => form.toLowerCase())
      .filter((form) => form !== '' && haystack.includes(form) && !question.includes(form))
      .map((form) => `${field} "${form}"`),
  );
}

const unsubscribe = await unsubscribeToken(db, database, crawler.id, 'watch_alert');

const getRoutes = openApiRoutes(app).filter((route) => route.method === 'GET');

/** GET routes the crawl leaves out, each with the reason. None so far. */
const SKIPPED: Record<string, string> = {};

/**
 * URLs outside the document, read too: its own JSON, the metrics (refused to a client that is
 * not on loopback and has no token) and the web app's page for the case (the server sends the
 * same shell for every page, with nothing of the case in it).
 */
const OTHER_URLS = ['/api/docs/json', '/metrics', `/cases/${caseId}`];

async function crawl(who: string, cookie: string | undefined) {
  const visited = new Set<string>();
  const found: string[] = [];
  const statuses: Record<string, number[]> = {};
  for (const route of getRoutes) {
    if (SKIPPED[route.key]) continue;
    for (const url of urlsFor(route)) {
      const res = await read(url, cookie);
      visited.add(route.key);
      statuses[route.key] = [...(statuses[route.key] ?? []), res.statusCode];
      const text = `${JSON.stringify(res.headers)}\n${res.text}`;
      for (const hit of hits(text, url))
        found.push(`${who} GET ${url} → ${res.statusCode}: ${hit}`);
    }
  }
  for (const url of OTHER_URLS) {
    const res = await read(url, cookie);
    const text = `${JSON.stringify(res.headers)}\n${res.text}`;
    for (const hit of hits(text, url)) found.push(`${who} GET ${url} → ${res.statusCode}: ${hit}`);
  }
  return { visited, found, statuses };
}

describe('the PII canary', () => {
  it('comes back whole to the case’s creator (so a miss below means something)', () => {
    const text = detailForCreator;
    const fields = new Set(hits(text).map((hit) => hit.split(' ')[0]));
    for (const field of ['surname', 'phone', 'alternatePhone', 'email', 'address', 'abn', 'acn']) {
      expect(fields, field).toContain(field);
    }
    for (const field of ['instagram', 'tiktok']) expect(fields, field).toContain(field);
  });

  it('skips only GET routes the document lists', () => {
    const keys = getRoutes.map((route) => route.key);
    for (const key of Object.keys(SKIPPED)) expect(keys).toContain(key);
  });

  for (const who of ['a visitor', 'another signed-in user'] as const) {
    it(`never reaches ${who} on any GET route`, async () => {
      const cookie = who === 'a visitor' ? undefined : await sessionCookie(db, crawler.id);
      const { visited, found, statuses } = await crawl(who, cookie);
      if (process.env.CANARY_REPORT) console.log(who, JSON.stringify(statuses));
      expect(found).toEqual([]);
      expect([...visited].sort()).toEqual(
        getRoutes
          .map((route) => route.key)
          .filter((key) => !SKIPPED[key])
          .sort(),
      );
      // The crawl saw the case, masked: it was not all refusals.
      expect(statuses[`GET /api/cases/{id}`]).toContain(200);
      expect(statuses[`GET /api/cases/{id}/comments`]).toContain(200);
      expect(statuses[`GET /api/cases/{id}/images/{imageId}`]).toContain(200);
    });
  }

  // Issue 23: the notices the case makes (a watcher of each identifier, the verified owner of
  // its number and email, a follower told of a response) carry the masked card only.
  it('never reaches a watcher, a follower or the person named in a notification', async () => {
    const watcher = await makeUser(db);
    const follower = await makeUser(db);
    const owner = await makeUser(db, {
      email: `owner-${tag}@example.test`,
      phoneNumber: '+61491570156',
      verifiedPhoneNumber: '+61491570156',
      phoneVerified: true,
    });
    const watcherCookie = await sessionCookie(db, watcher.id);
    for (const value of [
      PERSON.phone,
      PERSON.alternatePhone,
      PERSON.email,
      ABN_FORMS[0],
      ACN_FORMS[0],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/watches',
        headers: { cookie: watcherCookie },
        payload: { country: 'AU', value },
      });
      expect(res.statusCode, value).toBe(201);
    }
    await db.insert(caseFollows).values({ userId: follower.id, caseId });
    // The case is shown again (its creator pauses and unpauses it): every watcher and the
    // person named are told; a response tells the follower.
    const creatorCookie = await sessionCookie(db, creator.id);
    for (const action of ['pause', 'unpause']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/${action}`,
        headers: { cookie: creatorCookie },
      });
      expect(res.statusCode, action).toBe(200);
    }
    const answer = await app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/comments`,
      headers: { cookie: await sessionCookie(db, responder.id) },
      payload: { text: `Same with ${PERSON.firstName} ${PERSON.surname} on ${PERSON.phone}.` },
    });
    expect(answer.statusCode).toBe(201);
    const rows = await db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [watcher.id, follower.id, owner.id]));
    expect(rows.map((row) => row.kind).sort()).toEqual(
      ['case_update', 'case_update', 'named_party', 'watch_alert'].sort(),
    );
    for (const row of rows) expect(hits(JSON.stringify(row.payload)), row.kind).toEqual([]);
  });

  it('never reaches a notification email (alerts and message notices)', async () => {
    const mails: MailMessage[] = [];
    const deps = { ...app.deps, mail: { send: async (m: MailMessage) => void mails.push(m) } };
    const rows = await db.execute<{ id: string }>(sql`SELECT id FROM notifications`);
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) await deliverNotification(deps, row.id);
    await sendMessageNotice(deps, { threadId, userId: creator.id, key: 'canary' });
    await sendMessageNotice(deps, { threadId, userId: responder.id, key: 'canary' });
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      // The creator's own address and id (in their unsubscribe link) may reach the creator.
      const own = mail.to === creator.email;
      const found = hits(JSON.stringify(mail)).filter((hit) => !(own && hit.startsWith('creator')));
      expect(found, mail.to).toEqual([]);
    }
  });

  it('is found by search, masked, for each identifier a visitor might type', async () => {
    for (const q of [PERSON.phone, '+61491570156', PERSON.email.toLowerCase(), '54529078454']) {
      const res = await read(
        `/api/cases/search?${new URLSearchParams({ country: 'AU', q })}`,
        undefined,
      );
      expect(res.statusCode, q).toBe(200);
      const { cases } = JSON.parse(res.text) as { cases: { id: string }[] };
      expect(
        cases.map((c) => c.id),
        q,
      ).toContain(caseId);
      expect(hits(res.text), q).toEqual([]);
    }
  });
});
