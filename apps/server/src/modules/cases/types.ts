import type { TradeFlags } from '@forewarn/domain';
import type { caseImages, cases } from '../../db/schema/index.js';

// The shapes of cases that the repository reads and the presenter shows, in a module of their
// own so that neither imports the other (issue 22: presenter.ts and repository.ts imported each
// other's types).

export type CaseRow = typeof cases.$inferSelect;
export type CaseInsert = typeof cases.$inferInsert;
export type CaseImageRow = typeof caseImages.$inferSelect;
export type CaseImageInsert = typeof caseImages.$inferInsert;

/** What the case page may say of its creator, and only when they chose to be named. */
export type CaseAuthor = TradeFlags & { username: string | null };
