import type { CountryCode } from '@forewarn/domain';

// Query keys of the cases feature. Everything about cases starts with 'cases', so one
// invalidation of ['cases'] refreshes every list (the home page keys its recent cases
// ['cases', 'recent', country] and its searches ['cases', 'search', country, q]).

export const caseKeys = {
  all: ['cases'] as const,
  detail: (id: string) => ['cases', 'detail', id] as const,
  /** My Lodgements of every country. */
  mineAll: () => ['cases', 'mine'] as const,
  mine: (country: CountryCode) => ['cases', 'mine', country] as const,
  submissionLimit: () => ['cases', 'submission-limit'] as const,
};
