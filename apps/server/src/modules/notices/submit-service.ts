import {
  currentLocale,
  DAY_MS,
  NOTICE_MESSAGES,
  type NoticeRequest,
  nextDeadline,
  noticeDeadlines,
  regimeOfCountry,
} from '@forewarn/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cases, notices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError, invalidInput, notFound } from '../../lib/app-error.js';
import type { SessionUser } from '../../plugins/session.js';
import { checkSolution, spendChallenge } from '../accounts/proof-of-work.js';
import { viewableBy, viewerOf } from '../cases/visibility.js';
import { writeAudit } from '../moderation/audit.js';
import { isNamedParty } from '../named-party/repository.js';
import { type AddressRule, enforceAddressLimits, HOUR_MS } from '../rate-limits/limits.js';
import { newReference, statusToken, tokenHash } from './tokens.js';

// The public notice of complaint (issue 48, DSA Art. 16): anyone may send one, with no
// account. Against floods: every notice costs a proof of work (the sign-up's ALTCHA, one
// solution a notice) and is counted per address at every level. One transaction writes the
// notice, its audit row and its two jobs (the acknowledgement, the poster's notice): nothing
// half-written, and no mail inside it.

/** Notices an hour and a day per address level (a /48 or /24 counts everyone behind it). */
export const NOTICE_RULES: readonly AddressRule[] = [
  { scope: 'notice:hour', windowMs: HOUR_MS, caps: { host: 10, site: 20, network: 40 } },
  { scope: 'notice:day', windowMs: DAY_MS, caps: { host: 30, site: 60, network: 120 } },
];

export type NoticeOrigin = { ip: string; challengeKey: string; viewer: SessionUser | null };

/** Adds a job in the caller's transaction (graphile-worker's add_job). */
export async function addJob(
  tx: DbOrTx,
  task: string,
  payload: Record<string, string>,
  key: string,
) {
  await tx.execute(sql`
    SELECT graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json,
      job_key => ${key}, max_attempts => 12)
  `);
}

export async function submitNotice(
  deps: Pick<AppDeps, 'database'>,
  input: NoticeRequest,
  origin: NoticeOrigin,
): Promise<{ reference: string }> {
  const { db } = deps.database;
  await enforceAddressLimits(db, origin.ip, NOTICE_RULES, NOTICE_MESSAGES.noticeFlood);
  const solved = await checkSolution(origin.challengeKey, input.altcha);
  if (!solved) throw new AppError('challenge_required', NOTICE_MESSAGES.challengeRequired);
  const viewer = origin.viewer;
  const [kase] = await db
    .select({ id: cases.id, country: cases.country })
    .from(cases)
    .where(sql`${eq(cases.id, input.caseId)} AND ${viewableBy(viewer ? viewerOf(viewer) : null)}`);
  if (!kase) throw notFound(NOTICE_MESSAGES.caseNotFound);
  const regime = input.regime ?? regimeOfCountry(kase.country);
  // The UK regulations' own fields (reg. 2), also when the regime was inferred from the case.
  if (regime === 'uk' && input.reason === 'defamation') {
    const fields: Record<string, string> = {};
    if (!input.meaning) fields.meaning = NOTICE_MESSAGES.meaningRequired;
    if (!input.inaccurate) fields.inaccurate = NOTICE_MESSAGES.inaccurateRequired;
    const first = Object.values(fields)[0];
    if (first) throw invalidInput(first, fields);
  }
  const fromNamedParty = viewer ? await isNamedParty(db, kase.id, viewer.id) : false;
  const id = crypto.randomUUID();
  const reference = newReference('N');
  const hash = tokenHash(await statusToken(db, deps.database, id));

  await db.transaction(async (tx) => {
    if (!(await spendChallenge(tx, solved))) {
      throw new AppError('challenge_required', NOTICE_MESSAGES.challengeRequired);
    }
    const receivedAt = new Date();
    const deadlines = noticeDeadlines(regime, { receivedAt });
    await tx.insert(notices).values({
      id,
      reference,
      statusTokenHash: hash,
      caseId: kase.id,
      regime,
      reason: input.reason,
      explanation: input.explanation,
      location: input.location,
      notifierName: input.notifierName,
      notifierEmail: input.notifierEmail,
      notifierLanguage: currentLocale() === 'fr-CA' ? 'fr-CA' : 'en',
      goodFaith: input.goodFaith,
      meaning: input.meaning,
      inaccurate: input.inaccurate,
      cannotIdentifyPoster: input.cannotIdentifyPoster,
      consentToShare: input.consentToShare,
      fromNamedParty,
      notifierUserId: viewer?.id ?? null,
      receivedAt,
      tellPosterBy: deadlines.tellPosterBy,
      dueAt: nextDeadline(regime, { receivedAt }),
    });
    // The notifier is never named in the log's public-facing fields: moderators read the row.
    await writeAudit(tx, {
      actor: { id: viewer?.id ?? null, name: 'Notifier' },
      action: 'notice_received',
      targetType: 'notice',
      targetId: id,
      reason: reference,
      details: { caseId: kase.id, regime, noticeReason: input.reason, fromNamedParty },
    });
    await addJob(tx, 'notice_mail', { kind: 'ack', id }, `notice-ack:${id}`);
    await addJob(tx, 'notice_tell_poster', { id }, `notice-poster:${id}`);
  });
  return { reference };
}
