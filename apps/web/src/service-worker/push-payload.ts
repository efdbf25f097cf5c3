/** What a push message may say: a title and a link inside Forewarn, nothing personal. */
export type PushNotification = { title: string; url: string };

const FALLBACK: PushNotification = { title: 'Forewarn', url: '/' };

/**
 * The domain's LIMITS.pushTitleMax, which the sender cuts to. Written out, not imported: the
 * domain would add 2 KB to the worker every visit loads (push-payload.test.ts ties the two).
 */
export const PUSH_TITLE_MAX = 120;

/** The domain's cutText, written out for the same reason: no part of a character at the cut. */
function cutTitle(title: string): string {
  if (title.length <= PUSH_TITLE_MAX) return title;
  if (typeof Intl.Segmenter !== 'function') {
    // A browser without it (Firefox before 125): code points kept whole, as before.
    const cut = title.slice(0, PUSH_TITLE_MAX);
    const last = cut.charCodeAt(cut.length - 1);
    return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
  }
  let end = 0;
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { index, segment } of graphemes.segment(title.slice(0, PUSH_TITLE_MAX + 2))) {
    if (index + segment.length > PUSH_TITLE_MAX) break;
    end = index + segment.length;
  }
  return title.slice(0, end);
}

/**
 * Reads a push message's payload (`{ title, url }`, docs/decisions/0045). Anything else, or a
 * link that leaves the site, becomes a plain 'Forewarn' notice that opens the home page.
 */
export function notificationFromPush(data: unknown): PushNotification {
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const { title, url } = data as Record<string, unknown>;
  const safeTitle = typeof title === 'string' && title.trim() !== '' ? cutTitle(title) : null;
  const safeUrl =
    typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return { title: safeTitle ?? FALLBACK.title, url: safeUrl };
}
