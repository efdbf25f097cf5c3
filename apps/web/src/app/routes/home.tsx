import { COUNTRIES, SEARCH_MESSAGES } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLazySnackbar } from '../../components/lazy-snackbar';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { CountryChooser } from '../../features/countries/components/country-chooser';
import { useCountry } from '../../features/countries/hooks/use-country';
import { useFirstVisitCountry } from '../../features/countries/hooks/use-first-visit-country';
import { SearchForm } from '../../features/search/components/search-form';
import { useCaseResults } from '../../features/search/hooks/use-case-results';
import { isWelcomeHidden, WelcomePopup } from '../../features/welcome/components/welcome-popup';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

// 'Watch this number' beside a search (issue 23): its code loads once a search was made.
const WatchButton = lazyWithRetry(
  () => import('../../features/watches/components/watch-button'),
  'WatchButton',
);

// The results (case cards, the own cards' actions): their code loads once the URL has a search.
const Results = lazyWithRetry(() => import('./home-results'), 'Results');

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
      {results.kind === 'prompt' ? (
        <p className="text-center text-slate-600">{SEARCH_MESSAGES.searchPrompt}</p>
      ) : (
        // While the results' code loads, the same spinner as while the search runs.
        <Suspense fallback={<Spinner label={SEARCH_MESSAGES.searching(countryName)} />}>
          <Results
            results={results}
            countryName={countryName}
            notify={show}
            watch={
              results.kind === 'cases' &&
              results.mode === 'search' &&
              query && (
                <Suspense fallback={null}>
                  <WatchButton key={`${country}|${query}`} country={country} query={query.trim()} />
                </Suspense>
              )
            }
          />
        </Suspense>
      )}
      {snackbar}
      <FirstVisitPopups />
    </div>
  );
}
