// The texts a person reads that are literals in the web's components (issue 49), read by
// no-literal-texts.test.ts: only "Forewarn", the spec's brand, the same in both languages.
// Every other text is the catalogue's (a sentence around a link or a value is a rich message,
// lib/rich.ts). Never add one.

export const KNOWN_LITERALS: readonly string[] = [
  'app/layout/nav-bar.tsx: Forewarn',
  'app/routes/home.tsx: Forewarn',
];
