import type { CountryCode } from '@forewarn/domain';

// Query keys shared across features, so one feature can refresh what another shows without
// importing it: after deleting, pausing or resolving a case, invalidate queryKeys.recentCases()
// (spec §4: the recent-cases cache is cleared after a delete or a pause/unpause).

export const queryKeys = {
  /** Every list of cases: recent and search results. */
  cases: () => ['cases'] as const,
  /** Recent cases of one country, or of all countries without an argument. */
  recentCases: (country?: CountryCode) =>
    country ? (['cases', 'recent', country] as const) : (['cases', 'recent'] as const),
  searchCases: (country: CountryCode, query: string) =>
    ['cases', 'search', country, query] as const,
  unreadThreads: () => ['threads', 'unread'] as const,
  /** The bell: its unread count (set live by the member's event stream) and its list. */
  notifications: () => ['notifications'] as const,
  unreadNotifications: () => ['notifications', 'unread'] as const,
  /** Everything moderation shows: the queue, its open count, the audit log. */
  moderation: () => ['moderation'] as const,
  moderationCount: () => ['moderation', 'count'] as const,
};
