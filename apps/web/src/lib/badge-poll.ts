import { MINUTE_MS, SECOND_MS } from '@forewarn/domain';

/**
 * How the nav's badges (the unread-message dot, the bell's count, the moderation count) ask the
 * server: their event streams keep them live, so this is the fallback, a gentle poll every minute
 * while visible and on focus, silent when it fails (spec §8).
 */
export const BADGE_POLL = {
  refetchInterval: MINUTE_MS,
  refetchOnWindowFocus: true,
  staleTime: 30 * SECOND_MS,
  retry: false,
} as const;
