import { CASE_CARD_LABELS, type QueueItem, USER_REPORT_EVIDENCE_MESSAGES } from '@forewarn/domain';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/dates';

type ThreadMessage = NonNullable<QueueItem['messages']>[number];

function MessageItems({ list }: { list: ThreadMessage[] }) {
  return (
    <ol className="mt-1 space-y-1">
      {list.map((m) => (
        <li key={`${m.createdAt}-${m.senderId}`} className="rounded bg-slate-50 p-2">
          <span className="font-medium">{CASE_CARD_LABELS.shownAuthor(m.senderName)}</span>{' '}
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
export function UserReportEvidence({
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
