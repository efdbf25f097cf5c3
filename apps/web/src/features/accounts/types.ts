import type { SessionUser } from '../../lib/session';

/** GET /api/account: the profile plus the state of its rules. */
export type Account = Required<SessionUser> & {
  phoneAttemptsRemaining: number;
  phoneBlockedDays: number;
  usernameChangeableAt: string | null;
};
