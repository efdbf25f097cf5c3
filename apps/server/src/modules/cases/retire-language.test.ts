import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeCase, makeUser } from '../../../test/factories.js';
import { readOutbox } from '../../../test/outbox.js';
import { formatLongDay } from '../../lib/date-locale.js';
import { retireStaleCases } from './retire-service.js';

// The retirement reminder in its creator's saved language (issue 49): the hourly sweep has no
// request, so the outbox writes each reminder in the language of the account it goes to.

const { app, database, config } = await buildTestApp();
const { db } = database;
const NOW = new Date();
const DAY = 24 * 60 * 60 * 1000;

function threeYearsAgo(plusDays: number): Date {
  const date = new Date(NOW);
  date.setUTCFullYear(date.getUTCFullYear() - 3);
  return new Date(date.getTime() + plusDays * DAY);
}

let serial = 0;
/** A creator of the language (and zone) given, with one case last touched at `touchedAt`. */
async function idleCaseOf(
  language: 'en' | 'fr-CA',
  touchedAt: Date,
  timeZone: string | null = null,
) {
  serial += 1;
  const creator = await makeUser(db, { language, timeZone, username: `Marie_${serial}` });
  await makeCase(db, {
    creatorId: creator.id,
    country: 'NZ',
    number: `021 556 ${String(1000 + serial)}`,
    postcode: String(7400 + serial),
    title: 'Toiture jamais finie',
    touchedAt,
  });
  return creator;
}

describe('the case retirement email, in the creator’s language', () => {
  it('reminds a French creator in French, and tells another their case was archived', async () => {
    const soon = await idleCaseOf('fr-CA', threeYearsAgo(29));
    const gone = await idleCaseOf('fr-CA', threeYearsAgo(-1));
    const english = await idleCaseOf('en', threeYearsAgo(29));
    await retireStaleCases({ ...app.deps, log: app.log }, NOW);
    const mails = await readOutbox(config.dataDir);
    const to = (email: string) => mails.find((m) => m.to === email);

    const reminder = to(soon.email);
    expect(reminder?.subject).toBe('Votre dossier Forewarn sera archivé dans 30\u00a0jours');
    expect(reminder?.text).toContain(`Bonjour ${soon.username},`);
    expect(reminder?.text).toContain(
      'Votre dossier «\u00a0Toiture jamais finie\u00a0» n’a été ni modifié, ni réactivé, et n’a reçu aucune réponse depuis 3\u00a0ans\u00a0:',
    );
    // The day in full, as each language writes it: never 2026-12-04.
    expect(reminder?.text).toMatch(
      /Le \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}, il disparaîtra de la recherche/,
    );
    expect(reminder?.text).toContain(
      'Pour le garder visible 3\u00a0ans de plus, ouvrez ce lien\u00a0:',
    );
    expect(reminder?.links.some((l) => l.includes('/KeepListed?'))).toBe(true);

    const archived = to(gone.email);
    expect(archived?.subject).toBe('Votre dossier Forewarn a été archivé');
    expect(archived?.text).toContain(
      'Il n’apparaît plus dans la recherche ni dans les dossiers récents',
    );

    const kept = to(english.email);
    expect(kept?.subject).toBe('Your Forewarn case will be archived in 30 days');
    expect(kept?.text).toContain(
      'Your case "Toiture jamais finie" has not been edited, answered or unpaused for 3 years:',
    );
    expect(kept?.text).toContain('To keep it listed for another 3 years, open this link:');
    expect(kept?.text).toMatch(
      /On \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} it will leave search/,
    );
  });

  it("announces the day in the creator's own zone: the evening before, west of UTC", async () => {
    // Touched at 03:00 UTC, so archived at 03:00 UTC in about 29 days: still the day before in
    // Los Angeles. The archive's day is counted from the touch, as the sweep counts it (so a
    // 29 February three years back cannot move it).
    const touchedAt = threeYearsAgo(29);
    touchedAt.setUTCHours(3, 0, 0, 0);
    const archivesAt = new Date(touchedAt);
    archivesAt.setUTCFullYear(archivesAt.getUTCFullYear() + 3);
    const creator = await idleCaseOf('en', touchedAt, 'America/Los_Angeles');
    await retireStaleCases({ ...app.deps, log: app.log }, NOW);
    const reminder = (await readOutbox(config.dataDir)).find((m) => m.to === creator.email);
    const dayBefore = formatLongDay(new Date(archivesAt.getTime() - DAY));
    expect(reminder?.text).toContain(`On ${dayBefore} it will leave search`);
  });
});
