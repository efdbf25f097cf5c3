import type { CaseSummary, CountryCode } from '@forewarn/domain';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

/** A page of My Lodgements: `nextCursor` asks for the next one, null after the last. */
export type MyCasesPage = { country: string; cases: CaseSummary[]; nextCursor: string | null };

/**
 * My Lodgements: the user's own cases in the selected country (spec §2), newest first, a page
 * at a time (docs/decisions/0068). The first page is asked for without a cursor.
 */
export const getMyCases = (country: CountryCode, cursor: string | null, signal?: AbortSignal) =>
  api.get<MyCasesPage>(
    `/api/my/cases?country=${country}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    { signal },
  );

export const myCasesQueryOptions = (country: CountryCode) =>
  infiniteQueryOptions({
    queryKey: caseKeys.mine(country),
    queryFn: ({ pageParam, signal }) => getMyCases(country, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMyCases(country: CountryCode, enabled: boolean) {
  return useInfiniteQuery({ ...myCasesQueryOptions(country), enabled });
}

/**
 * Takes a deleted case's card out of every loaded page of My Lodgements at once. The pages'
 * cursors stay right (each is a place in the list, not a count), so the pages need not be
 * fetched again one by one.
 */
export function dropFromMyCases(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<{ pages: MyCasesPage[]; pageParams: unknown[] }>(
    { queryKey: caseKeys.mineAll() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          cases: page.cases.filter((summary) => summary.id !== id),
        })),
      },
  );
}
