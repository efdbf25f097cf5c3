import { WATCH_MESSAGES } from '@forewarn/domain';
import type { SnackTone } from '../../../components/snackbar';
import { useFollowState, useSetFollow } from '../api/watches';

/** 'Follow this case' on the case page, a toggle to 'Unfollow this case' (issue 23). */
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
  if (state.isPending || state.isError) return null;
  const following = state.data.following;
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
