import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, type TestUser } from '../../../test/factories.js';
import { kit } from '../../../test/notice-kit.js';
import { readOutbox } from '../../../test/outbox.js';
import { notices } from '../../db/schema/index.js';

// Notice and action's mails in their recipients' languages (issue 49): a notifier without an
// account reads theirs in the language they sent the notice in, the poster and the appellant in
// their saved one, whatever language the moderators' requests were in. The mails are jobs, so
// nothing of a request's language reaches them but what the rows hold.

const { app, database, config } = await buildTestApp();
const { db } = database;
const { call, altcha, runJobs } = kit(app, database);
// The moderators read English, and their browsers ask for it.
const moderator = await makeUser(db, { role: 'moderator', language: 'en' });
const second = await makeUser(db, { role: 'moderator', language: 'en' });

const english = { 'accept-language': 'en-CA' };
const post = (actor: TestUser | null, url: string, payload: object, headers = english) =>
  call(actor, { method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const mailsTo = async (email: string) =>
  (await readOutbox(config.dataDir)).filter((m) => m.to === email);

let sender = 0;
async function sendNotice(caseId: string, email: string, language: string) {
  sender += 1;
  const notice = {
    reason: 'defamation',
    explanation: 'Le dossier dit que j’ai gardé un dépôt. J’ai fait le travail et j’ai été payé.',
    location: 'Le titre et la deuxième phrase',
    notifierName: 'Pat Plaignant',
    goodFaith: true,
    meaning: 'Que je vole des dépôts',
    inaccurate: 'Que personne n’est venu',
    cannotIdentifyPoster: true,
    consentToShare: false,
    caseId,
    notifierEmail: email,
    altcha: await altcha(),
  };
  const sent = await call(null, {
    method: 'POST',
    url: '/api/notices',
    payload: notice,
    headers: { 'accept-language': language },
    remoteAddress: `10.49.${sender}.1`,
  });
  expect(sent.statusCode).toBe(201);
  const [row] = await db.select().from(notices).where(eq(notices.reference, sent.json().reference));
  return { id: row?.id ?? '', reference: sent.json().reference as string };
}

async function frenchPosterCase() {
  const poster = await makeUser(db, { country: 'GB', language: 'fr-CA' });
  const kase = await makeCase(db, { creatorId: poster.id, country: 'GB', number: '' });
  return { poster, kase };
}

describe('notice and action mails, each in its recipient’s language', () => {
  it('writes a French notifier’s and a French poster’s mails in French, from English moderators', async () => {
    const { poster, kase } = await frenchPosterCase();
    const notifier = 'marie.plaignante@example.test';
    const { id, reference } = await sendNotice(kase.id, notifier, 'fr-CA,fr;q=0.9');
    await runJobs();

    const [ack] = await mailsTo(notifier);
    expect(ack?.subject).toBe(`Forewarn\u00a0: votre avis ${reference} a été reçu`);
    expect(ack?.text).toContain(
      `Nous avons reçu votre avis de plainte. Sa référence est ${reference}.`,
    );
    expect(ack?.text).toContain('Nous visons à le trancher d’ici le ');
    // The date in Canadian French: 24-hour clock, "h" between hours and minutes.
    expect(ack?.text).toMatch(/d’ici le \d{1,2} \S+ \d{4}, \d{1,2} h \d{2}/);
    expect(ack?.text).toContain('Seule notre équipe de modération voit votre nom');

    const [told] = await mailsTo(poster.email);
    expect(told?.subject).toBe('Forewarn\u00a0: un avis de plainte au sujet de votre dossier');
    expect(told?.text).toContain('Quelqu’un a porté plainte au sujet de votre dossier «\u00a0');
    expect(told?.text).toContain('Objet de la plainte\u00a0: Le titre et la deuxième phrase');
    expect(told?.text).toContain('Répondez ici (connectez-vous d’abord)\u00a0: ');

    const answer = { answer: 'answer', text: 'Je maintiens ce que j’ai écrit.' };
    expect((await post(poster, `/api/notices/${id}/answer`, answer)).statusCode).toBe(200);
    const reason = 'No evidence that nobody came.';
    const decided = await post(moderator, `/api/moderation/notices/${id}/decide`, {
      decision: 'remove',
      reason,
    });
    expect(decided.statusCode).toBe(200);
    await runJobs();

    const statement = (await mailsTo(poster.email)).find((m) => m.subject.includes('exposé'));
    expect(statement?.subject).toMatch(/^Forewarn\u00a0: exposé des motifs /);
    expect(statement?.text).toContain(`Les faits\u00a0: ${reason}`);
    expect(statement?.text).toContain('aucun moyen automatisé n’a été utilisé');
    expect(statement?.text).toContain('Vous pouvez faire appel jusqu’au ');
    const outcome = (await mailsTo(notifier)).find((m) => m.subject.includes('tranché'));
    expect(outcome?.subject).toBe(`Forewarn\u00a0: votre avis ${reference} a été tranché`);
    expect(outcome?.text).toContain(`Votre avis ${reference} a été tranché\u00a0: `);
    expect(outcome?.text).toContain(`Motifs\u00a0: ${reason}`);
    expect(outcome?.text).not.toContain('was decided');

    // The poster appeals; a second English moderator reverses it: both told in French.
    const mine = await call(poster, { method: 'GET', url: '/api/my/statements' });
    const statementId = mine.json().statements[0].id;
    const appealed = await post(poster, `/api/statements/${statementId}/appeal`, {
      text: 'Ma réponse n’a pas été lue.',
    });
    expect(appealed.statusCode).toBe(201);
    const [open] = (
      await call(second, { method: 'GET', url: '/api/moderation/appeals', headers: english })
    ).json().appeals;
    const reversed = await post(second, `/api/moderation/appeals/${open.appeal.id}/decide`, {
      outcome: 'reversed',
      reason: 'The answer carried a receipt.',
    });
    expect(reversed.statusCode).toBe(200);
    await runJobs();
    for (const to of [poster.email, notifier]) {
      const mail = (await mailsTo(to)).find((m) => m.subject.includes('l’appel'));
      expect(mail?.subject).toMatch(/^Forewarn\u00a0: l’appel concernant .+ a été tranché$/);
      expect(mail?.text).toContain('a été accueilli\u00a0: la décision est infirmée.');
      expect(mail?.text).toContain('Motifs\u00a0: The answer carried a receipt.');
    }
  });

  it('writes an English notifier’s mails in English and the French poster’s in French', async () => {
    const { poster, kase } = await frenchPosterCase();
    const notifier = 'pat.english@example.test';
    const { reference } = await sendNotice(kase.id, notifier, 'en-GB,en;q=0.9');
    await runJobs();
    const [ack] = await mailsTo(notifier);
    expect(ack?.subject).toBe(`Forewarn: your notice ${reference} was received`);
    expect(ack?.text).toContain(
      `We received your notice of complaint. Its reference is ${reference}.`,
    );
    expect(ack?.text).toContain('Only our moderators see your name and email address.');
    const [told] = await mailsTo(poster.email);
    expect(told?.subject).toBe('Forewarn\u00a0: un avis de plainte au sujet de votre dossier');
  });

  it('writes to a notifier whose address is a French member’s in French, whatever they sent it in', async () => {
    const member = await makeUser(db, { language: 'fr-CA' });
    const { kase } = await frenchPosterCase();
    const { reference } = await sendNotice(kase.id, member.email, 'en-CA');
    await runJobs();
    const [ack] = await mailsTo(member.email);
    expect(ack?.subject).toBe(`Forewarn\u00a0: votre avis ${reference} a été reçu`);
  });
});
