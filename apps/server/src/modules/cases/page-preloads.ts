import type { SessionUser } from '../../plugins/session.js';
import type { PagePreload } from '../../plugins/static-web.js';
import type { CasesDeps } from './case-rules.js';
import * as repo from './repository.js';
import { mainImageRef } from './summary.js';
import { viewableBy, viewerOf } from './visibility.js';

// The case page's largest paint is its main image, which the browser would otherwise find only
// after the app's code, the page's chunk and the case's data have arrived one after the other
// (issue #15: Lighthouse's largest contentful paint). The page's HTML names the case's data and
// its main image up front, so both load while the code does. Only what the reader may see: a
// case they may not see gets no hints at all, so the HTML gives nothing away (not even that an
// image exists).

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

export async function casePagePreloads(
  deps: CasesDeps,
  user: SessionUser | null,
  pathname: string,
): Promise<PagePreload[]> {
  const id = casePageId(pathname);
  if (id === null) return [];
  const viewer = viewerOf(user);
  const found = viewer
    ? await repo.findCaseWithImages(deps.database.db, id, viewableBy(viewer))
    : await repo.findCaseWithImagesForVisitor(deps.database.db, id);
  if (!found) return [];
  const caseId = found.row.id;
  const preloads: PagePreload[] = [
    // The same request the page's useCase makes (a same-origin fetch), so the browser reuses it.
    { href: `/api/cases/${encodeURIComponent(caseId)}`, as: 'fetch' },
  ];
  const main = found.images.find((image) => image.kind === 'main');
  // The URL the page's <img> shows (its display rendition), so the preload is the one it uses.
  if (main) preloads.push({ href: mainImageRef(caseId, main.id).displayUrl, as: 'image' });
  return preloads;
}
