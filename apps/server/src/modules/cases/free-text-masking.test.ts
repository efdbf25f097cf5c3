import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { caseForm, image, upload, VALID_CASE } from '../../../test/case-form.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';

// Issue 14 §2: personal details in free text are masked for everyone but the creator. Canary
// values go into every free-text field (title, details, address, a response, the images' file
// names); none of them may reach a visitor, another user, a search card, a recent-cases card or
// the log. The stored text is unchanged: the creator reads it whole.

const lines: string[] = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'forewarn-free-text-'));
const database = await createTestDatabase();
const app = await buildApp({
  runJobs: false,
  config: loadConfig({ DATA_DIR: dataDir }),
  database,
  logger: pino({ level: 'trace' }, { write: (line: string) => lines.push(line) }),
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
const { db } = database;

// The canaries, and every form a leak of them could take.
const SURNAME = 'Quenneville';
const PHONE = '0491 570 159';
const INTERNATIONAL = '+64 21 555 0199';
const EMAIL = 'dana.canary@quietmail.example';
const CANARIES = [
  SURNAME,
  SURNAME.toLowerCase(),
  '0491 570 159',
  '0491570159',
  '491570159',
  '570 159',
  '+64 21 555 0199',
  '64215550199',
  '555 0199',
  'dana.canary',
  'quietmail',
  'canary-photo',
];

const creator = await makeUser(db);
const creatorCookie = await sessionCookie(db, creator.id);
const responder = await makeUser(db);
const responderCookie = await sessionCookie(db, responder.id);
const reader = await makeUser(db);
const readerCookie = await sessionCookie(db, reader.id);

const lodged = await app.inject({
  method: 'POST',
  url: '/api/cases',
  headers: { cookie: creatorCookie },
  payload: caseForm(
    {
      ...VALID_CASE,
      name: `Dana ${SURNAME}`,
      email: '',
      instagram: '',
      tiktok: '',
      title: `${SURNAME} kept the deposit, call ${PHONE}`,
      address: `7 ${SURNAME} Lane, Sydney`,
      details: `Dana ${SURNAME} took a deposit for tiling and vanished. She answers on ${PHONE} or ${INTERNATIONAL}, and writes from ${EMAIL}. Nobody came on the agreed day.`,
    },
    {
      main: [upload(await image(), `canary-photo-${SURNAME}-0491570159.png`)],
      extras: [upload(await image('jpeg'), `canary-photo-${EMAIL}.jpg`, 'image/jpeg')],
    },
  ),
});
if (lodged.statusCode !== 201) throw new Error(`lodging: ${lodged.statusCode} ${lodged.body}`);
const caseId: string = lodged.json().case.id;

const responseText = `I know ${SURNAME.toUpperCase()} too: rang ${PHONE}, mailed ${EMAIL}, ${INTERNATIONAL}.`;
const posted = await app.inject({
  method: 'POST',
  url: `/api/cases/${caseId}/comments`,
  headers: { cookie: responderCookie, 'content-type': 'application/json' },
  payload: { text: responseText },
});
if (posted.statusCode !== 201) throw new Error(`response: ${posted.statusCode} ${posted.body}`);

const get = (url: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: '198.51.100.77',
  });

const reads = (cookie?: string) => [
  get(`/api/cases/${caseId}`, cookie),
  get(`/api/cases/${caseId}/comments`, cookie),
  get(`/api/cases/search?country=AU&q=${encodeURIComponent(VALID_CASE.number)}`, cookie),
  get('/api/cases/recent?country=AU', cookie),
];

function expectNoCanary(body: string, where: string) {
  for (const canary of CANARIES) expect(body, `${where} carries ${canary}`).not.toContain(canary);
}

describe('canary values in free text', () => {
  it.each([
    ['a signed-out visitor', undefined],
    ['another signed-in user', readerCookie],
  ])('reach no page, response list or card %s receives', async (_who, cookie) => {
    const answers = await Promise.all(reads(cookie));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expectNoCanary(res.body, res.raw.req?.url ?? '');
    }
    const [detail, comments, search, recent] = answers.map((res) => res.json());
    expect(detail.title).toBe('Q kept the deposit, call 0491 570 1**');
    expect(detail.address).toBe('Q Lane, Sydney');
    expect(detail.details).toBe(
      'Dana Q took a deposit for tiling and vanished. She answers on 0491 570 1** or +64 21 555 01**, and writes from da***@****. Nobody came on the agreed day.',
    );
    expect(comments.comments[0].text).toBe(
      'I know Q too: rang 0491 570 1**, mailed da***@****, +64 21 555 01**.',
    );
    for (const list of [search, recent]) {
      const card = list.cases.find((c: { id: string }) => c.id === caseId);
      expect(card?.title).toBe('Q kept the deposit, call 0491 570 1**');
    }
  });

  it('reach the creator whole (the stored text is unchanged)', async () => {
    const detail = (await get(`/api/cases/${caseId}`, creatorCookie)).json();
    expect(detail.title).toBe(`${SURNAME} kept the deposit, call ${PHONE}`);
    expect(detail.details).toContain(`${PHONE} or ${INTERNATIONAL}, and writes from ${EMAIL}`);
    expect(detail.address).toBe(`7 ${SURNAME} Lane, Sydney`);
    const comments = (await get(`/api/cases/${caseId}/comments`, creatorCookie)).json();
    expect(comments.comments[0].text).toBe(responseText);
    const mine = (await get('/api/my/cases?country=AU', creatorCookie)).json();
    expect(JSON.stringify(mine)).toContain(SURNAME);
  });

  it("reach the response's author in their own words only", async () => {
    const comments = (await get(`/api/cases/${caseId}/comments`, responderCookie)).json();
    expect(comments.comments[0].text).toBe(responseText);
    const detail = await get(`/api/cases/${caseId}`, responderCookie);
    expectNoCanary(detail.body, 'the case page');
  });

  it('never carry the images’ file names', async () => {
    const detail = (await get(`/api/cases/${caseId}`)).json();
    expect(detail.mainImage.url).toMatch(/^\/api\/cases\/[^/]+\/images\/[0-9a-f-]{36}$/);
    const image = await get(detail.mainImage.url);
    expect(image.statusCode).toBe(200);
    expectNoCanary(JSON.stringify(image.headers), 'the image headers');
  });

  it('reach no log line', () => {
    expect(lines.length).toBeGreaterThan(0);
    expectNoCanary(lines.join('\n'), 'the log');
  });
});

describe('the case’s own business number in its text', () => {
  it('is masked as its field is, so the two read together show no more than the field', async () => {
    const creator = await makeUser(db, { country: 'CA' });
    const kase = await makeCase(db, {
      creatorId: creator.id,
      country: 'CA',
      number: '416-555-0111',
      businessIdentificationNumber: '123456789 RT0001',
      details:
        'They gave us business number 123456789 RT0001 on the quote and then never came back to finish.',
    });
    const res = await app.inject({ method: 'GET', url: `/api/cases/${kase.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.businessIdentificationNumber).toBe('123456789 RT00**');
    expect(body.details).toContain('123456789 RT00**');
    expect(res.body).not.toContain('RT0001');
  });
});
