import {
  attachedBy,
  CASE_CARD_LABELS,
  type CaseComment,
  MESSAGES,
  PAGES_UI,
  responseBy,
  THREADS_UI,
} from '@forewarn/domain';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import type { OnMessage } from '../../../components/status-message';
import { TradeBadges } from '../../../components/trade-badges';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';

function hideBrokenImage(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.closest('a')?.classList.add('hidden');
}

/** The case's responses, newest first; the author may delete their own after confirming. */
export function ResponseList({
  caseId,
  notify,
  announceLoadErrors,
  responseActions,
}: {
  caseId: string;
  notify: OnMessage;
  /** Also send a load failure to the host (its snackbar); it always shows in the list. */
  announceLoadErrors: boolean;
  /** Extra controls on someone else's response (moderators'). */
  responseActions?: ((comment: { id: string; author: string }) => React.ReactNode) | undefined;
}) {
  const comments = useComments(caseId);
  const remove = useDeleteComment(caseId);
  const [confirming, setConfirming] = useState<CaseComment | null>(null);

  const loadError = comments.error;
  useEffect(() => {
    if (loadError && announceLoadErrors) {
      notify(MESSAGES.failedToLoadComments(loadError.message), 'error');
    }
  }, [loadError, announceLoadErrors, notify]);

  function confirmDelete() {
    const comment = confirming;
    setConfirming(null);
    if (!comment) return;
    remove.mutate(comment.id, {
      onSuccess: () => notify(MESSAGES.commentDeleted, 'success'),
      onError: (error) => notify(MESSAGES.failedToDeleteComment(error.message), 'error'),
    });
  }

  // Read before the checks below, which narrow the query to the states that have no such error.
  const nextPageError = comments.isFetchNextPageError ? comments.error : null;
  if (comments.isPending) return <Spinner label={THREADS_UI.loadingResponses} />;
  // A failed reload is said as a failed load: the pages kept from before may be stale, and an
  // empty one would read "No responses yet" (issue 45). A failed next page keeps the list.
  if (comments.isError && (!comments.data || comments.isRefetchError)) {
    return (
      <div className="space-y-2 text-sm">
        <p role="alert" className="text-red-800">
          {MESSAGES.failedToLoadComments(comments.error.message)}
        </p>
        <button
          type="button"
          onClick={() => comments.refetch()}
          className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100"
        >
          {THREADS_UI.tryAgain}
        </button>
      </div>
    );
  }

  const items = comments.data.pages.flatMap((page) => page.comments);
  if (items.length === 0) return <p className="text-slate-600">{THREADS_UI.noResponses}</p>;
  const namedPartyResponded = comments.data.pages[0]?.namedPartyResponded ?? false;

  return (
    <>
      {namedPartyResponded && (
        <p className="rounded bg-emerald-50 px-3 py-2 font-semibold text-emerald-900">
          {MESSAGES.namedPartyResponded}
        </p>
      )}
      <ul aria-label={THREADS_UI.responses} className="space-y-3">
        {items.map((comment) => {
          const deleting = remove.isPending && remove.variables === comment.id;
          return (
            <li key={comment.id}>
              <article
                aria-label={responseBy(CASE_CARD_LABELS.shownAuthor(comment.author))}
                className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
              >
                <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold">
                    {CASE_CARD_LABELS.shownAuthor(comment.author)}
                  </span>
                  <TradeBadges badges={comment.authorBadges} />
                  {comment.namedParty && (
                    <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      {MESSAGES.namedPartyBadge}
                    </span>
                  )}
                  <time dateTime={comment.createdAt} className="text-slate-600">
                    {formatDateTime(comment.createdAt)}
                  </time>
                  {comment.isMine && (
                    <button
                      type="button"
                      onClick={() => setConfirming(comment)}
                      disabled={deleting}
                      className="ml-auto rounded px-2 py-0.5 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
                    >
                      {deleting ? THREADS_UI.deleting : THREADS_UI.delete}
                    </button>
                  )}
                  {!comment.isMine && responseActions?.(comment)}
                </header>
                <p className="whitespace-pre-wrap break-words">{comment.text}</p>
                {comment.image && (
                  <a
                    href={comment.image.url}
                    target="_blank"
                    rel="noopener"
                    className="block w-fit"
                  >
                    <img
                      src={comment.image.thumbUrl}
                      alt={attachedBy(comment.author)}
                      loading="lazy"
                      onError={hideBrokenImage}
                      className="max-h-60 max-w-full rounded border border-slate-200 object-contain"
                    />
                  </a>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {/* Older responses that failed to load are said in the list; the button asks again. */}
      {nextPageError && (
        <p role="alert" className="text-sm text-red-800">
          {MESSAGES.failedToLoadComments(nextPageError.message)}
        </p>
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          onClick={() => comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-60"
        >
          {comments.isFetchingNextPage ? PAGES_UI.loadingMore : THREADS_UI.showOlderResponses}
        </button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={THREADS_UI.deleteResponse}
        message={MESSAGES.confirmDeleteComment}
        confirmLabel={THREADS_UI.delete}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
