import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, VALID_CASE } from '../../../test/case-form.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';

// A refused lodgement names its fields in the member's language (issue 49): the spec's English
// unchanged for an English reader, the catalogue's French field names for a French one, whatever
// the browser asks (the saved language wins, plugins/language.ts).

const { app, database } = await buildTestApp();

async function refusedFields(language: 'en' | 'fr-CA') {
  const user = await makeUser(database.db, { language });
  const res = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: {
      cookie: await sessionCookie(database.db, user.id),
      'accept-language': language === 'en' ? 'fr-CA' : 'en-CA',
    },
    payload: caseForm({
      ...VALID_CASE,
      name: 'x'.repeat(51),
      number: '0411 1111 11',
      alternateNumber: '0413 111 222 / 99',
    }),
  });
  expect(res.statusCode).toBe(400);
  return res.json().error.fields;
}

describe('POST /api/cases: the field names in refusals', () => {
  it('are the spec’s in English', async () => {
    const fields = await refusedFields('en');
    expect(fields.name).toBe('Name must be less than 50 characters.');
    expect(fields.number).toBe(
      'Number contains invalid or repetitive text. Please enter a valid number.',
    );
    expect(fields.alternateNumber).toMatch(/^Alternate number must be one whole phone number/);
  });

  it('are the catalogue’s French in French', async () => {
    const fields = await refusedFields('fr-CA');
    expect(fields.name).toBe('Nom doit compter moins de 50\u00a0caractères.');
    expect(fields.number).toBe(
      'Numéro contient un texte non valide ou répétitif. Veuillez entrer un numéro valide.',
    );
    expect(fields.alternateNumber).toMatch(/^Autre numéro /);
  });
});
