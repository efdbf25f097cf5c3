import {
  hiddenBecause,
  MODERATION_UI,
  QUEUE_KIND_LABELS,
  type QueueItem,
  TRADE_LABELS,
  USER_REPORT_EVIDENCE_MESSAGES,
} from '@forewarn/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { type ModerationAction, useModerationAction } from '../api/actions';
import { ACTION_LABELS } from './action-labels';
import { ReasonDialog } from './reason-dialog';
import { danger, primary, secondary } from './styles';
import { UserLabel } from './user-label';

type Pending = {
  title: string;
  description?: string;
  confirmLabel: string;
  askDays?: boolean;
  build: (reason: string, days: number | null) => ModerationAction;
};

const STATUS_STYLE: Record<QueueItem['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  dismissed: 'bg-slate-200 text-slate-800',
  actioned: 'bg-green-100 text-green-900',
};

/** One item of the queue, what it is about, and what a moderator can do with it. */
export function QueueItemCard({ item }: { item: QueueItem }) {
  const action = useModerationAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const ref = { kind: item.kind, id: item.id };
  const open = item.status === 'open';
  const kase = item.case;

  const actions: { label: string; style: string; pending: Pending }[] = [];
  if (open && item.kind === 'trade_application' && item.application) {
    const badge = TRADE_LABELS[item.application.trade];
    actions.push({
      label: 'Approve',
      style: primary,
      pending: {
        title: `Approve: ${badge}`,
        description: `The applicant gets the '${badge}' badge and an email saying so.`,
        confirmLabel: 'Approve',
        build: (reason) => ({ type: 'approve', applicationId: item.id, reason }),
      },
    });
  }
  if (open && kase && !kase.hidden) {
    actions.push({
      label: 'Hide case',
      style: danger,
      pending: {
        title: 'Hide this case',
        description:
          'Nobody but its creator (and moderators) will see it. The creator is emailed the reason; its open reports and disputes close as actioned.',
        confirmLabel: 'Hide case',
        build: (reason) => ({ type: 'hide', caseId: kase.id, reason, item: ref }),
      },
    });
  }
  if (kase?.hidden) {
    actions.push({
      label: 'Restore case',
      style: secondary,
      pending: {
        title: 'Restore this case',
        confirmLabel: 'Restore',
        build: (reason) => ({ type: 'restore', caseId: kase.id, reason }),
      },
    });
  }
  const suspendable = item.kind === 'user_report' ? item.reportedUser : kase ? kase.creator : null;
  if (open && suspendable && suspendable.role === 'user' && !suspendable.suspension) {
    const who = suspendable.username ?? suspendable.email;
    actions.push({
      label: item.kind === 'user_report' ? 'Suspend reported user' : 'Suspend creator',
      style: danger,
      pending: {
        title: `Suspend ${who}`,
        description: 'They can still sign in and read, but not lodge, respond, message or report.',
        confirmLabel: 'Suspend',
        askDays: true,
        build: (reason, days) => ({
          type: 'suspend',
          userId: suspendable.id,
          reason,
          days,
          item: ref,
        }),
      },
    });
  }
  if (open) {
    actions.push({
      label: item.kind === 'trade_application' ? 'Turn down' : 'Dismiss',
      style: secondary,
      pending: {
        title: item.kind === 'trade_application' ? 'Turn this application down' : 'Dismiss',
        description:
          item.kind === 'trade_application'
            ? 'The applicant is emailed your reason.'
            : 'Close the item with no action. Whoever raised it is told no action was taken.',
        confirmLabel: item.kind === 'trade_application' ? 'Turn down' : 'Dismiss',
        build: (reason) => ({ type: 'dismiss', kind: item.kind, id: item.id, reason }),
      },
    });
  }

  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="queue-item"
      data-kind={item.kind}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{QUEUE_KIND_LABELS[item.kind]}</span>
        {item.label && <span className="text-slate-700">· {item.label}</span>}
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[item.status]}`}>
          {item.status}
        </span>
        <time className="ml-auto text-slate-600" dateTime={item.createdAt}>
          {formatDateTime(item.createdAt)}
        </time>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{MODERATION_UI.itemFrom}</dt>
        <dd>
          <UserLabel user={item.submitter} />
        </dd>
        {kase && (
          <>
            <dt className="font-medium">{MODERATION_UI.itemCase}</dt>
            <dd className="wrap-anywhere">
              <Link className="text-blue-800 underline" to={paths.caseDetail.href(kase.id)}>
                {kase.title}
              </Link>{' '}
              ({kase.country})
              {kase.hidden && (
                <span className="ml-1 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900">
                  {hiddenBecause(kase.hiddenReason ?? '')}
                </span>
              )}
            </dd>
            <dt className="font-medium">{MODERATION_UI.itemCreator}</dt>
            <dd>
              <UserLabel user={kase.creator} />
            </dd>
          </>
        )}
        {item.kind === 'user_report' && (
          <>
            <dt className="font-medium">{MODERATION_UI.itemReported}</dt>
            <dd>
              <UserLabel user={item.reportedUser} />
            </dd>
          </>
        )}
        {item.application && (
          <>
            <dt className="font-medium">{MODERATION_UI.itemTrade}</dt>
            <dd>{TRADE_LABELS[item.application.trade]}</dd>
            <dt className="font-medium">{MODERATION_UI.itemLicence}</dt>
            <dd className="wrap-anywhere">
              {item.application.licenceNumber}, issued in {item.application.licenceRegion}
              {item.application.photoUrl && (
                <>
                  {' · '}
                  <a
                    className="text-blue-800 underline"
                    href={item.application.photoUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {MODERATION_UI.licencePhotoLink}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      {item.text && (
        <p className="mt-2 whitespace-pre-wrap rounded bg-slate-50 p-2 text-sm wrap-anywhere">
          {item.text}
        </p>
      )}
      {item.messages && <UserReportEvidence saved={item.messages} current={item.currentThread} />}
      {item.history.length > 0 && (
        <ol
          className="mt-2 space-y-0.5 text-sm text-slate-700"
          aria-label={MODERATION_UI.whatModeratorsDid}
        >
          {item.history.map((h) => (
            <li key={`${h.createdAt}-${h.action}`} data-testid="item-history">
              <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>:{' '}
              <span className="font-medium">{h.actorName}</span>{' '}
              {(ACTION_LABELS[h.action] ?? h.action).toLowerCase()}
              {h.reason && <>: “{h.reason}”</>}
            </li>
          ))}
        </ol>
      )}
      {actions.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.map((a) => (
            <button
              key={a.label}
              type="button"
              className={a.style}
              onClick={() => setPending(a.pending)}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
      <ReasonDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        description={pending?.description}
        confirmLabel={pending?.confirmLabel ?? ''}
        askDays={pending?.askDays}
        onClose={() => setPending(null)}
        onConfirm={(reason, days) => {
          if (!pending) return Promise.resolve();
          return action.mutateAsync(pending.build(reason, days));
        }}
      />
    </li>
  );
}

type ThreadMessage = NonNullable<QueueItem['messages']>[number];

function MessageItems({ list }: { list: ThreadMessage[] }) {
  return (
    <ol className="mt-1 space-y-1">
      {list.map((m) => (
        <li key={`${m.createdAt}-${m.senderId}`} className="rounded bg-slate-50 p-2">
          <span className="font-medium">{m.senderName}</span>{' '}
          <time className="text-slate-600" dateTime={m.createdAt}>
            {formatDateTime(m.createdAt)}
          </time>
          <p className="whitespace-pre-wrap wrap-anywhere">{m.text}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A user report's evidence (issue 24): the messages saved with the report, as the reporter saw
 * them; the thread as it is now only on request, since either side may have written since.
 */
function UserReportEvidence({
  saved,
  current,
}: {
  saved: ThreadMessage[];
  current: ThreadMessage[] | null;
}) {
  const [showCurrent, setShowCurrent] = useState(false);
  const id = useId();
  return (
    // Not a labelled region: each report in the queue has one, and landmarks need unique names.
    <section className="mt-2 text-sm">
      <h3 className="font-medium">
        {USER_REPORT_EVIDENCE_MESSAGES.evidenceHeading} ({saved.length})
      </h3>
      {saved.length > 0 ? (
        <MessageItems list={saved} />
      ) : (
        <p className="text-slate-700">{USER_REPORT_EVIDENCE_MESSAGES.noEvidence}</p>
      )}
      {current && (
        <>
          <button
            type="button"
            aria-expanded={showCurrent}
            aria-controls={`${id}-current`}
            onClick={() => setShowCurrent((shown) => !shown)}
            className="mt-2 rounded border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100"
          >
            {showCurrent
              ? USER_REPORT_EVIDENCE_MESSAGES.hideCurrentThread
              : USER_REPORT_EVIDENCE_MESSAGES.showCurrentThread}
          </button>
          <div id={`${id}-current`} hidden={!showCurrent} data-testid="current-thread">
            {showCurrent && <MessageItems list={current} />}
          </div>
        </>
      )}
    </section>
  );
}
