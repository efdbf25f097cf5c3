import { chatCaseLink, MESSAGES, partyName, THREADS_UI, type Thread } from '@forewarn/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { TradeBadges } from '../../../components/trade-badges';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSuspended } from '../../../lib/session';
import { useReportUser } from '../api/thread-actions';
import { PartyAvatar } from './avatar';
import { buttonClass } from './chat-styles';
import { ReportUserDialog } from './report-user-dialog';

/** The chat's header (spec §2 Chat): the case and the other party, and Report user. */
export function ChatHeader({ thread }: { thread: Thread }) {
  const report = useReportUser(thread.id);
  const [reportNote, setReportNote] = useState<{ text: string; error: boolean } | null>(
    thread.reportAvailableAt ? { text: MESSAGES.userReported, error: false } : null,
  );
  const reported = thread.reportAvailableAt !== null;
  const [asking, setAsking] = useState(false);
  const suspended = useSuspended();
  const other = partyName(thread.other);
  return (
    <header className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <Link
        to={paths.caseDetail.href(thread.caseId)}
        className="shrink-0"
        aria-label={chatCaseLink(thread.caseTitle)}
      >
        {thread.caseImageUrl ? (
          <img
            src={thread.caseImageUrl}
            alt=""
            className="h-14 w-14 rounded border border-slate-200 object-cover"
          />
        ) : (
          <span className="flex h-14 w-14 items-center justify-center rounded border border-slate-200 bg-slate-100 text-xs text-slate-700">
            {THREADS_UI.noImage}
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <PartyAvatar party={thread.other} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center">
            {/* The one naming rule (partyName): the short tag shown, the whole label its title. */}
            <h1
              className="text-lg leading-tight font-semibold wrap-anywhere"
              data-testid="chat-with"
              title={other.full}
            >
              {other.short}
            </h1>
            <TradeBadges badges={thread.other.badges} />
          </div>
          <Link
            to={paths.caseDetail.href(thread.caseId)}
            className="text-sm text-brand underline wrap-anywhere"
          >
            {thread.caseTitle}
          </Link>
        </div>
      </div>
      <div className="flex w-full flex-col items-end gap-1 sm:w-auto">
        <button
          type="button"
          className={buttonClass}
          disabled={reported || report.isPending || suspended}
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
        >
          {THREADS_UI.reportUser}
        </button>
        <ReportUserDialog
          open={asking}
          busy={report.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) =>
            report.mutate(reason, {
              onSuccess: () => {
                setAsking(false);
                setReportNote({ text: MESSAGES.userReported, error: false });
              },
              onError: (error) => {
                setAsking(false);
                setReportNote(
                  error instanceof ApiError && error.status === 429
                    ? { text: MESSAGES.userReported, error: false }
                    : { text: MESSAGES.failedToReportUser, error: true },
                );
              },
            })
          }
        />
        <p role="status" className="max-w-64 text-right text-xs empty:hidden">
          {reportNote && (
            <span className={reportNote.error ? 'text-red-800' : 'text-slate-700'}>
              {reportNote.text}
            </span>
          )}
        </p>
      </div>
    </header>
  );
}
