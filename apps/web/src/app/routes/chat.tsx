import { PAGES_UI } from '@forewarn/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ChatView } from '../../features/threads/components/chat-view';
import { RequireUser } from '../../lib/require-user';

/**
 * How long 'You do not have access to this chat.' shows before the page goes home (spec §8).
 * A missing thread gets the same words: an outsider cannot tell one from the other.
 */
const LEAVE_AFTER_MS = 2500;

/** /chat/{threadId} (spec §2): only the thread's two members; anyone else is sent to /. */
export function Screen() {
  const { threadId = '' } = useParams();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const onNotFound = useCallback(() => setLeaving(true), []);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate(paths.home.href(), { replace: true }), LEAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  return (
    <RequireUser>
      <title>{PAGES_UI.chatTitle}</title>
      <ChatView key={threadId} threadId={threadId} onNotFound={onNotFound} />
    </RequireUser>
  );
}
