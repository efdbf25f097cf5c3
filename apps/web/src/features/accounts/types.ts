import type { SessionUser } from '../../lib/session';

/** GET /api/account: the profile plus the state of its rules. */
export type Account = Required<SessionUser> & {
  phoneAttemptsRemaining: number;
  phoneBlockedDays: number;
  usernameChangeableAt: string | null;
  /** A new address waiting for its link to be opened; `email` stays in force until then. */
  pendingEmail: string | null;
};
