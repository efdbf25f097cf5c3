import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, zodFieldErrors } from './field-errors.js';

describe('zodFieldErrors', () => {
  it('keeps the first message of each field, keyed by its path', () => {
    const schema = z
      .object({
        a: z.string().min(2, 'first').max(1, 'second'),
        nested: z.object({ b: z.number('a number') }),
      })
      .refine(() => false, 'whole body');
    const result = schema.safeParse({ a: 'x', nested: { b: 'no' } });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({ a: 'first', 'nested.b': 'a number' });
    }
  });

  it('puts an error about the whole body under the form key', () => {
    expect(zodFieldErrors({ issues: [{ path: [], message: 'whole body' }] })).toEqual({
      [FORM_ERROR_KEY]: 'whole body',
    });
  });
});
