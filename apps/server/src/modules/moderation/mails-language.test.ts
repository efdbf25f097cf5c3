import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../../test/factories.js';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { queueMail } from '../outbox/outbox.js';
import { caseReleasedMail, caseRestoredMail, tradeDecisionMail } from './mails.js';

// Moderation's emails in their recipient's language (issue 49): an English moderator's decision
// about a French member's case reaches that member in French, and an English member in the
// exact English they always read. The outbox writes each mail when it is queued, so these read
// the rows it wrote.

const { app, database } = await buildTestApp();
const { db } = database;
const moderator = await makeUser(db, { role: 'moderator', language: 'en' });

async function call(actor: TestUser, options: InjectOptions & { url: string }) {
  const cookie = await sessionCookie(db, actor.id);
  // The moderator's browser asks for English: the mail must not follow it.
  return app.inject({ ...options, headers: { cookie, 'accept-language': 'en-CA' } });
}
const post = (actor: TestUser, url: string, payload: object) =>
  call(actor, { method: 'POST', url, payload: payload as Record<string, unknown> });

async function mailTo(email: string): Promise<{ subject: string; body: string }> {
  const result = await db.execute<{ subject: string; body: string }>(sql`
    SELECT subject, body FROM outgoing_mails WHERE recipient = ${email}
    ORDER BY created_at DESC LIMIT 1`);
  const row = result.rows[0];
  if (!row) throw new Error(`no mail to ${email}`);
  return row;
}

const member = (language: 'en' | 'fr-CA') => makeUser(db, { language });

describe('a hidden case, in its creator’s language', () => {
  it('tells a French creator in French, and the reporter in theirs', async () => {
    const creator = await member('fr-CA');
    const reporter = await member('fr-CA');
    const kase = await makeCase(db, { creatorId: creator.id, title: 'Travaux jamais finis' });
    await post(reporter, `/api/cases/${kase.id}/reports`, { details: 'Pas vrai.' });
    const report = await db.execute<{ id: string }>(
      sql`SELECT id FROM case_reports WHERE case_id = ${kase.id}`,
    );
    const hide = await post(moderator, `/api/moderation/cases/${kase.id}/hide`, {
      reason: 'Names a private person',
      item: { kind: 'case_report', id: report.rows[0]?.id },
    });
    expect(hide.statusCode).toBe(200);
    const hidden = await mailTo(creator.email);
    expect(hidden.subject).toBe('Votre dossier sur Forewarn a été retiré par la modération');
    expect(hidden.body).toContain('Bonjour,');
    expect(hidden.body).toContain(
      'L’équipe de modération a retiré votre dossier «\u00a0Travaux jamais finis\u00a0» de Forewarn.',
    );
    expect(hidden.body).toContain('Motif\u00a0: Names a private person');
    const outcome = await mailTo(reporter.email);
    expect(outcome.subject).toBe('L’équipe de modération de Forewarn a examiné votre signalement');
    expect(outcome.body).toContain(
      'Merci pour votre signalement du dossier «\u00a0Travaux jamais finis\u00a0».',
    );
    expect(outcome.body).toContain('Des mesures ont été prises.');
  });

  it('tells an English creator in the exact English', async () => {
    const creator = await member('en');
    const kase = await makeCase(db, { creatorId: creator.id, title: 'Never finished' });
    await post(moderator, `/api/moderation/cases/${kase.id}/hide`, { reason: 'Rude' });
    const hidden = await mailTo(creator.email);
    expect(hidden.subject).toBe('Your case on Forewarn was removed by moderation');
    expect(hidden.body).toBe(
      [
        'Hello,',
        '',
        'A moderator removed your case "Never finished" from Forewarn. Nobody else can see it now;',
        'you still can, in My Lodgements, with the reason.',
        '',
        'Reason: Rude',
        '',
        `${app.deps.config.publicUrl}/case/${kase.id}`,
        '',
        'Forewarn',
      ].join('\n'),
    );
  });
});

describe('a dispute notice, in the creator’s language', () => {
  it('is French for a French creator and English for an English one, whoever disputes', async () => {
    for (const [language, subject, phrase] of [
      [
        'fr-CA',
        'Votre dossier sur Forewarn fait l’objet d’une contestation',
        'Quelqu’un conteste votre dossier «\u00a0Un dossier\u00a0»',
      ],
      [
        'en',
        'A dispute was lodged about your case on Forewarn',
        'Someone has disputed your case "Un dossier": they say it is false or already settled.',
      ],
    ] as const) {
      const creator = await member(language);
      const kase = await makeCase(db, { creatorId: creator.id, title: 'Un dossier' });
      const disputer = await member(language === 'en' ? 'fr-CA' : 'en');
      const disputed = await post(disputer, `/api/cases/${kase.id}/disputes`, {
        reason: 'Settled last week.',
      });
      expect(disputed.statusCode).toBeLessThan(300);
      const notice = await mailTo(creator.email);
      expect(notice.subject).toBe(subject);
      expect(notice.body).toContain(phrase);
    }
  });
});

describe('a suspension, in the member’s language', () => {
  it('is French with a French date for a French member, English for an English one', async () => {
    const french = await member('fr-CA');
    const english = await member('en');
    for (const target of [french, english]) {
      const suspended = await post(moderator, `/api/moderation/users/${target.id}/suspend`, {
        reason: 'Spam',
        days: 3,
      });
      expect(suspended.statusCode).toBe(200);
    }
    const fr = await mailTo(french.email);
    expect(fr.subject).toBe('Votre compte Forewarn est suspendu');
    expect(fr.body).toMatch(
      /L’équipe de modération a suspendu votre compte Forewarn jusqu’au .+ h /,
    );
    expect(fr.body).toContain('Motif\u00a0: Spam');
    const en = await mailTo(english.email);
    expect(en.subject).toBe('Your Forewarn account is suspended');
    expect(en.body).toMatch(
      /A moderator suspended your Forewarn account until .+ (am|pm) \(UTC\)\./,
    );
    expect(en.body).toContain(
      'You can still sign in and read, but not lodge cases, respond, message or report.',
    );
  });
});

describe('the other decisions, queued in the recipient’s language', () => {
  const kase = { id: 'c1', title: 'Le toit' };
  const queued = async (language: 'en' | 'fr-CA', build: (to: string) => () => MailMessage) => {
    const target = await member(language);
    await queueMail(db, build(target.email), 'ordinary');
    return mailTo(target.email);
  };

  it('a released case', async () => {
    const build = (to: string) => () => caseReleasedMail(to, 'https://x.test', kase);
    expect((await queued('fr-CA', build)).body).toContain(
      'L’équipe de modération a lu votre dossier «\u00a0Le toit\u00a0»\u00a0: il est maintenant public sur Forewarn.',
    );
    expect((await queued('en', build)).body).toContain(
      'A moderator has read your case "Le toit": it is now public on Forewarn.',
    );
  });

  it('a restored case', async () => {
    const build = (to: string) => () => caseRestoredMail(to, 'https://x.test', kase);
    expect((await queued('fr-CA', build)).subject).toBe(
      'Votre dossier sur Forewarn est de nouveau visible',
    );
    expect((await queued('en', build)).subject).toBe('Your case on Forewarn is visible again');
  });

  it('a trade decision, the badge named in the reader’s language', async () => {
    const approved = (to: string) => () => tradeDecisionMail(to, 'plumber', true, '');
    const refused = (to: string) => () => tradeDecisionMail(to, 'electrician', false, 'No licence');
    const frApproved = await queued('fr-CA', approved);
    expect(frApproved.body).toContain('Votre demande est approuvée\u00a0: le badge «\u00a0');
    expect(frApproved.body).not.toContain('Verified Plumber');
    expect((await queued('en', approved)).body).toContain(
      "Your application was approved: the badge 'Verified Plumber' now shows beside your name.",
    );
    const enRefused = await queued('en', refused);
    expect(enRefused.subject).toBe('Your Verified Electrician application on Forewarn');
    expect(enRefused.body).toContain('Reason: No licence\n\nYou are welcome to apply again.');
    expect((await queued('fr-CA', refused)).body).toContain(
      'Vous pouvez présenter une nouvelle demande.',
    );
  });
});
