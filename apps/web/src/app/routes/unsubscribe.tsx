import { LAYOUT_UI, LIST_STATE_MESSAGES, NOTIFICATION_MESSAGES } from '@forewarn/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListUnavailable } from '../../components/list-unavailable';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { unsubscribe, unsubscribeInfo } from '../../features/notifications/api/notifications';
import { isBusyError, listState } from '../../lib/list-state';

/**
 * An email's unsubscribe link, opened in a browser: says what it stops and asks for one click.
 * Opening the page changes nothing (mail scanners open links); the button does, signed out.
 * A busy or unreachable server is said so, with Try again: only the server's refusal reads as
 * an invalid link (issue 45).
 */
export function Screen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => unsubscribeInfo(token),
    enabled: token !== '',
    retry: false,
  });
  const done = useMutation({ mutationFn: () => unsubscribe(token) });
  const state = listState(info);
  const invalid = (
    <p role="alert" className="mt-4">
      {NOTIFICATION_MESSAGES.unsubscribeInvalid}
    </p>
  );
  const unavailable = (retry: () => void) => (
    <div className="mt-4">
      <ListUnavailable
        message={LIST_STATE_MESSAGES.unsubscribeUnavailable}
        retryAt={null}
        onRetry={retry}
      />
    </div>
  );
  const body = () => {
    if (token === '' || state.kind === 'refused') return invalid;
    if (state.kind === 'unavailable') return unavailable(() => void info.refetch());
    if (state.kind !== 'ready') return <Spinner label={LAYOUT_UI.loading} />;
    if (done.isError) {
      return isBusyError(done.error) ? unavailable(() => done.mutate()) : invalid;
    }
    if (done.isSuccess) {
      return (
        <p role="status" className="mt-4">
          {NOTIFICATION_MESSAGES.unsubscribeDone(done.data.kind)}
        </p>
      );
    }
    return (
      <div className="mt-4 flex flex-col items-start gap-3">
        <p>{NOTIFICATION_MESSAGES.unsubscribeQuestion(state.data.kind)}</p>
        <button
          type="button"
          className="min-h-11 rounded bg-brand px-4 py-2 font-medium text-white disabled:opacity-50"
          disabled={done.isPending}
          onClick={() => done.mutate()}
        >
          {NOTIFICATION_MESSAGES.unsubscribeButton}
        </button>
      </div>
    );
  };
  return (
    <>
      <PageTitle>{NOTIFICATION_MESSAGES.unsubscribeTitle}</PageTitle>
      {body()}
    </>
  );
}
