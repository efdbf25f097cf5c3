import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser } from '../../../test/factories.js';
import { waitForMail } from '../../../test/outbox.js';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { inLanguage } from '../../lib/language.js';
import { queueMail } from '../outbox/outbox.js';
import {
  emailChangeInUseMail,
  emailChangeMail,
  emailChangeNoticeMail,
  existingAccountMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from './mails.js';

// Account emails in their recipient's language (issue 49): French for a member who reads
// French, whatever the browser that asked; the exact English for one who reads English; and a
// new address no account holds yet in the language of the request that gave it.

const { app, database, config } = await buildTestApp();
const { db } = database;
const URL = config.publicUrl;

/** Queues the mail built for a member of `language`, as a request in `asked` would: its row. */
async function sent(
  language: 'en' | 'fr-CA',
  build: (to: string) => MailMessage,
  asked: 'en' | 'fr-CA' = language === 'en' ? 'fr-CA' : 'en',
): Promise<{ subject: string; text: string }> {
  const member = await makeUser(db, { language });
  await inLanguage(asked, () => queueMail(db, () => build(member.email), 'security'));
  const { rows } = await db.execute<{ subject: string; text: string }>(
    sql`SELECT subject, body AS text FROM outgoing_mails WHERE recipient = ${member.email}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no mail to ${member.email}`);
  return row;
}

describe('a password reset asked from an English browser', () => {
  it('reaches a French member in French', async () => {
    const member = await makeUser(db, { language: 'fr-CA' });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'accept-language': 'en-CA' },
      payload: { email: member.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await waitForMail(config.dataDir, member.email);
    // The file's subject is RFC 2047-encoded: the outbox row holds it as written.
    const { rows } = await db.execute<{ subject: string }>(
      sql`SELECT subject FROM outgoing_mails WHERE recipient = ${member.email}`,
    );
    expect(rows[0]?.subject).toBe('Réinitialisez votre mot de passe Forewarn');
    expect(mail.text).toContain('Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:');
    expect(mail.text).toContain('expire dans 1\u00a0heure');
  });
});

describe('each account email, in French and in the exact English', () => {
  it('the sign-up’s verification', async () => {
    const build = (to: string) => verificationMail(to, 'marie', 'https://x.test/v');
    const fr = await sent('fr-CA', build);
    expect(fr.subject).toBe('Confirmez votre adresse courriel pour Forewarn');
    expect(fr.text).toContain('Bonjour marie,');
    const en = await sent('en', build);
    expect(en.subject).toBe('Verify your email address for Forewarn');
    expect(en.text).toContain(
      'Hello marie,\n\nPlease confirm your email address by opening this link:\n\nhttps://x.test/v\n\nThe link works once and expires in 24 hours.\nIf you did not create a Forewarn account, you can ignore this email.',
    );
  });

  it('the existing-account notice', async () => {
    const build = (to: string) => existingAccountMail(to, URL);
    const fr = await sent('fr-CA', build);
    expect(fr.subject).toBe(
      'Quelqu’un a essayé de s’inscrire à Forewarn avec votre adresse courriel',
    );
    expect(fr.text).toContain(`Si c’était vous, connectez-vous ici\u00a0: ${URL}/Login`);
    const en = await sent('en', build);
    expect(en.subject).toBe('Someone tried to sign up to Forewarn with your email address');
    expect(en.text).toContain(
      `If it was you, log in at ${URL}/Login\nForgot your password? Reset it at ${URL}/ForgotPassword`,
    );
  });

  it('the password reset', async () => {
    const build = (to: string) => passwordResetMail(to, 'https://x.test/r');
    expect((await sent('fr-CA', build)).text).toContain('votre mot de passe reste le même');
    expect((await sent('en', build)).text).toContain(
      'The link works once and expires in 1 hour. Setting a new password signs you out everywhere.',
    );
  });

  it('the change of address and its notice', async () => {
    const change = (to: string) => emailChangeMail(to, null, 'https://x.test/c');
    expect((await sent('fr-CA', change)).subject).toBe(
      'Confirmez votre nouvelle adresse courriel pour Forewarn',
    );
    expect((await sent('en', change)).subject).toBe('Confirm your new email address for Forewarn');
    const notice = (to: string) =>
      emailChangeNoticeMail(to, 'new@example.test', 'https://x.test/u');
    expect((await sent('fr-CA', notice)).text).toContain(
      'votre compte Forewarn par\nnew@example.test. Un lien de confirmation y a été envoyé.',
    );
    expect((await sent('en', notice)).text).toContain(
      'to\nnew@example.test. A confirmation link was sent there; until it is opened, this address stays\nin force',
    );
  });

  it('the password changed, with its tokens', async () => {
    const build = (to: string) => passwordChangedMail(to, URL, { ended: ['ci'], kept: [] });
    const fr = await sent('fr-CA', build);
    expect(fr.subject).toBe('Le mot de passe de votre compte Forewarn a été changé');
    expect(fr.text).toContain('Ces jetons d’API ont pris fin avec lui\u00a0:\n- "ci"');
    const en = await sent('en', build);
    expect(en.subject).toBe('Your Forewarn password was changed');
    expect(en.text).toContain('These API tokens ended with it:\n- "ci"');
  });

  it('the address in use', async () => {
    const build = (to: string) => emailChangeInUseMail(to, URL);
    expect((await sent('fr-CA', build)).subject).toBe(
      'Quelqu’un a essayé d’utiliser votre adresse courriel sur Forewarn',
    );
    expect((await sent('en', build)).text).toContain(
      `If you need to, you can log in at ${URL}/Login`,
    );
  });
});
