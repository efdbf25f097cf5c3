import { describe, expect, it } from 'vitest';
import { apiTokenClient } from '../../../test/api-token-client.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { webhookEndpoints } from '../../db/schema/index.js';
import { sendWebhookDisabledMail } from '../webhooks/delivery.js';
import { sendApiTokenCreatedMail } from './created-mail.js';

// The member's own security and integration mails in their saved language (issue 49): the API
// token created mail and the webhook-disabled mail are jobs, written with no request around
// them, so only the member's saved language can choose.

const { app, database, config } = await buildTestApp();
const { db } = database;
const { createToken } = apiTokenClient(app, db, '203.49');
const deps = { ...app.deps, log: app.log };

// The .eml file ends the body with a line break of its own.
async function lastMailTo(email: string) {
  const mail = (await readOutbox(config.dataDir)).filter((m) => m.to === email).at(-1);
  return mail && { ...mail, text: mail.text.trimEnd() };
}

describe('the API token created mail', () => {
  it('is French for a French member: the token, its scopes, its expiry, what to do', async () => {
    const member = await makeUser(db, { language: 'fr-CA', timeZone: 'America/Montreal' });
    const { token } = await createToken(member, { name: 'Caisse', scopes: ['search', 'watches'] });
    await sendApiTokenCreatedMail(deps, { userId: member.id, tokenId: token.id });
    const mail = await lastMailTo(member.email);
    expect(mail?.subject).toBe('Un nouveau jeton d’API a été créé dans votre compte Forewarn');
    expect(mail?.text).toContain('Bonjour,');
    expect(mail?.text).toMatch(
      /Un jeton d’API nommé «\u00a0Caisse\u00a0» a été créé dans votre compte Forewarn le .+ \d{1,2} h \d{2} \(America\/Montreal\)\./,
    );
    expect(mail?.text).toContain('Il permet de\u00a0:');
    expect(mail?.text).toContain('- Recherche\u00a0: Rechercher des numéros de téléphone');
    expect(mail?.text).toContain('- Veilles\u00a0: Voir, ajouter et retirer les numéros');
    expect(mail?.text).toContain(
      'Il n’expire pas\u00a0: il fonctionne jusqu’à ce que vous le révoquiez.',
    );
    expect(mail?.text).toContain('et révoquez le jeton dans Mon compte\u00a0: ');
    expect(mail?.text).not.toMatch(/\b(It|the|token|your)\b/);
  });

  it('is the exact English for an English member', async () => {
    const member = await makeUser(db, { language: 'en', timeZone: 'Australia/Perth' });
    const { token } = await createToken(member, { name: 'Till', scopes: ['search'] });
    await sendApiTokenCreatedMail(deps, { userId: member.id, tokenId: token.id });
    const mail = await lastMailTo(member.email);
    expect(mail?.subject).toBe('A new API token was created on your Forewarn account');
    const lines = mail?.text.split('\n') ?? [];
    expect(lines[0]).toBe('Hello,');
    expect(lines[2]).toMatch(
      /^An API token named "Till" was created on your Forewarn account on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(Australia\/Perth\)\.$/,
    );
    expect(lines.slice(4, 6)).toEqual([
      'It may:',
      '- Search: Look up phone numbers, emails and business numbers as a visitor would.',
    ]);
    expect(lines.slice(7)).toEqual([
      'It ends when your password changes.',
      'It does not expire: it works until you revoke it.',
      '',
      'If this was not you, change your password now (every token ends with it unless you keep it)',
      `and revoke the token on My Account: ${config.publicUrl}/MyAccountPage#api-tokens`,
      '',
      'Forewarn',
    ]);
  });
});

describe('the webhook-disabled mail', () => {
  async function disabledMailFor(language: 'en' | 'fr-CA') {
    const member = await makeUser(db, { language });
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ userId: member.id, url: 'https://hooks.example.com/in', secret: 'x' })
      .returning();
    await sendWebhookDisabledMail(deps, { endpointId: endpoint?.id ?? '', userId: member.id });
    return lastMailTo(member.email);
  }

  it('is French for a French member', async () => {
    const mail = await disabledMailFor('fr-CA');
    expect(mail?.subject).toBe('Un webhook Forewarn a été désactivé');
    expect(mail?.text).toContain(
      'Votre webhook hooks.example.com a échoué à chaque envoi pendant une journée\u00a0:',
    );
    expect(mail?.text).toContain('Les alertes de veille restent dans vos notifications');
    expect(mail?.text).toContain(
      `de nouveau dans Mon compte\u00a0: ${config.publicUrl}/MyAccountPage`,
    );
  });

  it('is the exact English for an English member', async () => {
    const mail = await disabledMailFor('en');
    expect(mail?.subject).toBe('A Forewarn webhook was disabled');
    expect(mail?.text).toBe(
      [
        'Hello,',
        '',
        'Your webhook hooks.example.com failed every delivery for a day, so Forewarn has disabled it and stopped sending to it.',
        'Watch alerts are still in your notifications on Forewarn.',
        '',
        `When the endpoint works again, remove the webhook and add it again on My Account: ${config.publicUrl}/MyAccountPage`,
        '',
        'Forewarn',
      ].join('\n'),
    );
  });
});
