import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { createRecordingSms } from '../../../test/recording-sms.js';

// The named-party code in the language of the request that asks for it (issue 49): the person
// asking is the person it goes to, if the value is right, and the case does not know their
// language. Mail and text message alike.

const recording = createRecordingSms();
const { app, database, config } = await buildTestApp({}, { sms: recording.sms });
const { db } = database;
const creator = await makeUser(db);

async function ask(language: 'en' | 'fr-CA', channel: 'email' | 'phone', value: string) {
  const kase = await makeCase(db, {
    creatorId: creator.id,
    email: value.includes('@') ? value : '',
    number: value.includes('@') ? '0491 570 166' : value,
  });
  // The asker's saved language is the request's (their session decides it).
  const asker = await makeUser(db, { language });
  const answer = await app.inject({
    method: 'POST',
    url: `/api/cases/${kase.id}/named-party/code`,
    headers: { cookie: await sessionCookie(db, asker.id) },
    payload: { channel, value },
  });
  expect(answer.statusCode).toBe(202);
  return answer;
}

const lastMailTo = async (email: string) =>
  (await readOutbox(config.dataDir)).filter((m) => m.to.toLowerCase() === email).at(-1);

describe('the named-party code', () => {
  it('is mailed in French to a French asker', async () => {
    const email = `visee-${Date.now()}@example.com`;
    await ask('fr-CA', 'email', email);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Votre code Forewarn');
    expect(mail?.text).toMatch(
      /^Votre code Forewarn est \d{6}\. Il prouve que vous êtes la personne visée par un dossier et fonctionne pendant 10\u00a0minutes\. Si vous ne l’avez pas demandé, ignorez ce message\./,
    );
  });

  it('is texted in French to a French asker, and in the exact English to an English one', async () => {
    await ask('fr-CA', 'phone', '0491 570 188');
    expect(recording.sent.at(-1)?.text).toMatch(/^Votre code Forewarn est \d{6}\. Il prouve/);
    await ask('en', 'phone', '0491 570 199');
    expect(recording.sent.at(-1)?.text).toMatch(
      /^Your Forewarn code is \d{6}\. It proves you are the person a case names, and works for 10 minutes\. If you did not ask for it, ignore this message\.$/,
    );
  });

  it('is mailed in the exact English to an English asker', async () => {
    const email = `named-${Date.now()}@example.com`;
    await ask('en', 'email', email);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Your Forewarn code');
    expect(mail?.text).toMatch(/^Your Forewarn code is \d{6}\. It proves you are the person/);
  });
});
