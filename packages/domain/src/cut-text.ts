// Cutting a text to a length in UTF-16 units, as String.length counts it, without leaving part
// of a character behind: a cut between an emoji's two units shows a replacement mark, and one
// inside a flag, a family or a letter with its accent shows another character than was written.

// Made on first use, not when the module loads: browsers the build still targets (Firefox
// before 125) have no Intl.Segmenter, and there a cut keeps code points whole, as it used to.
let graphemes: Intl.Segmenter | null | undefined;

/** `text` cut to at most `max` UTF-16 units, at the last boundary between whole characters. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  graphemes ??=
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  if (!graphemes) return cutCodePoints(text, max);
  // A boundary depends only on the text before it and the character after it, so the
  // boundaries up to `max` are those of the first max + 2 units (a character is at most two).
  let end = 0;
  for (const { index, segment } of graphemes.segment(text.slice(0, max + 2))) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** Without grapheme segmentation: a surrogate pair the cut would split goes whole. */
function cutCodePoints(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
