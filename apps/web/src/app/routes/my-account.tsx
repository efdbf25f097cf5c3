import { MESSAGES } from '@forewarn/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSection } from '../../components/page-section';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { useAccount } from '../../features/accounts/api/get-account';
import { AccountLinks } from '../../features/accounts/components/account-links';
import { AccountProfile } from '../../features/accounts/components/account-profile';
import { ChangePassword } from '../../features/accounts/components/change-password';
import { Alert } from '../../features/accounts/components/fields';
import { YourData } from '../../features/accounts/components/your-data';
import { useApiTokens } from '../../features/api-tokens/api/api-tokens';
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
  const tokens = useApiTokens();
  // Tokens made to survive a password change: the change form asks which to keep (issue 46).
  const keepable = (tokens.data?.tokens ?? []).filter((token) => !token.endsWithPassword);
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
    <div className="mt-2 flex flex-col gap-6">
      <SectionMenu />
      {notice && <Alert kind="success">{notice}</Alert>}
      {account.isPending ? (
        <Spinner label="Loading your profile" />
      ) : account.isError ? (
        <Alert>{MESSAGES.failedToLoadProfile(account.error.message)}</Alert>
      ) : (
        <>
          <PageSection id="profile" title="Profile">
            <AccountProfile account={account.data} />
          </PageSection>
          <PageSection id="notifications" title="Notifications">
            {/* Email per kind (the bell shows every kind) and the named-party switch, as one
                group (issue 38). */}
            <NotificationEmailSettings />
            <NamedPartySwitch />
          </PageSection>
          <PageSection id="this-device" title={null} card={false}>
            <PushSwitch />
          </PageSection>
          <PageSection id="trade-verification" title={null} card={false}>
            <TradeApplicationForm
              verifiedPlumber={account.data.verifiedPlumber}
              verifiedElectrician={account.data.verifiedElectrician}
            />
          </PageSection>
        </>
      )}
      <PageSection id="password" title={null} card={false}>
        <ChangePassword keepable={keepable} />
      </PageSection>
      {account.data && (
        <PageSection id="api-tokens" title={null} card={false}>
          <ApiTokens emailVerified={account.data.emailVerified} />
        </PageSection>
      )}
      <PageSection id="your-data" title={null} card={false}>
        <YourData suspension={account.data?.suspension} />
      </PageSection>
      <AccountLinks />
    </div>
  );
}

/** The page's sections, in order: the section menu lists them. */
const ACCOUNT_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'this-device', label: 'This device' },
  { id: 'trade-verification', label: 'Trade verification' },
  { id: 'password', label: 'Password' },
  { id: 'api-tokens', label: 'API tokens' },
  { id: 'your-data', label: 'Your data' },
] as const;

const goTo = (id: string) => document.getElementById(id)?.scrollIntoView({ block: 'start' });

/**
 * The section menu (issue 38: a 2,700 px page). On a phone a picker kept at the top while the
 * page scrolls (the phone's own list opens from it); on a wider screen a row of links.
 */
function SectionMenu() {
  return (
    <nav
      aria-label="Sections"
      className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0"
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:hidden">
        Go to
        <select
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-2 text-base text-slate-900"
          defaultValue=""
          onChange={(event) => {
            if (event.target.value) goTo(event.target.value);
            event.target.value = '';
          }}
        >
          <option value="" disabled>
            A section of My Account
          </option>
          {ACCOUNT_SECTIONS.map((section) => (
            <option key={section.id} value={section.id}>
              {section.label}
            </option>
          ))}
        </select>
      </label>
      <ul className="hidden flex-wrap gap-2 sm:flex">
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100"
              onClick={(event) => {
                // The router owns the URL: scroll without a navigation.
                event.preventDefault();
                goTo(section.id);
              }}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
