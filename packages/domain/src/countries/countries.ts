// The six countries Forewarn serves (spec §1, §9; DESIGN.md §1). Everything that varies by
// country lives in COUNTRIES so a reader finds it in one place; which identifiers a country's
// cases have (its business numbers) is each kind's `countries` (identifiers/identifier-kinds.ts).

export const COUNTRY_CODES = ['AU', 'US', 'CA', 'GB', 'NZ', 'IE'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'AU';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export type Country = {
  code: CountryCode;
  /** Display name, as the spec writes it (§9): 'UK', not 'United Kingdom'. */
  name: string;
  flag: string;
  dialCode: string;
  /** A national-format mobile number, shown in the invalid-mobile message (spec §5, Profile). */
  phoneExample: string;
  /** Placeholder of the home search box (spec §2, Home and search). */
  searchPlaceholder: string;
};

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  AU: {
    code: 'AU',
    name: 'Australia',
    flag: '🇦🇺',
    dialCode: '+61',
    phoneExample: '0412 345 678',
    searchPlaceholder: 'number, email, ABN, ACN, postcode',
  },
  US: {
    code: 'US',
    name: 'USA',
    flag: '🇺🇸',
    dialCode: '+1',
    phoneExample: '201-555-0123',
    searchPlaceholder: 'number, email, Business Identification Number, postcode',
  },
  CA: {
    code: 'CA',
    name: 'Canada',
    flag: '🇨🇦',
    dialCode: '+1',
    phoneExample: '506-234-5678',
    searchPlaceholder: 'number, email, Business Identification Number, postcode',
  },
  GB: {
    code: 'GB',
    name: 'UK',
    flag: '🇬🇧',
    dialCode: '+44',
    phoneExample: '07400 123456',
    searchPlaceholder: 'number, email, Business Identification Number, postcode',
  },
  NZ: {
    code: 'NZ',
    name: 'New Zealand',
    flag: '🇳🇿',
    dialCode: '+64',
    phoneExample: '021 123 4567',
    searchPlaceholder: 'number, email, NZBN, postcode',
  },
  IE: {
    code: 'IE',
    name: 'Ireland',
    flag: '🇮🇪',
    dialCode: '+353',
    phoneExample: '085 123 4567',
    searchPlaceholder: 'number, email, Business Identification Number, postcode',
  },
};

/**
 * Maps an ISO 3166 code from geolocation to a Forewarn country (spec §4, Country). The spec
 * maps anything unknown, and a failed lookup, to Australia.
 */
export function countryFromIsoCode(code: string | null | undefined): CountryCode {
  const upper = code?.trim().toUpperCase();
  return isCountryCode(upper) ? upper : DEFAULT_COUNTRY;
}
