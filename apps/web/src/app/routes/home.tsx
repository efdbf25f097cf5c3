import { COUNTRY_CODES, type CountryCode, homeLead, SEARCH_MESSAGES } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLazySnackbar } from '../../components/lazy-snackbar';
import { PageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { CountryChooser } from '../../features/countries/components/country-chooser';
import { selectCountry, useCountry } from '../../features/countries/hooks/use-country';
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

/** The country a deep link names (`&country=NZ`, any case), or undefined: not one of the six. */
function linkedCountry(value: string | null): CountryCode | undefined {
  const code = value?.trim().toUpperCase();
  return COUNTRY_CODES.find((c) => c === code);
}

export function Screen() {
  const [params] = useSearchParams();
  const query = params.get('q');
  const linked = linkedCountry(params.get('country'));
  const chosen = useCountry();
  // A deep link's country (issue 50: /?q=…&country=…, opened by other apps and the share
  // target) is searched at once, then becomes the chosen country and leaves the address, so
  // the country chooser stays the one place that changes it afterwards.
  const country = linked ?? chosen;
  const countryName = SEARCH_MESSAGES.countryName(country);
  const navigate = useNavigate();
  useEffect(() => {
    if (!linked) return;
    selectCountry(linked);
    navigate(paths.home.href(query ?? undefined), { replace: true });
  }, [linked, query, navigate]);
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
        <p className="text-slate-600">{homeLead(countryName)}</p>
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
