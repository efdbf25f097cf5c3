import type { SyntheticEvent } from 'react';

// What a case without a main image, or with an image that failed to load, shows (issue 24):
// a calm grey outline of a document, not the logo's red warning triangle, so a page of recent
// cases does not look like a page of errors. Inline, so it needs no request of its own.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" fill="none" stroke="#94a3b8" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M18 8h20l10 10v38H18z"/><path d="M38 8v10h10"/><path d="M24 30h18M24 37h18M24 44h12"/></svg>';

export const IMAGE_PLACEHOLDER = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;

/** Classes that centre the placeholder on a light grey ground wherever it stands in. */
export const PLACEHOLDER_CLASSES = ['object-contain', 'p-6', 'bg-slate-100'];

/** A broken image falls back to the calm placeholder (spec §2, Case card: a placeholder). */
export function fallBackToPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src !== IMAGE_PLACEHOLDER) {
    image.src = IMAGE_PLACEHOLDER;
    image.dataset.placeholder = 'true';
    // object-cover would crop the outline: the placeholder is always contained.
    image.classList.remove('object-cover');
    image.classList.add(...PLACEHOLDER_CLASSES);
  }
}
