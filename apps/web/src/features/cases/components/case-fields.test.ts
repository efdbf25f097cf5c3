import { COUNTRY_CODES, type CountryCode } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { caseFormFields } from './case-fields';

// The forms' fields (spec §2, Lodgement page) come from the identifier kinds' registry: the
// spec's order and labels, with the country's own business numbers only.

const before = [
  { name: 'title', label: 'Title' },
  { name: 'name', label: "Offender's Name" },
  { name: 'address', label: 'Address', hint: 'optional' },
  { name: 'email', label: 'Email', hint: 'optional', type: 'email' },
  { name: 'postcode', label: 'Postcode', hint: 'recommended' },
  { name: 'instagram', label: 'Instagram', hint: 'optional' },
  { name: 'tiktok', label: 'TikTok', hint: 'optional' },
  { name: 'number', label: 'Number', type: 'tel' },
  { name: 'alternateNumber', label: 'Alternate Number', hint: 'optional', type: 'tel' },
];
const details = {
  name: 'details',
  label: 'Details',
  hint: 'more than 50 characters',
  multiline: true,
};

const bin = [
  {
    name: 'businessIdentificationNumber',
    label: 'Business Identification Number',
    hint: 'optional',
  },
];
const business: Record<CountryCode, object[]> = {
  AU: [
    { name: 'abn', label: 'ABN', hint: 'optional' },
    { name: 'acn', label: 'ACN', hint: 'optional' },
  ],
  NZ: [{ name: 'nzbn', label: 'NZBN', hint: 'optional' }],
  US: bin,
  CA: bin,
  GB: bin,
  IE: bin,
};

describe('caseFormFields', () => {
  it.each(COUNTRY_CODES)('%s: the spec’s fields in its order', (country) => {
    expect(caseFormFields(country)).toEqual([...before, ...business[country], details]);
  });
});
