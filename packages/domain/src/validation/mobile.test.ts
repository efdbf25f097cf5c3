import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../countries/countries.js';
import { nationalMobileNumber, validateMobileNumber } from './mobile.js';

describe('validateMobileNumber (spec §5, Profile)', () => {
  it.each<[CountryCode, string, boolean]>([
    ['AU', '0412345678', true],
    ['AU', '0412 345 678', true],
    ['AU', '0412-345-678', true],
    ['AU', '+61 412 345 678', true],
    ['AU', '041234567', false],
    ['AU', '04123456789', false],
    ['AU', '0312345678', false],
    ['US', '2015550123', true],
    ['US', '(201) 555-0123', true],
    ['US', '+1 201 555 0123', true],
    ['US', '201555012', false],
    ['US', '20155501234', false],
    ['CA', '506-234-5678', true],
    ['CA', '50623456', false],
    ['GB', '07400123456', true],
    ['GB', '07400 123456', true],
    ['GB', '+44 7400 123456', true],
    ['GB', '0740012345', false],
    ['GB', '08400123456', false],
    ['NZ', '021234567', true],
    ['NZ', '0212345678', true],
    ['NZ', '021 123 4567', true],
    ['NZ', '02123456', false],
    ['NZ', '02123456789', false],
    ['NZ', '0312345678', false],
    ['IE', '0831234567', true],
    ['IE', '0851234567', true],
    ['IE', '0871234567', true],
    ['IE', '0891234567', true],
    ['IE', '+353 85 123 4567', true],
    ['IE', '0861234567', false],
    ['IE', '0811234567', false],
    ['IE', '085123456', false],
    ['AU', '', false],
    ['AU', '04abcdefgh', false],
  ])('%s %j valid: %s', (country, raw, ok) => {
    expect(validateMobileNumber(raw, country) === null).toBe(ok);
  });

  it.each<[CountryCode, string]>([
    ['AU', 'Enter a valid mobile number for Australia (0412 345 678)'],
    ['US', 'Enter a valid mobile number for USA (201-555-0123)'],
    ['CA', 'Enter a valid mobile number for Canada (506-234-5678)'],
    ['GB', 'Enter a valid mobile number for UK (07400 123456)'],
    ['NZ', 'Enter a valid mobile number for New Zealand (021 123 4567)'],
    ['IE', 'Enter a valid mobile number for Ireland (085 123 4567)'],
  ])('the %s message is %j', (country, message) => {
    expect(validateMobileNumber('123', country)).toBe(message);
  });

  it.each(COUNTRY_CODES)('accepts the %s example it shows', (country) => {
    expect(validateMobileNumber(COUNTRIES[country].phoneExample, country)).toBeNull();
  });

  it.each<[CountryCode, string, string]>([
    ['AU', '+61 412 345 678', '0412345678'],
    ['US', '+1 (201) 555-0123', '2015550123'],
    ['IE', '085.123.4567', '0851234567'],
  ])('nationalMobileNumber(%s, %j) is %s', (country, raw, national) => {
    expect(nationalMobileNumber(raw, country)).toBe(national);
  });
});
