import { describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../countries/countries.js';
import { loadTranslations } from '../i18n/load.js';
import { setLocale } from '../i18n/locale.js';
import {
  CASE_TEXT_FIELDS,
  type CaseTextField,
  type CaseTextInput,
  FIELD_LABELS,
  firstErrorPerField,
  validateCaseEdit,
  validateLodgement,
} from './lodgement.js';

const valid = {
  title: 'Took a deposit and never came back',
  name: 'John Smith',
  number: '0412 345 678',
  details: 'He took a deposit of five hundred dollars for a bathroom job and never returned.',
} satisfies CaseTextInput;

/** A valid case of that country, changed by `input`. */
function errorsOf(input: CaseTextInput, country: CountryCode = 'AU') {
  return validateLodgement(
    { ...valid, number: COUNTRIES[country].phoneExample, ...input },
    country,
  );
}

/** Meaningful text of exactly n characters, never ending in a space. */
function textOf(n: number, base = 'Deposit taken, job never done. '): string {
  const text = base.repeat(Math.ceil(n / base.length) + 1).slice(0, n);
  return text.endsWith(' ') ? `${text.slice(0, -1)}e` : text;
}

describe('validateLodgement (spec §5)', () => {
  it('accepts a valid case', () => {
    expect(validateLodgement(valid, 'AU')).toEqual([]);
  });

  it('labels every field', () => {
    expect(FIELD_LABELS).toEqual({
      title: 'Title',
      name: 'Name',
      address: 'Address',
      email: 'Email',
      postcode: 'Postcode',
      instagram: 'Instagram handle',
      tiktok: 'TikTok handle',
      number: 'Number',
      alternateNumber: 'Alternate number',
      abn: 'ABN',
      acn: 'ACN',
      nzbn: 'NZBN',
      businessIdentificationNumber: 'Business Identification Number',
      details: 'Details',
    });
  });

  it('names the fields in Canadian French when French is the language of the moment (issue 49)', async () => {
    await loadTranslations('fr-CA');
    setLocale('fr-CA');
    try {
      expect(FIELD_LABELS.title).toBe('Titre');
      expect(FIELD_LABELS.alternateNumber).toBe('Autre numéro');
      expect(FIELD_LABELS.postcode).toBe('Code postal');
      expect(errorsOf({ alternateNumber: '1111' })).toContainEqual({
        field: 'alternateNumber',
        message:
          'Autre numéro contient un texte non valide ou répétitif. Veuillez entrer un numéro valide.',
      });
    } finally {
      setLocale('en');
    }
    expect(FIELD_LABELS.title).toBe('Title');
  });

  it.each<[CaseTextField, string]>([
    ['title', 'Title is required.'],
    ['name', "Offender's Name is required."],
    ['number', "Offender's Number is required."],
    ['details', 'Details are required.'],
  ])('requires %s: %j', (field, message) => {
    expect(errorsOf({ [field]: '' })).toEqual([{ field, message }]);
    expect(errorsOf({ [field]: '   ' })).toEqual([{ field, message }]);
    expect(errorsOf({ [field]: undefined })).toEqual([{ field, message }]);
  });

  it('leaves every other field optional', () => {
    const optional = CASE_TEXT_FIELDS.filter(
      (f) => !['title', 'name', 'number', 'details'].includes(f),
    );
    const empty = Object.fromEntries(optional.map((f) => [f, '']));
    expect(errorsOf(empty)).toEqual([]);
  });

  // Each field at its maximum and one over; values are chosen to pass every other rule.
  const atMax: [CaseTextField, number, (n: number) => string, string][] = [
    ['title', 100, (n) => textOf(n), 'Title must be less than 100 characters.'],
    ['name', 50, (n) => textOf(n, 'Johnathan Smithers '), 'Name must be less than 50 characters.'],
    [
      'address',
      200,
      (n) => textOf(n, '12 Long Street, Sydney '),
      'Address must be less than 200 characters.',
    ],
    ['details', 1000, (n) => textOf(n), 'Details must be less than 1000 characters.'],
    [
      'email',
      100,
      (n) => `${textOf(n - 12, 'joe.bloggs.')}@example.com`,
      'Email must be less than 100 characters.',
    ],
    ['postcode', 20, (n) => textOf(n, 'SW1A 1AA '), 'Postcode must be less than 20 characters.'],
    ['number', 20, (n) => textOf(n, '0412 345 678 '), 'Number must be less than 20 characters.'],
    [
      'alternateNumber',
      20,
      (n) => textOf(n, '0412 345 678 '),
      'Alternate number must be less than 20 characters.',
    ],
    ['abn', 50, (n) => textOf(n, '51 824 753 556 '), 'ABN must be less than 50 characters.'],
    ['acn', 50, (n) => textOf(n, '004 085 616 '), 'ACN must be less than 50 characters.'],
    [
      'instagram',
      50,
      (n) => textOf(n, 'tradie.reviews_'),
      'Instagram handle must be less than 50 characters.',
    ],
    [
      'tiktok',
      50,
      (n) => textOf(n, 'tradie.reviews_'),
      'TikTok handle must be less than 50 characters.',
    ],
  ];

  it.each(atMax)('%s allows %i characters and rejects one more', (field, max, make, message) => {
    const ok = make(max);
    const over = make(max + 1);
    expect([...ok]).toHaveLength(max);
    expect([...over]).toHaveLength(max + 1);
    // At the maximum the length rule is met (a format rule may still speak: decision 0013).
    expect(errorsOf({ [field]: ok })).not.toContainEqual({ field, message });
    expect(errorsOf({ [field]: over })).toEqual([{ field, message }]);
  });

  it.each<[CaseTextField, CountryCode, string]>([
    ['nzbn', 'NZ', 'NZBN must be less than 50 characters.'],
    [
      'businessIdentificationNumber',
      'GB',
      'Business Identification Number must be less than 50 characters.',
    ],
  ])('%s in %s allows 50 characters and rejects 51', (field, country, message) => {
    const make = (n: number) => textOf(n, '9429 0410 8017 8 ');
    expect(errorsOf({ [field]: make(50) }, country)).not.toContainEqual({ field, message });
    expect(errorsOf({ [field]: make(51) }, country)).toEqual([{ field, message }]);
  });

  it('counts characters, not UTF-16 units', () => {
    const name = `${'Zoë Ngata-Māori '.repeat(3)}Zoë Ngat`.slice(0, 50);
    expect([...name]).toHaveLength(50);
    expect(errorsOf({ name })).toEqual([]);
  });

  it('requires details of more than 50 characters', () => {
    const fifty = textOf(50);
    const fiftyOne = textOf(51);
    expect(fifty).toHaveLength(50);
    expect(errorsOf({ details: fifty })).toEqual([
      { field: 'details', message: 'Details must be more than 50 characters.' },
    ]);
    expect(errorsOf({ details: fiftyOne })).toEqual([]);
  });

  it.each<[CaseTextField, string, CountryCode]>([
    ['title', 'Title contains inappropriate language.', 'AU'],
    ['name', 'Name contains inappropriate language.', 'AU'],
    ['address', 'Address contains inappropriate language.', 'AU'],
    ['email', 'Email contains inappropriate language.', 'AU'],
    ['instagram', 'Instagram handle contains inappropriate language.', 'AU'],
    ['tiktok', 'TikTok handle contains inappropriate language.', 'AU'],
  ])('checks %s for profanity', (field, message, country) => {
    expect(errorsOf({ [field]: 'Fuck you mate' }, country)).toContainEqual({ field, message });
  });

  // Issue 22 (decision 0034, overriding spec §5's list): identifiers are codes, checked by their
  // format rule; leetspeak read postcodes such as N16 0AA as swearing.
  it.each<[CaseTextField, CountryCode]>([
    ['postcode', 'GB'],
    ['number', 'AU'],
    ['alternateNumber', 'AU'],
    ['abn', 'AU'],
    ['acn', 'AU'],
    ['nzbn', 'NZ'],
    ['businessIdentificationNumber', 'US'],
  ])('does not profanity-check %s; its format rule refuses words', (field, country) => {
    const errors = errorsOf({ [field]: 'Fuck you mate' }, country).filter((e) => e.field === field);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((e) => e.message).join(' ')).not.toMatch(/inappropriate language/);
  });

  it('checks details for profanity', () => {
    const details = `${valid.details} What a shit job.`;
    expect(errorsOf({ details })).toEqual([
      { field: 'details', message: 'Details contains inappropriate language.' },
    ]);
  });

  it.each<[CaseTextField, string, string]>([
    [
      'title',
      'xxxx',
      'Title contains invalid or nonsensical text. Please enter meaningful information.',
    ],
    [
      'title',
      'Hi',
      'Title contains invalid or nonsensical text. Please enter meaningful information.',
    ],
    [
      'name',
      'bcdfgh',
      'Name contains invalid or nonsensical text. Please enter meaningful information.',
    ],
    [
      'name',
      '12345678',
      'Name contains invalid or nonsensical text. Please enter meaningful information.',
    ],
    [
      'address',
      '#$%^&*()',
      'Address contains invalid or nonsensical text. Please enter meaningful information.',
    ],
  ])('checks %s for nonsense (%j)', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual([{ field, message }]);
  });

  it('checks details for nonsense with the details rules', () => {
    const details = textOf(60, 'Deposittakenjobneverdone');
    expect(errorsOf({ details })).toEqual([
      {
        field: 'details',
        message:
          'Details contains invalid or nonsensical text. Please enter meaningful information.',
      },
    ]);
  });

  it.each<CaseTextField>(['email', 'postcode', 'instagram', 'tiktok', 'number'])(
    'does not check %s for nonsense',
    (field) => {
      expect(errorsOf({ [field]: 'xyz' }).filter((e) => e.message.includes('nonsensical'))).toEqual(
        [],
      );
    },
  );

  it.each<[CaseTextField, string, CountryCode]>([
    ['number', 'Number', 'AU'],
    ['alternateNumber', 'Alternate number', 'AU'],
    ['abn', 'ABN', 'AU'],
    ['acn', 'ACN', 'AU'],
    ['nzbn', 'NZBN', 'NZ'],
    ['businessIdentificationNumber', 'Business Identification Number', 'IE'],
  ])('rejects 4 repeated characters in %s, not 3', (field, label, country) => {
    const repetitive = {
      field,
      message: `${label} contains invalid or repetitive text. Please enter a valid number.`,
    };
    expect(errorsOf({ [field]: '0412 333 678' }, country)).not.toContainEqual(repetitive);
    expect(errorsOf({ [field]: '0412 3333 78' }, country)).toEqual([repetitive]);
  });

  it('checks another country’s business number only when one is sent', () => {
    expect(errorsOf({ nzbn: '' }, 'AU')).toEqual([]);
    expect(errorsOf({ nzbn: '1111 shit' }, 'AU')).toEqual([
      {
        field: 'nzbn',
        message: 'NZBN contains invalid or repetitive text. Please enter a valid number.',
      },
    ]);
  });

  it('lists every error in form order, several per field when several rules fail', () => {
    const errors = validateLodgement(
      { title: textOf(101), name: '', number: '1111', details: 'shit' },
      'AU',
    );
    expect(errors).toEqual([
      { field: 'title', message: 'Title must be less than 100 characters.' },
      { field: 'name', message: "Offender's Name is required." },
      {
        field: 'number',
        message: 'Number contains invalid or repetitive text. Please enter a valid number.',
      },
      { field: 'details', message: 'Details must be more than 50 characters.' },
      { field: 'details', message: 'Details contains inappropriate language.' },
      {
        field: 'details',
        message:
          'Details contains invalid or nonsensical text. Please enter meaningful information.',
      },
    ]);
    expect(firstErrorPerField(errors)).toEqual({
      title: 'Title must be less than 100 characters.',
      name: "Offender's Name is required.",
      number: 'Number contains invalid or repetitive text. Please enter a valid number.',
      details: 'Details must be more than 50 characters.',
    });
  });

  it('skips content checks on absurdly long values, which fail on length anyway', () => {
    const details = 'shit '.repeat(5000);
    expect(errorsOf({ details })).toEqual([
      { field: 'details', message: 'Details must be less than 1000 characters.' },
    ]);
  });
});

describe('validateCaseEdit (spec §5, Case edit)', () => {
  it('checks only the fields sent', () => {
    expect(validateCaseEdit({}, 'AU')).toEqual([]);
    expect(validateCaseEdit({ postcode: '2000' }, 'AU')).toEqual([]);
  });

  it('still requires a required field that is sent empty', () => {
    expect(validateCaseEdit({ title: '' }, 'AU')).toEqual([
      { field: 'title', message: 'Title is required.' },
    ]);
  });

  const IDENTIFIERS: readonly CaseTextField[] = [
    'postcode',
    'number',
    'alternateNumber',
    'abn',
    'acn',
    'nzbn',
    'businessIdentificationNumber',
  ];
  it.each(CASE_TEXT_FIELDS.filter((f) => !IDENTIFIERS.includes(f)))(
    'rejects profanity in %s with the case page message',
    (field) => {
      expect(validateCaseEdit({ [field]: 'Fuck this' }, 'AU')).toContainEqual({
        field,
        message: 'Swear words are not allowed.',
      });
    },
  );

  it.each(IDENTIFIERS)('leaves %s to its format rule, not the profanity check', (field) => {
    expect(validateCaseEdit({ [field]: 'Fuck this' }, 'AU')).not.toContainEqual({
      field,
      message: 'Swear words are not allowed.',
    });
  });

  it('applies the lodgement limits to edits too', () => {
    expect(validateCaseEdit({ title: textOf(101) }, 'AU')).toEqual([
      { field: 'title', message: 'Title must be less than 100 characters.' },
    ]);
  });
});
