// The texts a person reads that are literals in the web's sources (issue 49), read by
// no-literal-texts.test.ts: only "Forewarn", the spec's brand, and the names of the platforms
// a case can name (Instagram, TikTok), the same in both languages.
// Every other text is the catalogue's (a sentence around a link or a value is a rich message,
// lib/rich.ts). Never add one.

export const KNOWN_LITERALS: readonly string[] = [
  'app/layout/nav-bar.tsx: Forewarn',
  'app/routes/home.tsx: Forewarn',
  // The case page's document title: the case's own title, then the brand.
  'app/routes/case-detail.tsx: {} · Forewarn',
  'features/cases/components/case-field-specs.ts: label: Instagram',
  'features/cases/components/case-field-specs.ts: label: TikTok',
  // A push without a title of its own (the service worker has no catalogue loaded).
  'service-worker/push-payload.ts: title: Forewarn',
];
