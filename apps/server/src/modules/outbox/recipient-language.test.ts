import { NOTIFICATION_MESSAGES } from '@forewarn/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser } from '../../../test/factories.js';
import { inLanguage } from '../../lib/language.js';
import { queueMail } from './outbox.js';

// A one-off mail is written when it is queued (docs/decisions/0086), so it must be written in
// its recipient's language (issue 49), not in that of the request that queues it: a moderator
// reading English decides about a French member's case, a stranger signs up with their address.

const { database } = await buildTestApp({}, { mail: { send: async () => undefined } });
const { db } = database;

const greeting = (to: string) => () => ({
  to,
  subject: NOTIFICATION_MESSAGES.mailSignature,
  text: NOTIFICATION_MESSAGES.mailGreeting,
});

async function queuedText(id: string): Promise<string | undefined> {
  const result = await db.execute<{ body: string }>(
    sql`SELECT body FROM outgoing_mails WHERE id = ${id}`,
  );
  return result.rows[0]?.body;
}

describe('a queued mail’s language', () => {
  it('is the French member’s, though an English request queues it', async () => {
    const member = await makeUser(db, { language: 'fr-CA' });
    const queued = await inLanguage('en', () => queueMail(db, greeting(member.email), 'ordinary'));
    expect(await queuedText(queued.id)).toBe('Bonjour,');
  });

  it('is the English member’s, though a French request queues it', async () => {
    const member = await makeUser(db, { language: 'en' });
    const queued = await inLanguage('fr-CA', () =>
      queueMail(db, greeting(member.email.toUpperCase()), 'ordinary'),
    );
    expect(await queuedText(queued.id)).toBe('Hello,');
  });

  it('is the request’s for an address no account holds yet', async () => {
    const to = `nobody-${Date.now()}@example.test`;
    const french = await inLanguage('fr-CA', () => queueMail(db, greeting(to), 'ordinary'));
    const english = await inLanguage('en', () => queueMail(db, greeting(to), 'ordinary'));
    expect(await queuedText(french.id)).toBe('Bonjour,');
    expect(await queuedText(english.id)).toBe('Hello,');
  });
});
