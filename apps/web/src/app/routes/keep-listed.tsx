import { MESSAGES, PAGES_UI, RICH_ACCOUNTS } from '@forewarn/domain';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListUnavailable } from '../../components/list-unavailable';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { Alert } from '../../features/accounts/components/fields';
import { useKeepListed } from '../../features/cases/api/keep-listed';
import { isBusyError } from '../../lib/list-state';
import { rich } from '../../lib/rich';

/**
 * The page the reminder email links to, before a case untouched for 3 years is archived: one
 * click keeps it listed. The email's link opens this page, which asks the server (a POST), so a
 * mail scanner fetching the link keeps nothing listed by itself. A busy or unreachable server is
 * said so, with Try again: only the server's refusal reads as a link that does not work.
 */
export function Screen() {
  const [params] = useSearchParams();
  const caseId = params.get('case') ?? '';
  const token = params.get('token') ?? '';
  const keep = useKeepListed();
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (started.current || !caseId || !token) return;
    started.current = true;
    keep.mutate({ caseId, token });
  }, [caseId, token, keep]);

  return (
    <section>
      <PageTitle>{PAGES_UI.keepListed}</PageTitle>
      <div className="mt-6 max-w-md">
        {keep.isError && isBusyError(keep.error) ? (
          <ListUnavailable
            message={keep.error.message}
            retryAt={null}
            onRetry={() => keep.mutate({ caseId, token })}
          />
        ) : !caseId || !token || keep.isError ? (
          <Alert>
            <p>{keep.error?.message ?? MESSAGES.emailLinkInvalid}</p>
            <p className="mt-2">
              {rich(
                RICH_ACCOUNTS.keepListedByEditing({
                  link: (chunks) => (
                    <Link to={paths.myLodgements.href()} className="underline">
                      {chunks}
                    </Link>
                  ),
                }),
              )}
            </p>
          </Alert>
        ) : keep.isSuccess ? (
          <p role="status">
            {MESSAGES.keptListed}{' '}
            <Link to={paths.caseDetail.href(caseId)} className="underline">
              {PAGES_UI.viewTheCase}
            </Link>
          </p>
        ) : (
          <Spinner label={PAGES_UI.keepingListed} />
        )}
      </div>
    </section>
  );
}
