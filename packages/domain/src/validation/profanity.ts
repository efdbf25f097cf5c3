import {
  DataSet,
  englishDataset,
  englishRecommendedBlacklistMatcherTransformers,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
  skipNonAlphabeticTransformer,
} from 'obscenity';
import { isPostcodeShaped } from './postcode-shapes.js';

// Profanity is matched with obscenity's maintained English dataset rather than a home-made
// word list. Two matchers run, because neither catches everything alone:
// - the recommended transformers (look-alikes, leetspeak, repeated letters) catch 'sh1t' and
//   'I shit you not' but not spaced-out spellings;
// - adding skip-non-alphabetic catches 'f u c k' and 's-h-i-t', but it also joins ordinary
//   words ('as shown' reads 'asshown'), so its hits count only when they start and end on a
//   word boundary of the original text.

/**
 * Ordinary words and names the dataset flags (checked by the tests). A match inside one of
 * these terms is ignored. Kept short and specific: every entry is a real word or name someone
 * will type in a case, never a spelling of a swear word.
 */
export const PROFANITY_ALLOW_LIST = [
  'cockpit',
  'cocksure',
  'shiitake',
  'mishit',
  'penistone',
  'cumming',
  'cumin',
  'cum laude',
  'dickson',
  'dickinson',
  'dick smith',
  'dikshit',
  'shittu',
  'semenov',
  'wankel',
  'wankhede',
  'twatt',
  'retardant',
  'pussy willow',
  'pussycat',
  'boobook',
  'hooker',
] as const;

/**
 * Common French and Québec swear words (issue 49), which the English dataset does not know.
 * Each is written as obscenity's patterns, with a word boundary (`|`) wherever an ordinary
 * word or name holds the same letters: « fichier » holds "chier", « computer » "pute", the
 * names Merdeka and Salopek "merde" and "salope" (the tests hold each). Words that are also ordinary or sacred words are left out: « hostie », « calice »,
 * « ciboire », « tabernacle », « sacrement » (the sacres are their swear spellings), and "con",
 * which is also English ("a con man").
 */
const FRENCH_PATTERNS = [
  pattern`tabarnak`,
  pattern`tabarnac`,
  pattern`tabarnaque`,
  pattern`|calisse`,
  pattern`|caliss|`,
  pattern`|crisse|`,
  pattern`|criss|`,
  pattern`|osti|`,
  pattern`|ostie|`,
  pattern`|viarge`,
  pattern`putain`,
  pattern`|pute|`,
  pattern`|putes|`,
  pattern`|merde|`,
  pattern`|merdes|`,
  pattern`|merdique`,
  pattern`|emerd`,
  // Repeated letters are collapsed before matching: "connard" is read "conard".
  pattern`|conard`,
  pattern`|conasse`,
  pattern`|salope|`,
  pattern`|salopes|`,
  pattern`|salopard`,
  pattern`|salaud|`,
  pattern`|encule`,
  pattern`|niquer|`,
  pattern`|chier|`,
  pattern`|fdp|`,
];

/** The English dataset with the French patterns added, each its own phrase. */
function datasetWithFrench() {
  const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const [i, french] of FRENCH_PATTERNS.entries()) {
    dataset.addPhrase((phrase) =>
      phrase.setMetadata({ originalWord: `fr-${i}` }).addPattern(french),
    );
  }
  return dataset;
}

let matchers: { plain: RegExpMatcher; joined: RegExpMatcher } | undefined;

// Built on first use, so a page that never checks profanity never pays for the regexes.
function getMatchers() {
  if (matchers) return matchers;
  const dataset = datasetWithFrench().build();
  const whitelistedTerms = [...(dataset.whitelistedTerms ?? []), ...PROFANITY_ALLOW_LIST];
  const recommended = englishRecommendedBlacklistMatcherTransformers;
  matchers = {
    plain: new RegExpMatcher({
      ...dataset,
      ...englishRecommendedTransformers,
      whitelistedTerms,
    }),
    joined: new RegExpMatcher({
      ...dataset,
      ...englishRecommendedTransformers,
      whitelistedTerms,
      // Where obscenity itself would put it (after lower-casing, before collapsing repeats).
      blacklistMatcherTransformers: [
        ...recommended.slice(0, 3),
        skipNonAlphabeticTransformer(),
        ...recommended.slice(3),
      ],
    }),
  };
  return matchers;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
/** The ends of a token that are not part of it: 'N16,' is the token 'N16'. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}$@]+|[^\p{L}\p{N}$@]+$/gu;

/**
 * Tokens that are codes, not words, are blanked before matching (docs/decisions/0034):
 * - letterless ones (phone numbers): leetspeak would read '0412 455 678' as containing 'ass';
 * - postcodes and their parts ('N16', 'NN16', 'A5S', '0A0', 'SW1A1AA'), whatever their length;
 * - any other token of 3 characters or fewer that mixes letters and digits ('n16' in
 *   'Quote 3 n16 attached', '4B0'): too short to be a word spelled in leetspeak. Longer mixed
 *   tokens ('sh1t', 'b1tch', 'a55hole') are still read as leetspeak.
 * Blanking keeps every index, so match positions still point into the original text.
 */
function blankCodeTokens(text: string): string {
  return text.replace(/\S{2,}/gu, (token) => {
    if (!LETTER.test(token)) return ' '.repeat(token.length);
    if (!DIGIT.test(token)) return token;
    const core = token.replace(EDGE_PUNCTUATION, '');
    return core.length <= 3 || isPostcodeShaped(core) ? ' '.repeat(token.length) : token;
  });
}

function isWordBoundary(text: string, index: number): boolean {
  const char = text[index];
  return char === undefined || !LETTER.test(char);
}

/** Spec §5: true when text contains profanity. */
export function containsProfanity(text: string): boolean {
  if (!LETTER.test(text)) return false;
  const input = blankCodeTokens(text.normalize('NFC'));
  if (!LETTER.test(input)) return false;
  const { plain, joined } = getMatchers();
  // Leetspeak reads '@' as 'a', so 'joe@shitmail.com' hides its word; check emails and
  // handles split into words as well.
  if (plain.hasMatch(input) || plain.hasMatch(input.replace(/[@._]/g, ' '))) return true;
  return joined
    .getAllMatches(input)
    .some(
      (match) =>
        isWordBoundary(input, match.startIndex - 1) && isWordBoundary(input, match.endIndex + 1),
    );
}
