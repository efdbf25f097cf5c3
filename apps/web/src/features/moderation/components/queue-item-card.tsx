import {
  hiddenBecause,
  licenceIssuedIn,
  MODERATION_UI,
  QUEUE_KIND_LABELS,
  type QueueItem,
  TRADE_LABELS,
} from '@forewarn/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { useModerationAction } from '../api/actions';
import { actionLabel, actorLabel } from './action-labels';
import { type Pending, queueItemActions } from './queue-item-actions';
import { ReasonDialog } from './reason-dialog';
import { UserLabel } from './user-label';
import { UserReportEvidence } from './user-report-evidence';

const STATUS_TEXT: Record<QueueItem['status'], () => string> = {
  open: () => MODERATION_UI.itemStatusOpen,
  dismissed: () => MODERATION_UI.itemStatusDismissed,
  actioned: () => MODERATION_UI.itemStatusActioned,
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
  const kase = item.case;

  const actions = queueItemActions(item);

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
          {STATUS_TEXT[item.status]()}
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
              {licenceIssuedIn(item.application.licenceNumber, item.application.licenceRegion)}
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
              <span className="font-medium">{actorLabel(h.actorName)}</span>{' '}
              {actionLabel(h.action).toLowerCase()}
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
