import { MODERATION_UI, type ModeratedUser, suspendedUntil, tradeBadges } from '@forewarn/domain';
import { TradeBadges } from '../../../components/trade-badges';
import { formatDateTime } from '../../../lib/dates';

/** A user as moderators see them: name, email, role, badges and any suspension. */
export function UserLabel({ user }: { user: ModeratedUser | null }) {
  if (!user) return <span className="italic text-slate-600">{MODERATION_UI.accountDeleted}</span>;
  return (
    <span className="wrap-anywhere">
      <span className="font-medium">{user.username ?? MODERATION_UI.noUsername}</span>{' '}
      <span className="text-slate-600">&lt;{user.email}&gt;</span>
      {user.role !== 'user' && (
        <span className="ml-1 rounded bg-slate-200 px-1.5 text-xs font-semibold">
          {user.role === 'admin' ? MODERATION_UI.roleAdmin : MODERATION_UI.roleModerator}
        </span>
      )}
      <TradeBadges badges={tradeBadges(user)} />
      {user.suspension && (
        <span className="ml-1 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900">
          {MODERATION_UI.suspended}
          {user.suspension.until
            ? suspendedUntil(formatDateTime(user.suspension.until))
            : MODERATION_UI.suspendedUntilLifted}
        </span>
      )}
    </span>
  );
}
