import { LIST_STATE_MESSAGES, MESSAGES, MODERATION_MESSAGES } from '@forewarn/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListUnavailable } from '../../components/list-unavailable';
import { PageTitle } from '../../components/page-title';
import { listState } from '../../lib/list-state';

// The case page's states besides its case (issue 45's rule, from a review of the screens): a
// case that could not be loaded is said so with Try again where trying again may help, and a
// sign-in that could not be checked is never shown as signed out.

/**
 * A case with nothing to show: gone (the spec's "Finding case data...", or removed by a
 * moderator), refused with the server's reason, or unavailable (a busy or unreachable server,
 * or offline) with Try again.
 */
export function CaseLoadFailure({
  query,
  className,
}: {
  query: UseQueryResult<unknown, Error>;
  className: string;
}) {
  const state = listState(query);
  const missing = state.kind === 'refused' && state.status === 404;
  const removed = missing && state.message === MODERATION_MESSAGES.caseRemovedByModeration;
  return (
    <section className={className}>
      <PageTitle title={MESSAGES.findingCaseData}>{MESSAGES.findingCaseData}</PageTitle>
      {removed && (
        <p role="alert" className="mt-2 text-slate-800" data-testid="case-removed">
          {MODERATION_MESSAGES.caseRemovedByModeration}
        </p>
      )}
      {state.kind === 'refused' && !missing && (
        <p role="alert" className="mt-2 text-red-800">
          {MESSAGES.failedToLoadCase(state.message)}
        </p>
      )}
      {state.kind === 'unavailable' && (
        <div className="mt-2">
          <ListUnavailable
            message={
              query.error
                ? MESSAGES.failedToLoadCase(query.error.message)
                : LIST_STATE_MESSAGES.cannotReach
            }
            retryAt={state.retryAt}
            onRetry={() => void query.refetch()}
          />
        </div>
      )}
    </section>
  );
}

/** The session could not be read: say so above the member's actions, with Try again. */
export function SessionUnavailable({ session }: { session: UseQueryResult<unknown, Error> }) {
  const state = listState(session);
  if (state.kind !== 'unavailable' && state.kind !== 'refused') return null;
  return (
    <ListUnavailable
      message={LIST_STATE_MESSAGES.sessionUnavailable}
      retryAt={state.kind === 'unavailable' ? state.retryAt : null}
      onRetry={() => void session.refetch()}
    />
  );
}
