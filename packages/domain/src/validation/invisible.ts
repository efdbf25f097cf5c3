// Characters a reader cannot see, or that reorder what they see: in a name shown to others
// they make look-alikes (`joe\u200b` beside `joe`, `\u202eadmin` shown backwards). Controls
// (Cc), format characters (Cf: zero-width, direction marks and overrides, joiners), line and
// paragraph separators, private-use and lone surrogate code units, every default-ignorable
// code point (variation selectors, Hangul fillers), the braille blank, and spaces other than
// the plain one.
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800]|(?! )\p{Zs}/u;

// An emoji typed on a phone often carries U+FE0F (show as emoji) right after it: it hides
// nothing, so it is left out of the test there and only there.
const EMOJI_PRESENTATION = /(\p{Extended_Pictographic})\uFE0F/gu;

/** True when `text` holds a character that is invisible or changes the direction of the text. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text.replace(EMOJI_PRESENTATION, '$1'));
}
