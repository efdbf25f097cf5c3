import {
  badgeButton,
  badgeDialogTitle,
  liftSuspensionOf,
  MODERATION_UI,
  type ModeratedUser,
  roleDialogTitle,
  suspendNamed,
  TRADE_LABELS,
  TRADES,
  type Trade,
} from '@forewarn/domain';
import { useState } from 'react';
import { type ModerationAction, useModerationAction } from '../api/actions';
import { useFindUsers } from '../api/find-users';
import { ReasonDialog } from './reason-dialog';
import { danger, input, secondary } from './styles';
import { UserLabel } from './user-label';

type Pending = {
  title: string;
  confirmLabel: string;
  askDays?: boolean;
  build: (reason: string, days: number | null) => ModerationAction;
};

/**
 * Find a user by their exact email or username, then suspend or lift, grant or revoke a trade
 * badge, and (admins) make or unmake a moderator.
 */
export function UserTools({ isAdmin, selfId }: { isAdmin: boolean; selfId: string }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const found = useFindUsers(q);
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="users-h">
      <h2 id="users-h" className="text-lg font-semibold">
        {MODERATION_UI.users}
      </h2>
      <form
        className="mt-2 flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          // The same search again asks again: after a failure, Find is the retry.
          const next = draft.trim();
          if (next !== '' && next === q) void found.refetch();
          else setQ(next);
        }}
      >
        <label className="sr-only" htmlFor="user-search">
          {MODERATION_UI.emailOrUsername}
        </label>
        <input
          id="user-search"
          className={`${input} min-w-0 flex-1`}
          placeholder={MODERATION_UI.findUser}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={secondary}>
          {MODERATION_UI.findUserButton}
        </button>
      </form>
      {found.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {found.error.message}
        </p>
      )}
      {!found.isError && found.data && found.data.users.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">{MODERATION_UI.noSuchUser}</p>
      )}
      <ul className="mt-2 space-y-2">
        {found.data?.users.map((user) => (
          <UserRow key={user.id} user={user} isAdmin={isAdmin} isSelf={user.id === selfId} />
        ))}
      </ul>
    </section>
  );
}

function UserRow({
  user,
  isAdmin,
  isSelf,
}: {
  user: ModeratedUser;
  isAdmin: boolean;
  isSelf: boolean;
}) {
  const action = useModerationAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const who = user.username ?? user.email;
  const mayAct = !isSelf && user.role !== 'admin' && (isAdmin || user.role === 'user');
  const held = (trade: Trade) =>
    trade === 'plumber' ? user.verifiedPlumber : user.verifiedElectrician;

  const buttons: { label: string; style: string; pending: Pending }[] = [];
  if (mayAct) {
    if (user.suspension) {
      buttons.push({
        label: MODERATION_UI.liftSuspension,
        style: secondary,
        pending: {
          title: liftSuspensionOf(who),
          confirmLabel: MODERATION_UI.liftSuspension,
          build: (reason) => ({ type: 'lift', userId: user.id, reason }),
        },
      });
    } else {
      buttons.push({
        label: MODERATION_UI.suspend,
        style: danger,
        pending: {
          title: suspendNamed(who),
          confirmLabel: MODERATION_UI.suspend,
          askDays: true,
          build: (reason, days) => ({ type: 'suspend', userId: user.id, reason, days }),
        },
      });
    }
  }
  for (const trade of isSelf ? [] : TRADES) {
    const granted = !held(trade);
    buttons.push({
      label: badgeButton(TRADE_LABELS[trade], granted),
      style: secondary,
      pending: {
        title: badgeDialogTitle(TRADE_LABELS[trade], who, granted),
        confirmLabel: granted ? MODERATION_UI.grant : MODERATION_UI.revoke,
        build: (reason) => ({ type: 'badge', userId: user.id, reason, trade, granted }),
      },
    });
  }
  if (isAdmin && mayAct) {
    const toModerator = user.role === 'user';
    buttons.push({
      label: toModerator ? MODERATION_UI.makeModerator : MODERATION_UI.removeModerator,
      style: secondary,
      pending: {
        title: roleDialogTitle(who, toModerator),
        confirmLabel: toModerator ? MODERATION_UI.makeModerator : MODERATION_UI.removeModerator,
        build: (reason) => ({
          type: 'role',
          userId: user.id,
          reason,
          role: toModerator ? 'moderator' : 'user',
        }),
      },
    });
  }

  return (
    <li className="rounded border border-slate-200 p-3 text-sm" data-testid="found-user">
      <UserLabel user={user} />
      <div className="mt-2 flex flex-wrap gap-2">
        {buttons.map((b) => (
          <button
            key={b.label}
            type="button"
            className={b.style}
            onClick={() => setPending(b.pending)}
          >
            {b.label}
          </button>
        ))}
      </div>
      <ReasonDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        askDays={pending?.askDays}
        onClose={() => setPending(null)}
        onConfirm={(reason, days) =>
          pending ? action.mutateAsync(pending.build(reason, days)) : Promise.resolve()
        }
      />
    </li>
  );
}
