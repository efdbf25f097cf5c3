import { NOTIFICATION_MESSAGES } from '@forewarn/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { unsubscribe, unsubscribeInfo } from '../../features/notifications/api/notifications';

/**
 * An email's unsubscribe link, opened in a browser: says what it stops and asks for one click.
 * Opening the page changes nothing (mail scanners open links); the button does, signed out.
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
  return (
    <>
      <PageTitle>{NOTIFICATION_MESSAGES.unsubscribeTitle}</PageTitle>
      {token === '' || info.isError || done.isError ? (
        <p role="alert" className="mt-4">
          {NOTIFICATION_MESSAGES.unsubscribeInvalid}
        </p>
      ) : info.isPending ? null : done.isSuccess ? (
        <p role="status" className="mt-4">
          {NOTIFICATION_MESSAGES.unsubscribeDone(done.data.kind)}
        </p>
      ) : (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p>{NOTIFICATION_MESSAGES.unsubscribeQuestion(info.data.kind)}</p>
          <button
            type="button"
            className="rounded bg-brand px-4 py-2 font-medium text-white disabled:opacity-50"
            disabled={done.isPending}
            onClick={() => done.mutate()}
          >
            {NOTIFICATION_MESSAGES.unsubscribeButton}
          </button>
        </div>
      )}
    </>
  );
}
