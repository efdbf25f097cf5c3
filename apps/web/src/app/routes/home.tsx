import { COUNTRIES, SEARCH_MESSAGES } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLazySnackbar } from '../../components/lazy-snackbar';
import { PageTitle } from '../../components/page-title';
import type { SnackTone } from '../../components/snackbar';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { CaseCard } from '../../features/cases/components/case-card';
import { CountryChooser } from '../../features/countries/components/country-chooser';
import { useCountry } from '../../features/countries/hooks/use-country';
import { useFirstVisitCountry } from '../../features/countries/hooks/use-first-visit-country';
import { SearchForm } from '../../features/search/components/search-form';
import { type CaseResults, useCaseResults } from '../../features/search/hooks/use-case-results';
import { isWelcomeHidden, WelcomePopup } from '../../features/welcome/components/welcome-popup';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

// 'Watch this number' beside a search (issue 23): its code loads once a search was made.
const WatchButton = lazy(() =>
  import('../../features/watches/components/watch-button').then((module) => ({
    default: module.WatchButton,
  })),
);

// Only a creator's own cards carry Pause/Unpause and Delete (spec §2, Case card). Their code
// (and its confirmation dialog) loads when such a card is shown, never on a first visit.
const CaseOwnerActions = lazy(() =>
  import('../../features/cases/components/case-owner-actions').then((module) => ({
    default: module.CaseOwnerActions,
  })),
);

/** The welcome popup first, then (on a first visit) the country chooser: never both at once. */
function FirstVisitPopups() {
  const country = useCountry();
  const session = useSession();
  const signedIn = session.isPending ? undefined : session.data?.user != null;
  const { needsChooser } = useFirstVisitCountry(signedIn);
  const [step, setStep] = useState<'welcome' | 'country' | 'done'>(() =>
    isWelcomeHidden() ? 'country' : 'welcome',
  );

  return (
    <>
      <WelcomePopup
        open={step === 'welcome'}
        onClose={() => setStep('country')}
        country={country}
      />
      <CountryChooser open={step === 'country' && needsChooser} onClose={() => setStep('done')} />
    </>
  );
}

function Results({
  results,
  countryName,
  notify,
}: {
  results: CaseResults;
  countryName: string;
  notify: (message: string, tone: SnackTone) => void;
}) {
  if (results.kind === 'prompt') {
    return <p className="text-center text-slate-600">{SEARCH_MESSAGES.searchPrompt}</p>;
  }
  if (results.kind === 'loading') return <Spinner label={SEARCH_MESSAGES.searching(countryName)} />;
  if (results.kind === 'limited') {
    return (
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-center text-amber-900">
        {results.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="mb-3 text-xl font-semibold">
        {results.mode === 'recent'
          ? SEARCH_MESSAGES.recentCasesHeading(countryName)
          : 'Search Results'}
      </h2>
      {results.cases.length === 0 ? (
        <div role="status" className="py-4 text-center">
          <p className="text-lg font-medium">{SEARCH_MESSAGES.noCasesFound}</p>
          <p className="mt-2 text-slate-700">{SEARCH_MESSAGES.reportCasePrompt}</p>
          <Link
            to={paths.lodgement.href()}
            className="mt-3 inline-block rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            Yes
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {results.cases.map((summary) => (
            <li key={summary.id}>
              <CaseCard
                summary={summary}
                actions={
                  summary.isOwner && (
                    <Suspense fallback={null}>
                      <CaseOwnerActions summary={summary} notify={notify} />
                    </Suspense>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Screen() {
  const country = useCountry();
  const countryName = COUNTRIES[country].name;
  const [params] = useSearchParams();
  const query = params.get('q');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const results = useCaseResults(country, query);
  const ownCardShown = results.kind === 'cases' && results.cases.some((c) => c.isOwner);
  const { show, snackbar } = useLazySnackbar(ownCardShown);

  const search = (next: string) => {
    const same = query !== null && next === query.trim();
    if (same && next !== '') {
      // Searching the same entry again asks the server again (recent cases keep their cache).
      void queryClient.invalidateQueries({ queryKey: queryKeys.searchCases(country, next) });
    }
    navigate(paths.home.href(next), { replace: same });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col items-center gap-2 pt-2 text-center">
        <img src="/logo.svg" alt="" width={72} height={72} className="h-18 w-18" />
        <PageTitle>Forewarn</PageTitle>
        <p className="text-slate-600">
          Search the registry of dishonest and difficult customers and traders in {countryName}.
        </p>
      </header>
      <SearchForm country={country} initialQuery={query ?? ''} onSearch={search} />
      {results.kind === 'cases' && results.mode === 'search' && query && (
        <Suspense fallback={null}>
          <WatchButton key={`${country}|${query}`} country={country} query={query.trim()} />
        </Suspense>
      )}
      <Results results={results} countryName={countryName} notify={show} />
      {snackbar}
      <FirstVisitPopups />
    </div>
  );
}
