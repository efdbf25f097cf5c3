// Cutting a text to a length in UTF-16 units, as String.length counts it, without leaving half
// of a character behind: an emoji or any character past U+FFFF is two units, and a cut between
// them would send a lone surrogate, which shows as a replacement mark.

/** `text` cut to at most `max` UTF-16 units; a surrogate pair the cut would split goes whole. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
