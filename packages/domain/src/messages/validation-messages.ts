import { z } from 'zod';
import { messagesOf } from '../i18n/runtime.js';
import { en } from './compiled/en/validation.gen.js';

// Words a person can read for the input rules a schema states without a message of its own
// (issue 50: "Too big: expected string to have <=64 characters" reached integrators as is).
// Installed as zod's global error map by `useReadableValidationMessages()`; a schema's own
// message (the spec's) always wins over these. The words are the catalogue's
// (catalogue/validation.ts), in the current language; field names stay the API's, in words.

const t = messagesOf('validation', en);

export const VALIDATION_MESSAGES = {
  required: (field: string) => t('required', { field }),
  invalid: (field: string) => t('invalid', { field }),
  tooLong: (field: string, n: number) => t('tooLong', { field, n }),
  tooShort: (field: string, n: number) => t('tooShort', { field, n }),
  tooMany: (field: string, n: number) => t('tooMany', { field, n }),
  tooFew: (field: string, n: number) => t('tooFew', { field, n }),
  tooHigh: (field: string, n: number) => t('tooHigh', { field, n }),
  tooLow: (field: string, n: number) => t('tooLow', { field, n }),
  oneOf: (field: string, values: readonly string[]) =>
    t('oneOf', { field, values: values.join(', ') }),
  unknownField: (names: readonly string[]) =>
    t('unknownField', { count: names.length, names: names.join(', ') }),
};

/** `maskedName` → "Masked name"; the whole request when there is no path. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((key) => typeof key === 'string');
  if (typeof last !== 'string' || last === '') return t('thisValue');
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

type Issue = z.core.$ZodRawIssue;

/** The catalogue's message for a zod issue. */
export function readableMessage(issue: Issue): string {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? VALIDATION_MESSAGES.required(field)
        : VALIDATION_MESSAGES.invalid(field);
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return VALIDATION_MESSAGES.tooLong(field, n);
      if (issue.origin === 'array' || issue.origin === 'set')
        return VALIDATION_MESSAGES.tooMany(field, n);
      return VALIDATION_MESSAGES.tooHigh(field, n);
    }
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') {
        return n <= 1
          ? VALIDATION_MESSAGES.required(field)
          : VALIDATION_MESSAGES.tooShort(field, n);
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return VALIDATION_MESSAGES.tooFew(field, n);
      return VALIDATION_MESSAGES.tooLow(field, n);
    }
    case 'invalid_value':
      return VALIDATION_MESSAGES.oneOf(field, issue.values.map(String));
    case 'unrecognized_keys':
      return VALIDATION_MESSAGES.unknownField(issue.keys);
    default:
      return VALIDATION_MESSAGES.invalid(field);
  }
}

/** Makes the catalogue zod's words for rules stated without a message (once per process). */
export function useReadableValidationMessages(): void {
  z.config({ customError: readableMessage });
}
