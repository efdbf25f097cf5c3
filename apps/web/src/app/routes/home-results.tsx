import { LAYOUT_UI, LIST_STATE_MESSAGES, PAGES_UI, SEARCH_MESSAGES } from '@forewarn/domain';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { ListUnavailable } from '../../components/list-unavailable';
import type { SnackTone } from '../../components/snackbar';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { CaseCard } from '../../features/cases/components/case-card';
import type { CaseResults } from '../../features/search/hooks/use-case-results';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { retryingLabel } from '../../lib/list-state';

// What Home lists once a search was made (or the recent cases asked for): the case cards and
// their messages. Home loads this when the URL first has a search, alongside the search itself;
// a first visit to / shows only the prompt and never loads it (DESIGN.md §6).

// Only a creator's own cards carry Pause/Unpause and Delete (spec §2, Case card). Their code
// (and its confirmation dialog) loads when such a card is shown, never on a first visit.
const CaseOwnerActions = lazyWithRetry(
  () => import('../../features/cases/components/case-owner-actions'),
  'CaseOwnerActions',
);

export function Results({
  results,
  countryName,
  notify,
  watch,
}: {
  results: Exclude<CaseResults, { kind: 'prompt' }>;
  countryName: string;
  notify: (message: string, tone: SnackTone) => void;
  /** 'Watch this number', under the results' heading: it belongs to the answer, not the form. */
  watch?: ReactNode;
}) {
  if (results.kind === 'loading') return <Spinner label={SEARCH_MESSAGES.searching(countryName)} />;
  if (results.kind === 'retrying') return <Spinner label={retryingLabel(results)} />;
  if (results.kind === 'unavailable') {
    return (
      <ListUnavailable
        message={
          results.mode === 'search'
            ? LIST_STATE_MESSAGES.searchUnavailable
            : LIST_STATE_MESSAGES.recentCasesUnavailable
        }
        retryAt={results.retryAt}
        onRetry={results.retry}
      />
    );
  }
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
          : LAYOUT_UI.searchResults}
      </h2>
      {watch && <div className="mb-3">{watch}</div>}
      {results.cases.length === 0 ? (
        <div role="status" className="py-4 text-center">
          <p className="text-lg font-medium">{SEARCH_MESSAGES.noCasesFound}</p>
          <p className="mt-2 text-slate-700">{SEARCH_MESSAGES.reportCasePrompt}</p>
          <Link
            to={paths.lodgement.href()}
            className="mt-3 inline-block rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {PAGES_UI.yes}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3 sm:gap-4">
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
