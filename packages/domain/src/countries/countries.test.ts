import { describe, expect, it } from 'vitest';
import { ownCountryIdentifierFields } from '../identifiers/identifier-kinds.js';
import {
  COUNTRIES,
  COUNTRY_CODES,
  type CountryCode,
  countryFromIsoCode,
  DEFAULT_COUNTRY,
  isCountryCode,
} from './countries.js';

describe('countries', () => {
  it('defaults to Australia', () => {
    expect(DEFAULT_COUNTRY).toBe('AU');
  });

  it.each([
    ['AU', true],
    ['NZ', true],
    ['GB', true],
    ['UK', false],
    ['au', false],
    ['FR', false],
    [undefined, false],
    [61, false],
  ])('isCountryCode(%s) is %s', (code, ok) => {
    expect(isCountryCode(code)).toBe(ok);
  });

  it.each<[CountryCode, string, string, string, readonly string[]]>([
    ['AU', 'Australia', '🇦🇺', '+61', ['abn', 'acn']],
    ['US', 'USA', '🇺🇸', '+1', ['businessIdentificationNumber']],
    ['CA', 'Canada', '🇨🇦', '+1', ['businessIdentificationNumber']],
    ['GB', 'UK', '🇬🇧', '+44', ['businessIdentificationNumber']],
    ['NZ', 'New Zealand', '🇳🇿', '+64', ['nzbn']],
    ['IE', 'Ireland', '🇮🇪', '+353', ['businessIdentificationNumber']],
  ])('%s is %s %s %s with %j', (code, name, flag, dialCode, fields) => {
    const country = COUNTRIES[code];
    expect(country).toMatchObject({ code, name, flag, dialCode });
    expect(ownCountryIdentifierFields(code)).toEqual(fields);
  });

  it('has exactly the six countries, in the spec order', () => {
    expect(COUNTRY_CODES).toEqual(['AU', 'US', 'CA', 'GB', 'NZ', 'IE']);
    expect(Object.keys(COUNTRIES)).toEqual([...COUNTRY_CODES]);
  });

  it.each<[CountryCode, string]>([
    ['AU', 'number, email, ABN, ACN, postcode'],
    ['NZ', 'number, email, NZBN, postcode'],
    ['US', 'number, email, Business Identification Number, postcode'],
    ['CA', 'number, email, Business Identification Number, postcode'],
    ['GB', 'number, email, Business Identification Number, postcode'],
    ['IE', 'number, email, Business Identification Number, postcode'],
  ])('the %s search placeholder is "%s"', (code, placeholder) => {
    expect(COUNTRIES[code].searchPlaceholder).toBe(placeholder);
  });

  it.each([
    ['AU', 'AU'],
    ['US', 'US'],
    ['CA', 'CA'],
    ['GB', 'GB'],
    ['NZ', 'NZ'],
    ['IE', 'IE'],
    ['nz', 'NZ'],
    [' ie ', 'IE'],
    ['UK', 'AU'],
    ['FR', 'AU'],
    ['', 'AU'],
    [null, 'AU'],
    [undefined, 'AU'],
  ])('countryFromIsoCode(%j) is %s', (iso, expected) => {
    expect(countryFromIsoCode(iso)).toBe(expected);
  });
});
