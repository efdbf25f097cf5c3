// Counting helpers shared by the text rules. Lengths are counted in Unicode code points, so an
// accented letter or an emoji is one character, as a person would count it (and as PostgreSQL's
// char_length does).

export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** True when the same character occurs `run` or more times in a row, ignoring case. */
export function hasRepeatedRun(text: string, run: number): boolean {
  return new RegExp(`(.)\\1{${run - 1},}`, 'isu').test(text);
}
