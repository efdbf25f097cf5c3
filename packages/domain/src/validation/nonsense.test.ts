import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNonsenseText } from './nonsense.js';

// Each row: text, nonsense as a title (not details), nonsense as details, the rule it probes.
describe('isNonsenseText (spec §5)', () => {
  it.each<[string, boolean, string]>([
    // A character repeated 4 or more times in a row.
    ['Haaa there mate', false, '3 repeated: fine'],
    ['Haaaa there mate', true, '4 repeated'],
    ['Hi AaaA there', true, 'repetition ignores case'],
    ['Wait!!!! now', true, 'symbols repeat too'],
    ['Unit 1111 Main St', true, 'digits repeat too'],
    // No letters at all.
    ['12 34', true, 'digits only'],
    ['!?#', true, 'symbols only'],
    ['   ', true, 'blank'],
    // Longer than 5 and more than 50% digits.
    ['abc123', false, 'exactly 50% digits'],
    ['abc1234', true, '4 of 7 digits'],
    ['a1234', false, 'length 5 is not longer than 5'],
    ['ab1234', true, 'length 6, 4 digits'],
    // Longer than 5 and more than 30% symbols (not letter, digit or whitespace).
    ['abcdefi!?#', false, 'exactly 30% symbols'],
    ['abcdefghi!?#$', true, '4 of 13 symbols is over 30%'],
    ['ab!?#', false, 'length 5 is not longer than 5'],
    ['a b c d e f', false, 'spaces are not symbols'],
    // More than 5 letters and no vowels.
    ['bcdfg', false, '5 letters without vowels'],
    ['bcdfgh', true, '6 letters without vowels'],
    ['Glynn Lynch', false, 'y counts as a vowel'],
    ['Zoë', false, 'accented vowel'],
    ['Māori', false, 'macron vowel'],
    ['Bjørn', false, 'ø is a vowel'],
    ['ĉĝĥĵŝẑ', true, 'accented consonants are consonants'],
    ['Иван Петров', false, 'other scripts are letters, never judged on vowels'],
    ['王小明', false, 'CJK letters'],
    // Fewer than 3 characters (not details).
    ['Al', true, '2 characters'],
    ['Ali', false, '3 characters'],
    ['José', false, 'accented name'],
    ['Mr O’Brien-Smith', false, 'apostrophe and hyphen'],
  ])('%j is %s (%s)', (text, nonsense) => {
    expect(isNonsenseText(text)).toBe(nonsense);
  });

  it.each<[string, boolean, string]>([
    ['The tiler took our deposit and never came back.', false, 'ordinary details'],
    ['Paid him', true, 'fewer than 5 words'],
    ['one two three four', true, '4 words'],
    ['one two three four five', false, '5 words'],
    ['a b c d e f', true, 'every word under 2 characters'],
    ['a b c d ee', false, 'one word of 2 characters'],
    ['bc bc bc bc ba', false, 'length 14: the ratio rule needs more than 15'],
    ['bc bc bc bc bca', false, 'length 15: the ratio rule needs more than 15'],
    ['bc bc bc bc bcca', true, 'length 16, 10 consonants to 1 vowel'],
    ['bcdfgha bcdfgha bcdfgha bcdfgha bcdfgha', false, 'ratio exactly 6'],
    ['bcdfgha bcdfgha bcdfgha bcdfgha bcdfghja', true, 'ratio 31 to 5, above 6'],
    ['Haaaa, he took our deposit and left.', true, 'shared rules apply to details'],
    ['It is ok', true, '3 words'],
  ])('details %j is %s (%s)', (text, nonsense) => {
    expect(isNonsenseText(text, { details: true })).toBe(nonsense);
  });

  it('does not apply the under-3-characters rule to details', () => {
    // Two characters fail details only through its own word rules, never the 3-character one:
    // with five words of 2+ letters the text passes.
    expect(isNonsenseText('Al')).toBe(true);
    expect(isNonsenseText('Al is my ex boss', { details: true })).toBe(false);
  });

  it('applies the details-only rules only to details', () => {
    expect(isNonsenseText('Paid him')).toBe(false);
    expect(isNonsenseText('Paid him', { details: true })).toBe(true);
  });

  it('ignores surrounding whitespace', () => {
    expect(isNonsenseText('  Ali  ')).toBe(false);
  });

  it('calls text with a 4-character run nonsense, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('a', 'Z', '1', '!', 'é'),
        fc.string(),
        (before, char, after) => {
          expect(isNonsenseText(`${before}${char.repeat(4)}${after}`)).toBe(true);
        },
      ),
    );
  });

  it('calls letterless text nonsense', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d\s!-/:-@]*$/), (text) => {
        expect(isNonsenseText(text)).toBe(true);
        expect(isNonsenseText(text, { details: true })).toBe(true);
      }),
    );
  });
});
