// Cutting a text to a length in UTF-16 units, as String.length counts it, without leaving part
// of a character behind: a cut between an emoji's two units shows a replacement mark, and one
// inside a flag, a family or a letter with its accent shows another character than was written.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` cut to at most `max` UTF-16 units, at the last boundary between whole characters. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  // A boundary depends only on the text before it and the character after it, so the
  // boundaries up to `max` are those of the first max + 2 units (a character is at most two).
  let end = 0;
  for (const { index, segment } of graphemes.segment(text.slice(0, max + 2))) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}
