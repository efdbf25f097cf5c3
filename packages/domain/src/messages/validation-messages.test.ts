import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadTranslations } from '../i18n/load.js';
import { setLocale } from '../i18n/locale.js';
import {
  fieldLabel,
  useReadableValidationMessages,
  VALIDATION_MESSAGES,
} from './validation-messages.js';

// zod's words for rules stated without a message become the catalogue's (issue 50); a schema's
// own message still wins.
useReadableValidationMessages();
const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('validation messages from the catalogue', () => {
  it('names the field and the rule in words', () => {
    const schema = z.object({ displayName: z.string().max(64), count: z.number().int().min(1) });
    expect(messageOf(schema, { displayName: 'x'.repeat(65), count: 1 })).toBe(
      VALIDATION_MESSAGES.tooLong('Display name', 64),
    );
    expect(messageOf(schema, { displayName: 'a', count: 0 })).toBe(
      VALIDATION_MESSAGES.tooLow('Count', 1),
    );
    expect(messageOf(schema, { count: 1 })).toBe(VALIDATION_MESSAGES.required('Display name'));
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe(
      VALIDATION_MESSAGES.unknownField(['extra']),
    );
    expect(messageOf(z.object({ kind: z.enum(['a', 'b']) }), { kind: 'c' })).toBe(
      'Kind must be one of: a, b.',
    );
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().max(2, 'Too long for us.'), 'abc')).toBe('Too long for us.');
  });

  it('labels fields as words', () => {
    expect(fieldLabel(['case', 'alternateNumber'])).toBe('Alternate number');
    expect(fieldLabel([])).toBe('This value');
  });

  it('says them in Canadian French when French is the language of the moment (issue 49)', async () => {
    await loadTranslations('fr-CA');
    setLocale('fr-CA');
    try {
      expect(
        messageOf(z.object({ displayName: z.string().max(1234) }), {
          displayName: 'x'.repeat(1235),
        }),
      ).toBe('Display name\u00a0: au plus 1\u00a0234\u00a0caractères.');
      expect(messageOf(z.strictObject({}), { a: 1, b: 2 })).toBe(
        'Ces champs ne sont pas acceptés\u00a0: a, b.',
      );
      expect(fieldLabel([])).toBe('Cette valeur');
    } finally {
      setLocale('en');
    }
  });
});
