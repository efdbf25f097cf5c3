import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bugReports,
  caseFollows,
  caseImages,
  caseReports,
  cases,
  comments,
  disputes,
  feedback,
  loginFailures,
  messages,
  outgoingMails,
  tradeApplications,
  users,
  watches,
} from '../../db/schema/index.js';

// SQL for "your data, your account" (docs/decisions/0015): everything a user's export holds,
// and the erasure of an account. No rules here; account-data.ts decides.

export type CaseRow = typeof cases.$inferSelect;
export type CaseImageRow = typeof caseImages.$inferSelect;

// ---- export ----

export function casesLodgedBy(db: DbOrTx, userId: string): Promise<CaseRow[]> {
  return db.select().from(cases).where(eq(cases.creatorId, userId)).orderBy(asc(cases.createdAt));
}

export async function imagesOfCases(db: DbOrTx, caseIds: string[]): Promise<CaseImageRow[]> {
  if (caseIds.length === 0) return [];
  return db
    .select()
    .from(caseImages)
    .where(inArray(caseImages.caseId, caseIds))
    .orderBy(asc(caseImages.createdAt), asc(caseImages.id));
}

export function responsesBy(db: DbOrTx, userId: string) {
  return db
    .select({
      id: comments.id,
      caseId: comments.caseId,
      text: comments.text,
      imageKey: comments.imageKey,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.createdAt));
}

export function caseReportsBy(db: DbOrTx, userId: string) {
  return db
    .select({
      id: caseReports.id,
      caseId: caseReports.caseId,
      details: caseReports.details,
      status: caseReports.status,
      createdAt: caseReports.createdAt,
    })
    .from(caseReports)
    .where(eq(caseReports.reporterId, userId))
    .orderBy(asc(caseReports.createdAt));
}

/** 'Dispute this case' requests the user made, oldest first. */
export function disputesBy(db: DbOrTx, userId: string) {
  return db
    .select({
      id: disputes.id,
      caseId: disputes.caseId,
      reason: disputes.reason,
      status: disputes.status,
      createdAt: disputes.createdAt,
    })
    .from(disputes)
    .where(eq(disputes.userId, userId))
    .orderBy(asc(disputes.createdAt));
}

/** Applications to be a verified tradesperson: the licence photo's key stays out. */
export function tradeApplicationsBy(db: DbOrTx, userId: string) {
  return db
    .select({
      id: tradeApplications.id,
      trade: tradeApplications.trade,
      licenceNumber: tradeApplications.licenceNumber,
      licenceRegion: tradeApplications.licenceRegion,
      licencePhoto: sql<boolean>`${tradeApplications.photoKey} IS NOT NULL`,
      status: tradeApplications.status,
      createdAt: tradeApplications.createdAt,
      decidedAt: tradeApplications.decidedAt,
    })
    .from(tradeApplications)
    .where(eq(tradeApplications.userId, userId))
    .orderBy(asc(tradeApplications.createdAt));
}

/** 'Report a functionality issue' entries and feedback, oldest first. */
export async function feedbackBy(db: DbOrTx, userId: string) {
  const columns = (table: typeof feedback | typeof bugReports) => ({
    id: table.id,
    type: table.type,
    email: table.email,
    details: table.details,
    createdAt: table.createdAt,
  });
  const [bugs, notes] = await Promise.all([
    db.select(columns(bugReports)).from(bugReports).where(eq(bugReports.userId, userId)),
    db.select(columns(feedback)).from(feedback).where(eq(feedback.userId, userId)),
  ]);
  return [...bugs, ...notes].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export function messagesSentBy(db: DbOrTx, userId: string) {
  return db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      text: messages.text,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.createdAt));
}

/** Issue 23: the member's watches and followed cases (erased with the account by cascade). */
export function watchesOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(watches)
    .where(eq(watches.userId, userId))
    .orderBy(asc(watches.createdAt));
}

export function followsOf(db: DbOrTx, userId: string) {
  return db
    .select({ caseId: caseFollows.caseId, createdAt: caseFollows.createdAt })
    .from(caseFollows)
    .where(eq(caseFollows.userId, userId))
    .orderBy(asc(caseFollows.createdAt));
}

// ---- erasure ----

/**
 * Deletes the user's cases, and with them (by cascade) their identifiers, images, responses,
 * reports and threads. Returns every stored file those rows pointed at, for removal after the
 * commit.
 */
export async function deleteCasesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const own = await db.select({ id: cases.id }).from(cases).where(eq(cases.creatorId, userId));
  const ids = own.map((row) => row.id);
  if (ids.length === 0) return [];
  const images = await db
    .select({
      storageKey: caseImages.storageKey,
      thumbKey: caseImages.thumbKey,
      displayKey: caseImages.displayKey,
    })
    .from(caseImages)
    .where(inArray(caseImages.caseId, ids));
  const responseImages = await db
    .select({ imageKey: comments.imageKey, thumbKey: comments.imageThumbKey })
    .from(comments)
    .where(inArray(comments.caseId, ids));
  await db.delete(cases).where(inArray(cases.id, ids));
  return [
    ...images.flatMap((i) => [i.storageKey, i.thumbKey, i.displayKey]),
    ...responseImages.flatMap((i) => [i.imageKey, i.thumbKey]),
  ].filter((key): key is string => key !== null);
}

/** Leaves the user's cases up with no link to them, as if lodged anonymously. */
export async function detachCasesOf(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(cases)
    .set({ creatorId: null, postAnonymously: true, updatedAt: sql`now()` })
    .where(eq(cases.creatorId, userId));
}

/**
 * Deletes the account row. The foreign keys do the rest: sessions, email links, phone codes,
 * lodgement counts and threads go with it; responses, case reports, feedback and audit rows
 * lose their link to it (SET NULL). Feedback also carries the address it was sent from,
 * which is blanked here, and failed log-ins are keyed by address. Mail still queued to the
 * account's address (docs/decisions/0086) goes too: nobody is left to read it.
 */
export async function deleteUserRow(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db.update(feedback).set({ email: '' }).where(eq(feedback.userId, userId));
  await db.update(bugReports).set({ email: '' }).where(eq(bugReports.userId, userId));
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  await db.delete(outgoingMails).where(eq(outgoingMails.recipient, email));
  await db.delete(users).where(eq(users.id, userId));
}
