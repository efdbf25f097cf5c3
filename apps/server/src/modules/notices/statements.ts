import {
  APPEAL_MONTHS,
  addMonths,
  type ForewarnRuleId,
  type NoticeReason,
  noticeRuleId,
  type Regime,
  type Restriction,
  statementRule,
} from '@forewarn/domain';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, notifications, statements } from '../../db/schema/index.js';
import { inLanguage } from '../../lib/language.js';
import type { AuditActor } from '../moderation/audit.js';
import { casePayload } from '../watches/alert-presentation.js';
import { newReference } from './tokens.js';

// Statements of reasons (issue 48, DSA Art. 17): every restriction of a member's case or
// account gets one, built from the decision's own data: what was done, on which facts, under
// which rule, whether automated, and how to appeal. Written in the decision's transaction,
// with its bell notice and its mail's job; the mail goes after the commit.

/** The rule a notice's removal rests on: the law it was sent under, and Forewarn's terms. */
export function ruleOfNotice(regime: Regime, reason: NoticeReason): string {
  return noticeRuleId(regime, reason);
}

/**
 * Forewarn's own rules, for restrictions no notice asked for: their ids. A statement keeps the
 * id, and its text is written in each reader's language when shown or mailed (issue 49).
 */
export const FOREWARN_RULES = {
  hide: 'hide',
  hold: 'hold',
  suspend: 'suspend',
  refuse_trade: 'refuse_trade',
} as const satisfies Record<ForewarnRuleId, ForewarnRuleId>;

export type NewStatement = {
  restriction: Restriction;
  caseId: string | null;
  noticeId?: string | null;
  recipientId: string | null;
  facts: string;
  /** The rule's id (FOREWARN_RULES, or ruleOfNotice's). */
  rule: string;
  automated: boolean;
  /** Null for an automated restriction: no person decided it. */
  decidedBy: AuditActor | null;
  now?: Date;
};

/**
 * Writes a statement, its bell notice and its mail's job; answers its id. The decision's own
 * audit row names the statement (one row an action, decision 0021), so none is written here.
 */
export async function issueStatement(tx: DbOrTx, input: NewStatement): Promise<string> {
  const [id] = await issueStatements(tx, [input]);
  if (!id) throw new Error('statement not written');
  return id;
}

/**
 * As issueStatement for many at once (a wave of held cases): one multi-row statement per table,
 * so 500 statements cost a handful of round trips, not thousands.
 */
export async function issueStatements(tx: DbOrTx, inputs: NewStatement[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(statements)
    .values(
      inputs.map((input) => {
        const now = input.now ?? new Date();
        return {
          reference: newReference('S'),
          restriction: input.restriction,
          caseId: input.caseId,
          noticeId: input.noticeId ?? null,
          recipientId: input.recipientId,
          facts: input.facts,
          // The text as well, in English, as statements were kept before ids (the audit's copy).
          rule: inLanguage('en', () => statementRule(input.rule, input.rule)),
          ruleId: input.rule,
          automated: input.automated,
          decidedBy: input.decidedBy?.id ?? null,
          appealUntil: addMonths(now, APPEAL_MONTHS),
          createdAt: now,
        };
      }),
    )
    .returning({ id: statements.id, reference: statements.reference });
  const caseIds = [...new Set(inputs.flatMap((i) => (i.caseId ? [i.caseId] : [])))];
  const kases = caseIds.length
    ? new Map(
        (await tx.select().from(cases).where(inArray(cases.id, caseIds))).map((c) => [c.id, c]),
      )
    : new Map();
  const bells = inputs.flatMap((input, i) => {
    const kase = input.caseId ? kases.get(input.caseId) : undefined;
    const row = rows[i];
    if (!input.recipientId || !kase || !row) return [];
    return [
      {
        userId: input.recipientId,
        kind: 'case_update',
        caseId: kase.id,
        payload: casePayload(kase, 'statement_of_reasons'),
        dedupeKey: `statement:${row.id}`,
        // Its email is the statement's own mail, sent whatever the member's settings say.
        emailStatus: 'skipped',
      },
    ];
  });
  if (bells.length > 0) await tx.insert(notifications).values(bells).onConflictDoNothing();
  const mailed = rows.filter((_, i) => inputs[i]?.recipientId).map((r) => r.id);
  if (mailed.length > 0) {
    await tx.execute(sql`
      SELECT graphile_worker.add_job('notice_mail', json_build_object('kind', 'statement', 'id', id),
        job_key => 'statement-mail:' || id, max_attempts => 12)
      FROM unnest(${`{${mailed.join(',')}}`}::uuid[]) AS id`);
  }
  return rows.map((r) => r.id);
}
