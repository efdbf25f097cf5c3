import { describe, expect, it } from 'vitest';
import { ACCOUNT_TRUST_MESSAGES } from '../messages/account-trust-messages.js';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  ApiTokenCreateSchema,
  BatchSearchRequestSchema,
} from './api-tokens.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a new API token', () => {
  it('needs a name (trimmed) of at most 50 characters and one known scope or both', () => {
    const currentPassword = 'the password in force';
    expect(
      ApiTokenCreateSchema.parse({ name: '  Booking  ', scopes: ['search'], currentPassword }),
    ).toEqual({ name: 'Booking', scopes: ['search'], endsWithPassword: true, currentPassword });
    // Issue 46: the password in force, always.
    expect(firstMessage(ApiTokenCreateSchema.safeParse({ name: 'x', scopes: ['search'] }))).toBe(
      ACCOUNT_TRUST_MESSAGES.currentPasswordRequired,
    );
    expect(firstMessage(ApiTokenCreateSchema.safeParse({ name: '   ', scopes: ['search'] }))).toBe(
      API_TOKEN_MESSAGES.nameRequired,
    );
    const long = 'x'.repeat(API_TOKEN_LIMITS.nameMax + 1);
    expect(firstMessage(ApiTokenCreateSchema.safeParse({ name: long, scopes: ['search'] }))).toBe(
      API_TOKEN_MESSAGES.nameTooLong,
    );
    expect(firstMessage(ApiTokenCreateSchema.safeParse({ name: 'x', scopes: [] }))).toBe(
      API_TOKEN_MESSAGES.scopesRequired,
    );
    // No scope writes cases, responses or messages: such a scope is not a scope at all.
    for (const scope of ['lodge', 'respond', 'messages', 'admin']) {
      expect(ApiTokenCreateSchema.safeParse({ name: 'x', scopes: [scope] }).success).toBe(false);
    }
    expect(
      ApiTokenCreateSchema.parse({
        name: 'x',
        scopes: ['watches'],
        endsWithPassword: false,
        currentPassword,
      }).endsWithPassword,
    ).toBe(false);
  });
});

describe('a batch lookup', () => {
  it('takes 1 to 20 identifiers, in Australia unless told', () => {
    expect(BatchSearchRequestSchema.parse({ identifiers: ['0412 345 678'] }).country).toBe('AU');
    expect(firstMessage(BatchSearchRequestSchema.safeParse({ identifiers: [] }))).toBe(
      API_TOKEN_MESSAGES.noIdentifiers,
    );
    const twenty = Array.from({ length: 20 }, (_, i) => `04123456${String(i).padStart(2, '0')}`);
    expect(BatchSearchRequestSchema.safeParse({ identifiers: twenty }).success).toBe(true);
    expect(
      firstMessage(BatchSearchRequestSchema.safeParse({ identifiers: [...twenty, 'x'] })),
    ).toBe(API_TOKEN_MESSAGES.tooManyIdentifiers);
  });
});
