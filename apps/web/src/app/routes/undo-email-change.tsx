import { ACCOUNT_TRUST_MESSAGES, MESSAGES, PAGES_UI } from '@forewarn/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { Alert } from '../../features/accounts/components/fields';
import { UndoEmailChangeForm } from '../../features/accounts/components/undo-email-change-form';

export function Screen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section>
      <PageTitle>{PAGES_UI.undoEmailChange}</PageTitle>
      {token ? (
        <UndoEmailChangeForm
          token={token}
          onDone={() =>
            navigate(paths.myAccount.href(), {
              replace: true,
              state: { notice: ACCOUNT_TRUST_MESSAGES.emailChangeUndone },
            })
          }
        />
      ) : (
        <div className="mt-6 max-w-md">
          <Alert>{MESSAGES.emailLinkInvalid}</Alert>
        </div>
      )}
    </section>
  );
}
