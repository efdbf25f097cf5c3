import { MESSAGES } from '@forewarn/domain';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { useAccount } from '../../features/accounts/api/get-account';
import { AccountLinks } from '../../features/accounts/components/account-links';
import { AccountProfile } from '../../features/accounts/components/account-profile';
import { Alert } from '../../features/accounts/components/fields';
import { RequireUser } from '../../lib/require-user';

export function Screen() {
  return (
    <section>
      <PageTitle>My Account</PageTitle>
      <RequireUser>
        <AccountPage />
      </RequireUser>
    </section>
  );
}

function AccountPage() {
  const account = useAccount();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <>
      {notice && (
        <div className="mt-4">
          <Alert kind="success">{notice}</Alert>
        </div>
      )}
      {account.isPending ? (
        <Spinner label="Loading your profile" />
      ) : account.isError ? (
        <div className="mt-4">
          <Alert>{MESSAGES.failedToLoadProfile(account.error.message)}</Alert>
        </div>
      ) : (
        <AccountProfile account={account.data} />
      )}
      <AccountLinks />
    </>
  );
}
