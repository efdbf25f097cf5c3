import { describe, expect, it } from 'vitest';
import { caseEditSchemaFor, lodgementSchema } from './case.js';

const caseEditSchema = caseEditSchemaFor('AU');

import { zodFieldErrors } from './field-errors.js';

const body = {
  country: 'AU',
  title: '  Took a deposit and never came back ',
  name: 'John Smith',
  number: '0412 345 678',
  details: 'He took a deposit of five hundred dollars for a bathroom job and never returned.',
};

function errorsOf(
  schema: typeof lodgementSchema | ReturnType<typeof caseEditSchemaFor>,
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : zodFieldErrors(result.error);
}

describe('lodgementSchema', () => {
  it('accepts a valid lodgement, trims text and applies the defaults', () => {
    const result = lodgementSchema.parse(body);
    expect(result).toMatchObject({
      title: 'Took a deposit and never came back',
      postAnonymously: true,
      visibleToPlumbers: false,
      visibleToElectricians: false,
    });
  });

  it('keeps the flags it is sent', () => {
    const result = lodgementSchema.parse({
      ...body,
      postAnonymously: false,
      visibleToPlumbers: true,
    });
    expect(result).toMatchObject({ postAnonymously: false, visibleToPlumbers: true });
  });

  it('carries the spec messages of validateLodgement, keyed by field', () => {
    expect(
      errorsOf(lodgementSchema, {
        ...body,
        title: 'x'.repeat(101),
        name: '',
        email: 'shit@example.com',
        abn: '1111',
        details: 'Too short.',
      }),
    ).toEqual({
      title: 'Title must be less than 100 characters.',
      name: "Offender's Name is required.",
      email: 'Email contains inappropriate language.',
      abn: 'ABN contains invalid or repetitive text. Please enter a valid number.',
      details: 'Details must be more than 50 characters.',
    });
  });

  it.each([
    ['title', 'Title is required.'],
    ['name', "Offender's Name is required."],
    ['number', "Offender's Number is required."],
    ['details', 'Details are required.'],
  ])('gives the spec message when %s is missing', (field, message) => {
    const { [field as keyof typeof body]: _dropped, ...rest } = body;
    expect(errorsOf(lodgementSchema, rest)).toEqual({ [field]: message });
  });

  it.each([undefined, '', 'FR'])('requires a country (%j)', (country) => {
    expect(errorsOf(lodgementSchema, { ...body, country })).toEqual({
      country: 'Please select a country',
    });
  });
});

describe('caseEditSchema', () => {
  it('accepts a partial edit', () => {
    expect(caseEditSchema.parse({ postcode: ' 2000 ' })).toEqual({ postcode: '2000' });
    expect(caseEditSchema.parse({})).toEqual({});
  });

  it('rejects profanity with the case page message, keyed by field', () => {
    expect(errorsOf(caseEditSchema, { title: 'Shit tradie', details: 'short' })).toEqual({
      title: 'Swear words are not allowed.',
      details: 'Details must be more than 50 characters.',
    });
  });
});
