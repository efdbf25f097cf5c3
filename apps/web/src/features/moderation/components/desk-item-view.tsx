import { CASE_CARD_LABELS, NOTICE_MESSAGES as M, type Regime } from '@forewarn/domain';
import { formatDate, formatDateTime } from '../../../lib/dates';
import type { DeskContext, DeskItem } from '../../notices/api/notices';
import { actionLabel, actorLabel } from './action-labels';

// One item on the desk with everything needed to decide it on one screen (issue 48): the
// notice, its deadline, the case's text, images and responses, the poster's answer, the
// lodger's and the notifier's history and the earlier decisions. On a phone the parts stack;
// from 1024 px the case sits beside the notice.

const heading = 'text-base font-semibold';
const part = 'space-y-1 rounded border border-slate-200 p-2';

export function DeskItemView({ item }: { item: DeskItem }) {
  const context = item.context;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <section className={part} aria-labelledby={`notice-${item.id}`}>
        <h3 id={`notice-${item.id}`} className={heading}>
          {M.deskNotice}
        </h3>
        <p className="font-semibold">
          {item.reference} · {M.regimeLabels[item.regime as Regime]} ·{' '}
          {M.reasonLabels[item.reason as keyof typeof M.reasonLabels]}
          {item.escalated && <span className="ml-2 rounded bg-red-100 px-1 text-red-900">!</span>}
        </p>
        {item.dueAt && (
          <p>
            {M.dueLabel}: {formatDateTime(item.dueAt)}
          </p>
        )}
        <p>{item.location}</p>
        <p className="whitespace-pre-wrap">{item.explanation}</p>
        {item.meaning && <p className="whitespace-pre-wrap">{item.meaning}</p>}
        {item.inaccurate && <p className="whitespace-pre-wrap">{item.inaccurate}</p>}
        <p className="text-sm">
          {M.deskNotifier}: {item.notifierName} &lt;{item.notifierEmail}&gt;
          {item.fromNamedParty && ` · ${M.fromNamedPerson}`}
        </p>
        {context && <p className="text-sm">{M.deskNotifierCounts(context.notifier)}</p>}
        <h4 className="pt-1 font-semibold">{M.deskPosterAnswer}</h4>
        {item.posterAnswer ? (
          <div className="rounded bg-slate-50 p-2">
            <p className="font-medium">
              {M.answerKinds[item.posterAnswer as keyof typeof M.answerKinds]}
            </p>
            {item.posterAnswerText && (
              <p className="whitespace-pre-wrap">{item.posterAnswerText}</p>
            )}
            {item.posterName && (
              <p>
                {item.posterName}, {item.posterAddress}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-700">{M.deskNoAnswer}</p>
        )}
      </section>
      <section className={part} aria-labelledby={`case-${item.id}`}>
        <h3 id={`case-${item.id}`} className={heading}>
          {M.deskCaseTitle}
        </h3>
        {item.case && (
          <p>
            <a
              className="inline-flex min-h-11 items-center break-words underline"
              href={`/case/${item.case.id}`}
              target="_blank"
              rel="noreferrer"
            >
              {item.case.title}
            </a>
          </p>
        )}
        {context && <CaseContext context={context} />}
      </section>
    </div>
  );
}

function CaseContext({ context }: { context: DeskContext }) {
  return (
    <>
      {context.details && <p className="whitespace-pre-wrap">{context.details}</p>}
      <h4 className="pt-1 font-semibold">{M.deskImages}</h4>
      {context.images.length === 0 ? (
        <p className="text-sm text-slate-700">{M.deskNoImages}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {context.images.map((image, i) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={image.thumbUrl}
                  alt={`${M.deskImages} ${i + 1}`}
                  className="h-24 w-24 rounded object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h4 className="pt-1 font-semibold">{M.deskResponses}</h4>
      {context.responses.length === 0 ? (
        <p className="text-sm text-slate-700">{M.deskNoResponses}</p>
      ) : (
        <ul className="max-h-64 space-y-1 overflow-y-auto">
          {context.responses.map((r) => (
            <li key={r.id} className="border-t border-slate-100 pt-1 text-sm">
              <p className="font-medium">
                {CASE_CARD_LABELS.shownAuthor(r.author)} · {formatDateTime(r.createdAt)}
              </p>
              <p className="whitespace-pre-wrap break-words">{r.text}</p>
              {r.image && (
                <a href={r.image.url} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={r.image.thumbUrl}
                    alt={`${M.deskResponses}: ${CASE_CARD_LABELS.shownAuthor(r.author)}`}
                    className="h-16 w-16 rounded object-cover"
                    loading="lazy"
                  />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <h4 className="pt-1 font-semibold">{M.deskLodgerHistory}</h4>
      <p className="text-sm">
        {context.lodger
          ? M.deskLodger({ ...context.lodger, since: formatDate(context.lodger.memberSince) })
          : M.deskLodgerGone}
      </p>
      <h4 className="pt-1 font-semibold">{M.deskEarlierDecisions}</h4>
      {context.earlier.length === 0 ? (
        <p className="text-sm text-slate-700">{M.deskNoEarlier}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {context.earlier.map((e) => (
            <li key={`${e.createdAt}-${e.action}`}>
              {formatDateTime(e.createdAt)} · {actorLabel(e.actorName)} · {actionLabel(e.action)}
              {e.reason && `: ${e.reason}`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
