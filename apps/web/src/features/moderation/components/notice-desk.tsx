import { LIST_STATE_MESSAGES, NOTICE_MESSAGES as M } from '@forewarn/domain';
import { useNoticeDesk } from '../hooks/use-notice-desk';
import { DeskFilters } from './desk-filters';
import { DeskItemView } from './desk-item-view';
import { danger, input, primary, secondary } from './styles';

// The notices desk (issue 48): one item at a time, claimed for the moderator (a lease, so two
// moderators never decide the same item), every decision by a key with 10 s to undo before it
// is sent, canned reasons that fill the statement of reasons, filters by law, complaint and
// deadline (the order is always deadline, then age). The item shown when the desk opens is
// claimed as it is fetched; the claim is renewed while the item is on screen, and N passes the
// item (its claim given up, so another moderator may take it) for the next one.

export function NoticeDesk() {
  const desk = useNoticeDesk();
  const { item, pending, note } = desk;

  return (
    <section aria-labelledby="desk-title" className="space-y-3 rounded border border-slate-200 p-3">
      <h2 id="desk-title" className="text-lg font-semibold">
        {M.deskTitle}
      </h2>
      <p className="text-sm text-slate-600">{M.deskShortcuts}</p>
      <DeskFilters filter={desk.filter} setFilter={desk.setFilter} />
      <p className="text-sm text-slate-600">
        {M.deskOrder}{' '}
        {desk.total.data ? (
          M.deskWaiting(desk.total.data.total)
        ) : desk.total.isError ? (
          // Not silence: a count that could not be read is said so (issue 45's rule).
          <>
            <span>{M.deskWaitingUnavailable}</span>{' '}
            <button type="button" className="underline" onClick={() => void desk.total.refetch()}>
              {LIST_STATE_MESSAGES.tryAgain}
            </button>
          </>
        ) : null}
      </p>
      {item === null && <p>{M.deskEmpty}</p>}
      {item && (
        <article className="space-y-2" aria-label={item.reference}>
          <DeskItemView item={item} />
          <label className="block space-y-1">
            <span className="font-medium">{M.deskReasonLabel}</span>
            <textarea
              className={`${input} w-full`}
              rows={3}
              value={desk.reason}
              onChange={(e) => desk.setReason(e.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            {M.cannedReasons.map((text, i) => (
              <button
                key={text}
                type="button"
                className={`${secondary} min-h-11`}
                onClick={() => desk.setReason(text)}
              >
                {i + 1}
              </button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${danger} min-h-11`}
              onClick={() => desk.stage('remove')}
            >
              {M.deskRemove}
            </button>
            <button
              type="button"
              className={`${secondary} min-h-11`}
              onClick={() => desk.stage('keep')}
            >
              {M.deskKeep}
            </button>
          </div>
        </article>
      )}
      {pending && (
        <button type="button" className={`${primary} min-h-11`} onClick={desk.undo}>
          {M.deskUndo(pending.left)} · {pending.item.reference}
        </button>
      )}
      <button
        type="button"
        className={`${primary} min-h-11`}
        onClick={() => void desk.passToNext()}
      >
        {M.deskNext}
      </button>
      {note && <p role="status">{note}</p>}
    </section>
  );
}
