import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, fallbackMessage } from '../../../lib/api-client';

/**
 * Puts the server's field messages under the fields they name; returns the message to show
 * for the form as a whole (null when every message found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  options: { otherError?: (error: unknown) => string; focus?: boolean } = {},
): string | null {
  if (!(error instanceof ApiError)) {
    return options.otherError?.(error) ?? fallbackMessage();
  }
  let placed = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(name)) {
      const focus = options.focus !== false && !placed;
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: focus });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
