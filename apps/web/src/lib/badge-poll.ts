import { MINUTE_MS, SECOND_MS } from '@forewarn/domain';

/**
 * How the nav's badges (the unread-message dot, the bell's count, the moderation count) ask the
 * server: a gentle poll every minute while visible and on focus, silent when it fails (spec §8).
 * The dot and the bell are kept live by the member's event stream and this is their fallback;
 * the moderation count has no stream, so this poll is how it follows the queue.
 */
export const BADGE_POLL = {
  refetchInterval: MINUTE_MS,
  refetchOnWindowFocus: true,
  staleTime: 30 * SECOND_MS,
  retry: false,
} as const;
