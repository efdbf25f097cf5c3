import type { SessionUser } from '../../plugins/session.js';
import type { PageHints } from '../../plugins/static-web.js';
import type { CasesDeps } from './case-rules.js';
import { casePagePreview } from './page-preview.js';
import { findCaseDetail } from './read-service.js';

// The case page's largest paint is its main image, which the browser would otherwise find only
// after the app's code, the page's chunk and the case's data have arrived one after the other
// (issue #15: Lighthouse's largest contentful paint). The page's HTML names the case's data and
// its main image up front, so both load while the code does, and shows its title and photo
// before the code has run (page-preview.ts). Only what the reader may see, as the API shows it
// to them: a case they may not see gets no hints at all, so the HTML gives nothing away (not
// even that an image exists).

/** The case page's screen in the web app's source (its chunks, from the build manifest). */
export const CASE_PAGE_SCREEN = 'src/app/routes/case-detail.tsx';

/** '/case/:id' as the web app routes it (matching ignores case, as React Router's does). */
const CASE_PAGE = /^\/case\/([^/]{1,64})\/?$/i;

export function casePageId(pathname: string): string | null {
  const match = CASE_PAGE.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // A malformed escape: the page itself will say the case was not found.
  }
}

const NO_HINTS: PageHints = { preloads: [] };

export async function casePageHints(
  deps: CasesDeps,
  user: SessionUser | null,
  pathname: string,
): Promise<PageHints> {
  const id = casePageId(pathname);
  if (id === null) return NO_HINTS;
  const found = await findCaseDetail(deps, user, id);
  if (!found) return NO_HINTS;
  const { detail } = found;
  return {
    preloads: [
      // The same request the page's useCase makes (a same-origin fetch), so the browser reuses it.
      { href: `/api/cases/${encodeURIComponent(detail.id)}`, as: 'fetch' },
      // The URL the page's <img> shows (its display rendition), so the preload is the one it uses.
      ...(detail.mainImage ? [{ href: detail.mainImage.displayUrl, as: 'image' as const }] : []),
    ],
    shell: casePagePreview(detail),
    personal: detail.isOwner,
  };
}
