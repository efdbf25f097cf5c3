import { z } from 'zod';

// Words a person can read for the input rules a schema states without a message of its own
// (issue 50: "Too big: expected string to have <=64 characters" reached integrators as is).
// Installed as zod's global error map by `useReadableValidationMessages()`; a schema's own
// message (the spec's) always wins over these.

export const VALIDATION_MESSAGES = {
  required: (field: string) => `${field} is required.`,
  invalid: (field: string) => `${field} is not valid.`,
  tooLong: (field: string, n: number) => `${field} must be at most ${n} characters.`,
  tooShort: (field: string, n: number) => `${field} must be at least ${n} characters.`,
  tooMany: (field: string, n: number) => `${field} can have at most ${n} items.`,
  tooFew: (field: string, n: number) => `${field} needs at least ${n} items.`,
  tooHigh: (field: string, n: number) => `${field} must be at most ${n}.`,
  tooLow: (field: string, n: number) => `${field} must be at least ${n}.`,
  oneOf: (field: string, values: readonly string[]) =>
    `${field} must be one of: ${values.join(', ')}.`,
  unknownField: (names: readonly string[]) =>
    `${names.length === 1 ? 'This field is' : 'These fields are'} not accepted: ${names.join(', ')}.`,
} as const;

/** `maskedName` → "Masked name"; the whole request when there is no path. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((key) => typeof key === 'string');
  if (typeof last !== 'string' || last === '') return 'This value';
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
