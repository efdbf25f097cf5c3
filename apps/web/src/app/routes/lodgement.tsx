import { LAYOUT_UI, MESSAGES, PAGES_UI, SEARCH_MESSAGES } from '@forewarn/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BusyOverlay } from '../../components/busy-overlay';
import { Flag } from '../../components/flag';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useSubmissionLimit } from '../../features/cases/api/get-submission-limit';
import { LodgementForm } from '../../features/cases/components/lodgement-form';
import { LodgingLimitNotice } from '../../features/cases/components/lodging-limit-notice';
import { useLodgementGate } from '../../features/cases/hooks/use-lodgement-gate';
import { useCountry } from '../../features/countries/hooks/use-country';
import { VerifyEmailNotice } from '../../lib/require-user';

/** How long a redirect notice stays on screen before the redirect. */
const NOTICE_MS = 3000;

function RedirectNotice({ message, to }: { message: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true, state: { message } }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [navigate, to, message]);
  return (
    <section className="flex flex-col gap-3">
      <PageTitle title={PAGES_UI.lodgeCase}>{PAGES_UI.lodgeCase}</PageTitle>
      <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
        {message}
      </p>
    </section>
  );
}

export function Screen() {
  // Spec §2, Lodgement: 'Posting In {country}' with the stored (selected) country.
  const country = useCountry();
  const gate = useLodgementGate();
  const navigate = useNavigate();
  const verified = gate.status === 'ready' && gate.user.emailVerified;
  const limit = useSubmissionLimit(verified);

  switch (gate.status) {
    case 'loading':
      return <BusyOverlay label={PAGES_UI.checkingSignIn} />;
    case 'timedOut':
      return (
        <RedirectNotice message={gate.message} to={paths.login.href(paths.lodgement.href())} />
      );
    case 'signedOut':
      return (
        <Navigate
          to={paths.login.href(paths.lodgement.href())}
          replace
          state={{ message: gate.message }}
        />
      );
    case 'failed':
      return <RedirectNotice message={gate.message} to={paths.myAccount.href()} />;
  }

  const name = SEARCH_MESSAGES.countryName(country);
  const title = (
    <PageTitle title={MESSAGES.postingIn(name)}>
      <Flag country={country} decorative /> {MESSAGES.postingIn(name)}
    </PageTitle>
  );
  // Lodging needs a verified email (decision 0022); the server refuses it too.
  if (!verified) {
    return (
      <section className="flex flex-col gap-4">
        {title}
        <VerifyEmailNotice message={MESSAGES.verifyEmailToLodge} />
      </section>
    );
  }
  // As the gate: a refetch that fails keeps the limit already shown and the form being filled.
  if (limit.isError && limit.data === undefined) {
    return <RedirectNotice message={MESSAGES.failedToVerifyUser} to={paths.myAccount.href()} />;
  }
  return (
    <section className="flex flex-col gap-4">
      {title}
      {limit.data === undefined ? (
        <BusyOverlay label={LAYOUT_UI.loading} />
      ) : (
        <>
          <LodgingLimitNotice limit={limit.data} />
          <LodgementForm
            user={gate.user}
            country={country}
            limitMessage={limit.data.message}
            onLodged={() => navigate(paths.myLodgements.href())}
          />
        </>
      )}
    </section>
  );
}
