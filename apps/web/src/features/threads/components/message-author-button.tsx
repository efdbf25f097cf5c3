import { CASES_UI, MESSAGES } from '@forewarn/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSuspended } from '../../../lib/session';
import { useStartThread } from '../api/start-thread';

type Notify = (message: string, tone: 'success' | 'error' | 'info') => void;

/**
 * Message Author for a signed-in reader who is not the creator (spec §2, §4 Starting a chat):
 * the thread is found or created on the server (a double click makes one thread), then the
 * chat opens.
 */
export function MessageAuthorButton({
  caseId,
  notify,
  className,
}: {
  caseId: string;
  notify: Notify;
  className: string;
}) {
  const navigate = useNavigate();
  const start = useStartThread();
  const suspended = useSuspended();
  return (
    <div>
      <button
        type="button"
        className={className}
        disabled={start.isPending || suspended}
        aria-busy={start.isPending}
        onClick={() =>
          start.mutate(caseId, {
            onSuccess: ({ threadId }) => navigate(paths.chat.href(threadId)),
            onError: (error) => notify(MESSAGES.failedToOpenChat(error.message), 'error'),
          })
        }
      >
        {CASES_UI.messageAuthor}
      </button>
    </div>
  );
}
