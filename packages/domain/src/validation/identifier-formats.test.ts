import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../countries/countries.js';
import { maskEmail, maskPhone } from '../identifiers/mask.js';
import { normalizePhone } from '../identifiers/normalize.js';
import {
  hasBusinessNumberDigits,
  isBusinessIdentifierFor,
  isPhoneNumberFor,
  isPostcodeFor,
  isSingleEmailAddress,
} from './identifier-formats.js';
import { validateCaseEdit, validateLodgement } from './lodgement.js';

const valid = {
  title: 'Took a deposit and never came back',
  name: 'John Smith',
  number: '0412 345 678',
  details: 'He took a deposit of five hundred dollars for a bathroom job and never returned.',
};

describe('isPhoneNumberFor', () => {
  it.each(COUNTRY_CODES)('accepts the phone example of %s', (country) => {
    expect(isPhoneNumberFor(COUNTRIES[country].phoneExample, country)).toBe(true);
  });

  it.each<[string, CountryCode]>([
    ['0412 345 678', 'AU'],
    ['(02) 9876 5432', 'AU'],
    ['1300 123 456', 'AU'],
    ['+61 412 345 678', 'AU'],
    ['+44 20 7946 0018', 'AU'],
    ['201.555.0123', 'US'],
    ['(416) 555-0111', 'CA'],
    ['020 7946 0018', 'GB'],
    ['09 123 4567', 'NZ'],
    ['01 234 5678', 'IE'],
  ])('accepts %j in %s', (value, country) => {
    expect(isPhoneNumberFor(value, country)).toBe(true);
  });

  // Each of these would leave a real number visible behind the mask (docs/decisions/0013).
  it.each([
    '0412 345 678 ext 12',
    '0412 345 678 x12',
    '0413 111 222 / 99',
    '0412345678 after 5',
    '0412 345 678 12',
    '+61412345678 (m) 1',
    '0412 345 678, 0413 111 222',
    'call 0412 345 678',
    '0412',
  ])('refuses %j in AU', (value) => {
    expect(isPhoneNumberFor(value, 'AU')).toBe(false);
  });
});

describe('isSingleEmailAddress', () => {
  it.each(['jane.doe@gmail.com', 'j+tiles@example.co.uk'])('accepts %j', (value) => {
    expect(isSingleEmailAddress(value)).toBe(true);
  });
  it.each([
    'jane.doe@gmail.com or jd@x.io',
    'jane.doe@gmail.com jd@x.io',
    'jane doe@gmail.com',
    'jane.doe',
    'jane@localhost',
    '@gmail.com',
    'jane(at)gmail.com,x@y.z',
    'jane@gmail.com,x@y.z',
  ])('refuses %j', (value) => {
    expect(isSingleEmailAddress(value)).toBe(false);
  });
});

describe('business numbers', () => {
  it('counts the digits of ABN, ACN and NZBN, spaced any way', () => {
    expect(hasBusinessNumberDigits('51 824 753 556', 11)).toBe(true);
    expect(hasBusinessNumberDigits('51824753556', 11)).toBe(true);
    expect(hasBusinessNumberDigits('51 824 753 556 (2)', 11)).toBe(false);
    expect(hasBusinessNumberDigits('51 824 753 5562', 11)).toBe(false);
    expect(hasBusinessNumberDigits('000 000 019', 9)).toBe(true);
    expect(hasBusinessNumberDigits('9429041080178', 13)).toBe(true);
  });

  it('accepts ABN, ACN and NZBN digits grouped with hyphens or dots too', () => {
    expect(hasBusinessNumberDigits('51-824-753-556', 11)).toBe(true);
    expect(hasBusinessNumberDigits('51.824.753.556', 11)).toBe(true);
    expect(hasBusinessNumberDigits('004-085-616', 9)).toBe(true);
    expect(hasBusinessNumberDigits('ABN 51 824 753 556', 11)).toBe(false);
  });

  it.each<[string, CountryCode]>([
    ['12-3456789', 'US'],
    ['123456789', 'US'],
    ['123456789', 'CA'],
    ['123456789 RT0001', 'CA'],
    ['01234567', 'GB'],
    ['SC123456', 'GB'],
    ['GB 123 4567 89', 'GB'],
    ['123456', 'IE'],
    ['IE6388047V', 'IE'],
    ['6388047WA', 'IE'],
  ])('accepts the business number %j in %s', (value, country) => {
    expect(isBusinessIdentifierFor(value, country)).toBe(true);
  });

  // Each would leave a whole number in view behind the mask, or is no number at all.
  it.each<[string, CountryCode]>([
    ['12-3456789 12', 'US'],
    ['12-3456789 or 98-7654321', 'US'],
    ['123456789 RT0001 99', 'CA'],
    ['09876543 99', 'GB'],
    ['SC123456 VAT 123456789', 'GB'],
    ['123456 7', 'IE'],
    ['see website', 'GB'],
  ])('refuses %j in %s', (value, country) => {
    expect(isBusinessIdentifierFor(value, country)).toBe(false);
  });
});

describe('isPostcodeFor', () => {
  it.each<[string, CountryCode]>([
    ['2000', 'AU'],
    ['6011', 'NZ'],
    ['10001', 'US'],
    ['10001-1234', 'US'],
    ['M5V 3L9', 'CA'],
    ['m5v3l9', 'CA'],
    ['LS1 4AP', 'GB'],
    ['SW1A 1AA', 'GB'],
    ['LS1', 'GB'],
    ['D02 X285', 'IE'],
    ['D6W', 'IE'],
    ['Dublin 2', 'IE'],
    ['D2', 'IE'],
    ['90210 1234', 'US'],
    ['K1A-0B1', 'CA'],
    ['GIR 0AA', 'GB'],
  ])('accepts %j in %s', (value, country) => {
    expect(isPostcodeFor(value, country)).toBe(true);
  });
  it.each<[string, CountryCode]>([
    ['0412 345 678', 'AU'],
    ['20000', 'AU'],
    ['1000', 'US'],
    ['M5V', 'CA'],
    ['Leeds', 'GB'],
    ['Dublin', 'IE'],
    ['NSW 2000', 'AU'],
  ])('refuses %j in %s', (value, country) => {
    expect(isPostcodeFor(value, country)).toBe(false);
  });
});

describe('format rules in the lodgement and edit validation', () => {
  it('give each field its message, in the case’s country', () => {
    expect(validateLodgement({ ...valid, number: '0412 345 678 ext 12' }, 'AU')).toEqual([
      {
        field: 'number',
        message:
          'Number must be one whole phone number for Australia, with its area code (such as 0412 345 678), or start with + and the country code.',
      },
    ]);
    expect(validateLodgement({ ...valid, email: 'a@b.com or c@d.io' }, 'AU')).toEqual([
      { field: 'email', message: 'Enter a valid email address.' },
    ]);
    expect(validateLodgement({ ...valid, abn: '51 824 753 556 (2)' }, 'AU')).toEqual([
      { field: 'abn', message: 'ABN must be 11 digits.' },
    ]);
    expect(validateLodgement({ ...valid, postcode: '0412 345 678' }, 'AU')).toEqual([
      { field: 'postcode', message: 'Enter a valid postcode for Australia, such as 2000.' },
    ]);
    expect(
      validateLodgement(
        { ...valid, number: '07400 123456', businessIdentificationNumber: 'see website' },
        'GB',
      ),
    ).toEqual([
      {
        field: 'businessIdentificationNumber',
        message: 'Enter one valid Business Identification Number for UK, such as 01234567.',
      },
    ]);
    expect(validateCaseEdit({ alternateNumber: '0413 111 222 / 99' }, 'AU')).toEqual([
      {
        field: 'alternateNumber',
        message:
          'Alternate number must be one whole phone number for Australia, with its area code (such as 0412 345 678), or start with + and the country code.',
      },
    ]);
    expect(validateCaseEdit({ postcode: 'LS1 4AP' }, 'GB')).toEqual([]);
    expect(validateCaseEdit({ postcode: 'LS1 4AP' }, 'AU')).toHaveLength(1);
  });

  it('let the spec’s own message speak first', () => {
    expect(validateLodgement({ ...valid, number: '0412 2222 78' }, 'AU')).toEqual([
      {
        field: 'number',
        message: 'Number contains invalid or repetitive text. Please enter a valid number.',
      },
    ]);
  });
});

describe('what the masks show of an accepted value', () => {
  it('never shows a whole accepted phone number', () => {
    const digits = fc.stringMatching(/^4\d{8}$/);
    const shape = fc.constantFrom(
      (d: string) => `0${d}`,
      (d: string) => `0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
      (d: string) => `+61 ${d}`,
    );
    const suffix = fc.constantFrom('', ' 12', ' ext 12', ' / 99', ' (m) 1', ', 0413 111 222');
    fc.assert(
      fc.property(digits, shape, suffix, (d, write, tail) => {
        const value = write(d) + tail;
        if (!isPhoneNumberFor(value, 'AU')) return;
        const shownDigits = maskPhone(value).replace(/\D/g, '');
        // The masked text never holds all nine national digits of the number.
        expect(shownDigits.includes(normalizePhone(value, 'AU').slice(3))).toBe(false);
      }),
    );
  });

  it('never shows the domain of an accepted email', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' or x@y.io', ' x@y.io'), (e, tail) => {
        const value = e + tail;
        if (!isSingleEmailAddress(value)) return;
        expect(maskEmail(value)).not.toContain(value.split('@')[1]);
      }),
    );
  });
});
