// Turns a zod failure into { field: message }, the first message per field, so the server's
// error response and the browser's form show the same text.

type IssueLike = { path: readonly PropertyKey[]; message: string };

/** Key for an issue about the whole body rather than one field. */
export const FORM_ERROR_KEY = '_form';

export function zodFieldErrors(error: { issues: readonly IssueLike[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}
