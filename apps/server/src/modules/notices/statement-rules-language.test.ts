import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { noticeRuleId, statementRule } from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser, type TestUser } from '../../../test/factories.js';
import { kit } from '../../../test/notice-kit.js';
import { readOutbox } from '../../../test/outbox.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { statements } from '../../db/schema/index.js';
import { inLanguage } from '../../lib/language.js';
import { newReference } from './tokens.js';

// A statement of reasons' rule line in its reader's language (issue 49): a statement keeps the
// rule's id and its text is written from the catalogue when mailed or listed; statements
// written before ids read as stored, and migration 0038 gives the known ones their id.

const { app, database, config } = await buildTestApp();
const { db } = database;
const { call, runJobs } = kit(app, database);
const moderator = await makeUser(db, { role: 'moderator', language: 'en' });

const HIDE_EN =
  'Forewarn’s rules for cases: a case must be true, about the conduct described, and lawful.';
const HIDE_FR =
  'Les règles de Forewarn sur les dossiers\u00a0: un dossier doit être vrai, porter sur la conduite décrite et être licite.';

async function hiddenCaseOf(poster: TestUser) {
  const kase = await makeCase(db, { creatorId: poster.id });
  const hidden = await call(moderator, {
    method: 'POST',
    url: `/api/moderation/cases/${kase.id}/hide`,
    payload: { reason: 'The receipt shows the job was paid.' },
    headers: { 'accept-language': 'en-CA' },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
  await runJobs();
  const mails = (await readOutbox(config.dataDir)).filter((m) => m.to === poster.email);
  const mail = mails.find((m) => /exposé des motifs|statement of reasons/i.test(m.subject));
  const mine = await call(poster, { method: 'GET', url: '/api/my/statements' });
  return { mail, listed: mine.json().statements[0] as { rule: string; id: string } };
}

describe('the rule line of a statement of reasons', () => {
  it('reads in French for a French member, mailed and listed, from an English moderator', async () => {
    const poster = await makeUser(db, { language: 'fr-CA' });
    const { mail, listed } = await hiddenCaseOf(poster);
    expect(mail?.text).toContain(`La règle\u00a0: ${HIDE_FR}`);
    expect(mail?.text).not.toContain('Forewarn’s rules');
    expect(listed.rule).toBe(HIDE_FR);
    // The row keeps the id, and the English text as it was always kept.
    const [row] = await db.select().from(statements).where(eq(statements.id, listed.id));
    expect(row?.ruleId).toBe('hide');
    expect(row?.rule).toBe(HIDE_EN);
  });

  it('reads the spec’s English for an English member', async () => {
    const poster = await makeUser(db, { language: 'en' });
    const { mail, listed } = await hiddenCaseOf(poster);
    expect(mail?.text).toContain(`The rule: ${HIDE_EN}`);
    expect(listed.rule).toBe(HIDE_EN);
  });

  it('writes a notice’s rule from its law and reason in either language', () => {
    const id = noticeRuleId('uk', 'defamation');
    const english = inLanguage('en', () => statementRule(id, ''));
    const french = inLanguage('fr-CA', () => statementRule(id, ''));
    expect(english).toBe(
      'Defamation (Operators of Websites) Regulations 2013; Forewarn’s terms: no case may carry content the law forbids (it is defamatory of me or the person i act for).',
    );
    // The law's own title stays English; the rest, and the notice's reason, are French.
    expect(french).toMatch(
      /^Defamation \(Operators of Websites\) Regulations 2013\u202f; les conditions de Forewarn\u00a0: aucun dossier ne peut porter un contenu que la loi interdit \([^)]*diffamat[^)]*\)\.$/,
    );
    // An id this version does not know reads as stored.
    expect(inLanguage('fr-CA', () => statementRule('notice:mars:other', 'As stored.'))).toBe(
      'As stored.',
    );
  });

  it('keeps a statement written before ids readable, and migration 0038 gives known ones their id', async () => {
    const poster = await makeUser(db, { language: 'fr-CA' });
    const old = (rule: string) => ({
      reference: newReference('S'),
      restriction: 'suspend',
      caseId: null,
      recipientId: poster.id,
      facts: 'Old facts.',
      rule,
      ruleId: null,
      automated: false,
      appealUntil: new Date(Date.now() + 86_400_000),
    });
    const own = 'A rule a moderator once wrote by hand.';
    await db
      .insert(statements)
      .values([
        old(own),
        old('Forewarn’s rules for members: no abuse, harassment or misuse of the registry.'),
      ]);
    const before = (await call(poster, { method: 'GET', url: '/api/my/statements' })).json()
      .statements as { rule: string }[];
    expect(before.map((s) => s.rule).sort()).toEqual(
      [own, 'Forewarn’s rules for members: no abuse, harassment or misuse of the registry.'].sort(),
    );

    // The migration's backfill, run again over these rows (it ran on an empty table at start).
    const migration = await readFile(
      path.join(MIGRATIONS_DIR, '0038_statement-rule-id.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint').slice(1)) {
      await db.execute(sql.raw(statement));
    }
    const after = (await call(poster, { method: 'GET', url: '/api/my/statements' })).json()
      .statements as { rule: string }[];
    expect(after.map((s) => s.rule).sort()).toEqual(
      [
        own,
        'Les règles de Forewarn pour les membres\u00a0: ni abus, ni harcèlement, ni mauvais usage du registre.',
      ].sort(),
    );
  });
});
