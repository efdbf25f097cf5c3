import { LIST_STATE_MESSAGES, WATCH_MESSAGES } from '@forewarn/domain';
import { ListUnavailable } from '../../../components/list-unavailable';
import type { SnackTone } from '../../../components/snackbar';
import { listState } from '../../../lib/list-state';
import { useFollowState, useSetFollow } from '../api/watches';

/**
 * 'Follow this case' on the case page, a toggle to 'Unfollow this case' (issue 23). Whether the
 * member follows it comes first: while it loads there is no button (either label could be
 * wrong), and a busy or unreachable server is said, with Try again, rather than the button
 * vanishing as if there were nothing to follow (issue 45's rule).
 */
export function FollowButton({
  caseId,
  className,
  notify,
}: {
  caseId: string;
  className: string;
  notify: (message: string, tone: SnackTone) => void;
}) {
  const state = useFollowState(caseId, true);
  const change = useSetFollow(caseId);
  const shown = listState(state);
  if (shown.kind === 'unavailable') {
    return (
      <ListUnavailable
        message={LIST_STATE_MESSAGES.followUnavailable}
        retryAt={shown.retryAt}
        onRetry={() => void state.refetch()}
      />
    );
  }
  if (shown.kind === 'refused') {
    return (
      <p role="alert" className="text-red-800">
        {shown.message}
      </p>
    );
  }
  if (shown.kind !== 'ready') return null;
  const following = shown.data.following;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={following}
      disabled={change.isPending}
      onClick={() =>
        change.mutate(!following, {
          onSuccess: (answer) => notify(answer.message, 'success'),
          onError: (error) => notify(error.message, 'error'),
        })
      }
    >
      {following ? WATCH_MESSAGES.unfollowThisCase : WATCH_MESSAGES.followThisCase}
    </button>
  );
}
