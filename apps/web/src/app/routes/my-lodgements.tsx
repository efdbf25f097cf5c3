import {
  LIST_STATE_MESSAGES,
  MESSAGES,
  noLodgementsIn,
  PAGES_UI,
  SEARCH_MESSAGES,
} from '@forewarn/domain';
import type { InfiniteData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { QueryView } from '../../components/query-view';
import { useSnackbar } from '../../components/snackbar';
import { paths } from '../../config/paths';
import { type MyCasesPage, useMyCases } from '../../features/cases/api/get-my-cases';
import { CaseCard } from '../../features/cases/components/case-card';
import { CaseOwnerActions } from '../../features/cases/components/case-owner-actions';
import { useCountry } from '../../features/countries/hooks/use-country';
import { RequireUser } from '../../lib/require-user';

/**
 * My Lodgements (spec §2): the signed-in user's own cases in the selected country, a page of 24
 * at a time with "Show more" below (docs/decisions/0068).
 */
export function Screen() {
  return (
    <RequireUser>
      <MyLodgements />
    </RequireUser>
  );
}

function MyLodgements() {
  const country = useCountry();
  const cases = useMyCases(country, true);
  const { show, snackbar } = useSnackbar();
  const heading = MESSAGES.myLodgementsHeading(SEARCH_MESSAGES.countryName(country));

  const list = (data: InfiniteData<MyCasesPage>) => {
    // Cards deleted from the pages loaded leave them empty, yet later pages may hold more.
    const empty =
      data.pages.every((page) => page.cases.length === 0) && !data.pages.at(-1)?.nextCursor;
    if (empty) {
      return (
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <p>{noLodgementsIn(SEARCH_MESSAGES.countryName(country))}</p>
          <Link
            to={paths.lodgement.href()}
            className="mt-3 inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {PAGES_UI.lodgeCase}
          </Link>
        </div>
      );
    }
    return (
      <>
        {/* The cards' titles are h3 (as under Recent Cases): headings go h1, h2, h3 (axe). */}
        <h2 className="sr-only">{PAGES_UI.yourCases}</h2>
        <ul className="flex flex-col gap-4">
          {data.pages
            .flatMap((page) => page.cases)
            .map((summary) => (
              <li key={summary.id}>
                <CaseCard
                  summary={summary}
                  actions={<CaseOwnerActions summary={summary} notify={show} />}
                />
              </li>
            ))}
        </ul>
        {cases.isFetchNextPageError && (
          <p role="alert" className="text-red-800">
            {cases.error?.message}
          </p>
        )}
        {cases.hasNextPage && (
          // aria-disabled, not disabled, while it loads: a disabled button drops the
          // keyboard's focus, and the next page is one more Enter on the same button.
          <button
            type="button"
            className="self-center rounded border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-100 aria-disabled:cursor-wait aria-disabled:opacity-60"
            aria-disabled={cases.isFetchingNextPage}
            onClick={() => {
              if (!cases.isFetchingNextPage) void cases.fetchNextPage();
            }}
          >
            {cases.isFetchingNextPage ? PAGES_UI.loadingMore : PAGES_UI.showMore}
          </button>
        )}
      </>
    );
  };

  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{heading}</PageTitle>
      {/* Once a page is in, it stays on screen: a failed "Show more" puts the query in error
          with its pages kept, and QueryView would show the error instead of them. A failed
          reload is another matter: its pages are stale (an empty list may no longer be), so
          QueryView says the list is unavailable, never that there are none (issue 45). */}
      {cases.data !== undefined && !cases.isRefetchError ? (
        list(cases.data)
      ) : (
        <QueryView
          query={cases}
          loading={LIST_STATE_MESSAGES.loadingLodgements}
          unavailable={LIST_STATE_MESSAGES.lodgementsUnavailable}
          isEmpty={() => false}
          empty={null}
        >
          {list}
        </QueryView>
      )}
      {snackbar}
    </section>
  );
}
