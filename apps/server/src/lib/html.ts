/**
 * Text made safe for HTML or XML markup, in an element or a quoted attribute alike: the five
 * characters that could end one or start markup are written as entities.
 */
export function escapeMarkup(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
