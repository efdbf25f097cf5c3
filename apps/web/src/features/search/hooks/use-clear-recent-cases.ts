import type { CountryCode } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/**
 * When the country changes, the recent-cases cache is cleared (spec §4): the new country's
 * cases load fresh, and coming back to the old country later loads it fresh too.
 */
export function useClearRecentCasesOnCountryChange(country: CountryCode): void {
  const queryClient = useQueryClient();
  const previous = useRef(country);
  useEffect(() => {
    if (previous.current === country) return;
    previous.current = country;
    queryClient.removeQueries({
      queryKey: queryKeys.recentCases(),
      predicate: (query) => query.queryKey[2] !== country,
    });
  }, [country, queryClient]);
}
