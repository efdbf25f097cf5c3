import { describe, expect, it } from 'vitest';
import {
  keptUsername,
  loginSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  phoneSendVerificationSchema,
  phoneVerifyOtpSchema,
  profileEditSchema,
  signupSchema,
} from './account.js';
import { zodFieldErrors } from './field-errors.js';

type Schema = {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

function errorsOf(schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : zodFieldErrors(result.error);
}

const signup = {
  email: 'joe@example.com',
  password: 'correct horse',
  username: 'joe',
  country: 'NZ',
};

describe('signupSchema (spec §5, Signup)', () => {
  it('accepts all six countries, New Zealand included, and trims the username', () => {
    expect(
      signupSchema.parse({ ...signup, username: '  joe  ', email: ' joe@example.com ' }),
    ).toEqual({
      ...signup,
    });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ country: undefined }, { country: 'Please select a country' }],
    [{ country: '' }, { country: 'Please select a country' }],
    [{ country: 'FR' }, { country: 'Please select a country' }],
    [{ password: '1234567' }, { password: 'Password must be at least 8 characters.' }],
    [{ password: undefined }, { password: 'Password is required.' }],
    [{ email: 'not an email' }, { email: 'Enter a valid email address.' }],
    [{ email: '' }, { email: 'Email is required.' }],
    [{ username: '   ' }, { username: 'Username is required.' }],
    [{ username: 'x'.repeat(31) }, { username: 'Username must be less than 30 characters.' }],
    [{ username: 'shithead' }, { username: 'Username contains inappropriate language.' }],
    [
      { username: 'probe_photo2\u200b' },
      { username: 'Usernames can’t contain invisible or direction-changing characters.' },
    ],
    [
      { username: '\u202eadmin' },
      { username: 'Usernames can’t contain invisible or direction-changing characters.' },
    ],
  ])('rejects %j', (change, errors) => {
    expect(errorsOf(signupSchema, { ...signup, ...change })).toEqual(errors);
  });

  it('keeps a username in its compatibility form: full-width letters and ligatures read as they look', () => {
    const parsed = signupSchema.parse({ ...signup, username: ' ｊｏｈｎ　ﬁsher ' });
    expect(parsed.username).toBe('john fisher');
    expect(errorsOf(signupSchema, { ...signup, username: 'ｓｈｉｔｈｅａｄ' })).toEqual({
      username: 'Username contains inappropriate language.',
    });
  });

  it.each([' ｊｏｈｎ　ﬁsher ', 'Ｊｏｈｎ', '\u3000john\u3000', 'ﬀ ﬃ'])(
    'keeps %j as keptUsername reads it, the form a moderator searches by',
    (name) => {
      expect(signupSchema.parse({ ...signup, username: name }).username).toBe(keptUsername(name));
    },
  );

  it('accepts a password of exactly 8 characters', () => {
    expect(signupSchema.safeParse({ ...signup, password: '12345678' }).success).toBe(true);
  });
});

describe('other account schemas', () => {
  it('loginSchema only needs both values', () => {
    expect(loginSchema.parse({ email: ' joe@x ', password: 'p' })).toEqual({
      email: 'joe@x',
      password: 'p',
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('password reset', () => {
    expect(errorsOf(passwordResetRequestSchema, { email: 'nope' })).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(errorsOf(passwordResetCompleteSchema, { token: '', password: 'short' })).toEqual({
      token: 'This link is invalid or has expired.',
      password: 'Password must be at least 8 characters.',
    });
    expect(
      passwordResetCompleteSchema.safeParse({ token: 'abc', password: 'long enough' }).success,
    ).toBe(true);
  });

  it('profile edit: both optional, an empty phone number removes it', () => {
    expect(profileEditSchema.parse({})).toEqual({});
    expect(profileEditSchema.parse({ username: ' joe ', phoneNumber: '' })).toEqual({
      username: 'joe',
      phoneNumber: '',
    });
    expect(errorsOf(profileEditSchema, { username: '' })).toEqual({
      username: 'Username is required.',
    });
  });

  it('phone verification bodies', () => {
    expect(phoneSendVerificationSchema.parse({ phoneNumber: ' +61412345678 ' })).toEqual({
      phoneNumber: '+61412345678',
    });
    expect(errorsOf(phoneSendVerificationSchema, {})).toEqual({
      phoneNumber: 'Phone number is required.',
    });
    expect(errorsOf(phoneVerifyOtpSchema, { phoneNumber: '+61412345678', code: ' ' })).toEqual({
      code: 'Enter the verification code',
    });
    expect(phoneVerifyOtpSchema.parse({ phoneNumber: '+61412345678', code: ' 123456 ' }).code).toBe(
      '123456',
    );
  });
});
