import { LIMITS } from '../limits.js';
import { charCount, hasRepeatedRun } from './text.js';

// The nonsense-text check of spec §5, rule by rule. Text is compared after NFC normalization so
// an accented letter typed as letter + combining mark counts once, as a letter.

const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{Nd}/u;
const WHITESPACE = /\s/u;
// Vowels and consonants are judged on Latin letters only: the rule is about English-like
// gibberish, and a name written in another script has no vowels in this sense. 'y' counts as
// a vowel so names such as 'Glynn Lynch' are not called nonsense.
const LATIN_LETTER = /\p{Script=Latin}/u;
const VOWEL = /^[aeiouyæøœ]$/;

type CharStats = {
  length: number;
  letters: number;
  digits: number;
  symbols: number;
  vowels: number;
  consonants: number;
};

function charStats(text: string): CharStats {
  const stats: CharStats = {
    length: 0,
    letters: 0,
    digits: 0,
    symbols: 0,
    vowels: 0,
    consonants: 0,
  };
  for (const char of text) {
    stats.length++;
    if (LETTER.test(char)) {
      stats.letters++;
      if (LATIN_LETTER.test(char)) {
        // Strip accents: 'é', 'ā' and 'ö' are vowels ('ø', 'æ' and 'œ' have no accent to strip).
        const base = char.normalize('NFD').charAt(0).toLowerCase();
        if (VOWEL.test(base)) stats.vowels++;
        else stats.consonants++;
      }
    } else if (DIGIT.test(char)) {
      stats.digits++;
    } else if (!WHITESPACE.test(char)) {
      stats.symbols++;
    }
  }
  return stats;
}

export type NonsenseOptions = { details?: boolean };

/** Spec §5: true when text is nonsense. Pass `{ details: true }` for the Details field. */
export function isNonsenseText(text: string, { details = false }: NonsenseOptions = {}): boolean {
  const value = text.trim().normalize('NFC');
  const s = charStats(value);
  const longEnough = s.length > LIMITS.nonsenseMinLengthForRatios;

  if (hasRepeatedRun(value, LIMITS.nonsenseRepeatRun)) return true;
  if (s.letters === 0) return true;
  if (longEnough && s.digits / s.length > LIMITS.nonsenseDigitShare) return true;
  if (longEnough && s.symbols / s.length > LIMITS.nonsenseSymbolShare) return true;
  if (s.vowels === 0 && s.consonants > LIMITS.nonsenseNoVowelLetters) return true;
  if (!details) return charCount(value) < LIMITS.nonsenseMinChars;

  const words = value.split(/\s+/u).filter((word) => word !== '');
  if (words.length < LIMITS.nonsenseDetailsMinWords) return true;
  // "No spaces" needs no test of its own: five words cannot be written without one.
  if (words.every((word) => charCount(word) < LIMITS.nonsenseDetailsMinWordChars)) return true;
  if (
    s.length > LIMITS.nonsenseRatioMinLength &&
    s.consonants > LIMITS.nonsenseConsonantVowelRatio * s.vowels
  ) {
    return true;
  }
  return false;
}
