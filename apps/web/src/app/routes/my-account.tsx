import {
  ACCOUNT_SECTION_MESSAGES,
  LIST_STATE_MESSAGES,
  MESSAGES,
  PAGES_UI,
} from '@forewarn/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DisclosureSection } from '../../components/disclosure-section';
import { ListUnavailable } from '../../components/list-unavailable';
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
      <PageTitle>{PAGES_UI.myAccount}</PageTitle>
      <RequireUser>
        <AccountPage />
      </RequireUser>
    </section>
  );
}

function AccountPage() {
  const account = useAccount();
  const tokens = useApiTokens();
  const location = useLocation();
  const navigate = useNavigate();
  // A notice passed by the page before (email verified, password changed) shows once: it is
  // kept here and dropped from the history entry, so a reload does not repeat it.
  const [notice] = useState(() => (location.state as { notice?: string } | null)?.notice);
  useEffect(() => {
    if (location.state) {
      void navigate(`${location.pathname}${location.search}${location.hash}`, {
        replace: true,
        state: null,
      });
    }
  }, [location, navigate]);
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(() => {
    const section = sectionOfAnchor(location.hash);
    return new Set(section ? [section] : []);
  });
  // A link to a part of the page (/MyAccountPage#api-tokens) opens its section and goes to it,
  // once the sections are there: they wait for the account.
  const loaded = account.isSuccess;
  useEffect(() => {
    const section = sectionOfAnchor(location.hash);
    if (!section || !loaded) return;
    setOpen((was) => (was.has(section) ? was : new Set([...was, section])));
    requestAnimationFrame(() =>
      document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'start' }),
    );
  }, [location.hash, loaded]);
  const section = (id: SectionId) => ({
    id,
    open: open.has(id),
    onToggle: () =>
      setOpen((was) => {
        const next = new Set(was);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  });
  const m = ACCOUNT_SECTION_MESSAGES;
  return (
    <div className="mt-2 flex flex-col gap-4 sm:gap-6">
      {notice && <Alert kind="success">{notice}</Alert>}
      {account.isPending && account.fetchStatus !== 'paused' ? (
        <Spinner label={PAGES_UI.loadingProfile} />
      ) : !account.isSuccess ? (
        // A failure, or offline (the query waits for the network): said so, with Try again.
        <ListUnavailable
          message={MESSAGES.failedToLoadProfile(
            account.error?.message ?? LIST_STATE_MESSAGES.cannotReach,
          )}
          retryAt={null}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <>
          {/* What a member most often changes, open and first (issue 45); the rest closed
              under titles that say what each holds, the API tokens last, under Advanced. */}
          <PageSection id="profile" title={PAGES_UI.profile}>
            <AccountProfile account={account.data} />
          </PageSection>
          <div className="flex flex-col gap-3">
            <DisclosureSection
              {...section('notifications')}
              title={m.notificationsTitle}
              summary={m.notificationsSummary}
            >
              {/* Email per kind (the bell shows every kind) and the named-party switch, as one
                  group (issue 38), then push on this device. */}
              <NotificationEmailSettings />
              <NamedPartySwitch />
              <PushSwitch />
            </DisclosureSection>
            <DisclosureSection
              {...section('password')}
              title={m.passwordTitle}
              summary={m.passwordSummary}
            >
              <ChangePassword tokens={tokens} />
            </DisclosureSection>
            <DisclosureSection
              {...section('trade-verification')}
              title={m.tradeTitle}
              summary={m.tradeSummary}
            >
              <TradeApplicationForm
                verifiedPlumber={account.data.verifiedPlumber}
                verifiedElectrician={account.data.verifiedElectrician}
              />
            </DisclosureSection>
            <DisclosureSection
              {...section('your-data')}
              title={m.yourDataTitle}
              summary={m.yourDataSummary}
            >
              <YourData suspension={account.data.suspension} />
            </DisclosureSection>
            <DisclosureSection
              {...section('advanced')}
              title={m.advancedTitle}
              summary={m.advancedSummary}
            >
              <ApiTokens emailVerified={account.data.emailVerified} />
            </DisclosureSection>
          </div>
        </>
      )}
      <AccountLinks />
    </div>
  );
}

type SectionId = 'notifications' | 'password' | 'trade-verification' | 'your-data' | 'advanced';

/** The section an anchor of the page is in: the sections' own ids, and a few parts' ids. */
const ANCHORS: Record<string, SectionId> = {
  notifications: 'notifications',
  'this-device': 'notifications',
  password: 'password',
  'trade-verification': 'trade-verification',
  'your-data': 'your-data',
  advanced: 'advanced',
  'api-tokens': 'advanced',
};

const sectionOfAnchor = (hash: string): SectionId | undefined => ANCHORS[hash.replace(/^#/, '')];
