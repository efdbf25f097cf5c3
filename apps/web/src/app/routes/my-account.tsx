import { MESSAGES } from '@forewarn/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { useAccount } from '../../features/accounts/api/get-account';
import { AccountLinks } from '../../features/accounts/components/account-links';
import { AccountProfile } from '../../features/accounts/components/account-profile';
import { ChangePassword } from '../../features/accounts/components/change-password';
import { Alert } from '../../features/accounts/components/fields';
import { YourData } from '../../features/accounts/components/your-data';
import { ApiTokens } from '../../features/api-tokens/components/api-tokens';
import { TradeApplicationForm } from '../../features/moderation/components/trade-application-form';
import { NotificationEmailSettings } from '../../features/notifications/components/notification-email-settings';
import { PushSwitch } from '../../features/push/components/push-switch';
import { NamedPartySwitch } from '../../features/watches/components/named-party-switch';
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
  const navigate = useNavigate();
  // A notice passed by the page before (email verified, password changed) shows once: it is
  // kept here and dropped from the history entry, so a reload does not repeat it.
  const [notice] = useState(() => (location.state as { notice?: string } | null)?.notice);
  useEffect(() => {
    if (location.state) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate]);
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
        <>
          <AccountProfile account={account.data} />
          <NotificationEmailSettings />
          <NamedPartySwitch />
          <PushSwitch />
          <ApiTokens emailVerified={account.data.emailVerified} />
          <TradeApplicationForm
            verifiedPlumber={account.data.verifiedPlumber}
            verifiedElectrician={account.data.verifiedElectrician}
          />
        </>
      )}
      <ChangePassword />
      <AccountLinks />
      <YourData suspension={account.data?.suspension} />
    </>
  );
}
