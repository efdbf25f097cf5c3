import { type CaseDetail, mainImageAlt } from '@forewarn/domain';
import { escapeMarkup } from '../../lib/html.js';

// The case page's title and main photo as plain HTML in the page itself, painted as soon as
// the page and its stylesheet arrive instead of after the app's code has loaded and run: the
// photo is the page's largest paint, and on a phone most of its wait was that code
// (docs/decisions/0138). The app shows these same elements until its own page is ready
// (apps/web/src/app/shell-preview.tsx), so nothing is painted twice or flashes away.

/**
 * The classes of the page's own elements in the web app (routes/case-detail.tsx and
 * features/cases/components/case-detail.tsx): the same sizes, so the photo does not jump when
 * the app takes over. A test checks each is still in the web app's source.
 */
export const PREVIEW_CLASSES = {
  main: 'mx-auto w-full max-w-5xl flex-1 px-4 py-6',
  page: 'text-[clamp(0.875rem,4vw,1.375rem)] min-[750px]:text-[clamp(0.875rem,2vw,1.25rem)] grid gap-[1.5em] md:grid-cols-2',
  column: 'min-w-0',
  header: 'flex flex-col gap-[0.6em]',
  title: 'text-[1.4em] leading-tight font-semibold wrap-anywhere',
  photo: 'h-auto max-h-[60vh] w-full rounded-lg border border-slate-200 bg-white object-contain',
} as const;

/** The preview of `detail` as the reader may see it (the API's own presentation of it). */
export function casePagePreview(detail: CaseDetail): string {
  const c = PREVIEW_CLASSES;
  const photo = detail.mainImage;
  const img = photo
    ? `<img src="${escapeMarkup(photo.displayUrl)}" alt="${escapeMarkup(mainImageAlt(detail.title))}"` +
      ` width="${photo.width}" height="${photo.height}" fetchpriority="high" class="${c.photo}">`
    : '';
  return (
    `<main class="${c.main}" data-case-preview="${escapeMarkup(detail.id)}" aria-busy="true">` +
    `<div class="${c.page}"><div class="${c.column}"><div class="${c.header}">` +
    `<h1 class="${c.title}">${escapeMarkup(detail.title)}</h1>${img}` +
    '</div></div></div></main>'
  );
}
