import { and, inArray, isNull } from 'drizzle-orm';
import { cases, statements } from '../../apps/server/src/db/schema/index';
import { makeCase, makeUser, testUsername } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

// Held cases in waves (issue 48) through the browser: a moderator on a 390 px phone releases or
// removes the held first cases of one network or one window. The rules are the API tests'
// (apps/server notices/). The notices desk by keyboard is in issue-48-acceptance.spec.ts, whose
// tests run one after the other (see there).

test('a moderator releases a wave of 200 held first cases from one /48, and removes a wave created in one window', async ({
  page,
  db,
  signIn,
}) => {
  test.setTimeout(90_000);
  const lodger = await makeUser(db, { country: 'AU' });
  const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::/48`;
  const now = new Date();
  const held = (extra: object) => ({
    creatorId: lodger.id,
    number: '',
    hiddenAt: now,
    heldAt: now,
    ...extra,
  });
  const wave: string[] = [];
  for (let i = 0; i < 200; i += 20) {
    const made = await Promise.all(
      Array.from({ length: 20 }, () => makeCase(db, held({ heldNetwork: network }))),
    );
    wave.push(...made.map((c) => c.id));
  }
  // A second wave lodged within one hour of a day in 2020, from many networks.
  const year = 2020;
  const day = 1 + Math.floor(Math.random() * 27);
  const start = new Date(Date.UTC(year, 2, day, 10, 0));
  const windowed = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      makeCase(
        db,
        held({
          heldNetwork: `198.51.${i}.0/24`,
          createdAt: new Date(start.getTime() + i * 60_000),
        }),
      ),
    ),
  );

  const moderator = await makeUser(db, { role: 'moderator', username: testUsername('Waves') });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(moderator);
  await page.goto('/moderation');
  const waves = page.getByRole('region', { name: 'Held cases, in waves' });
  await waves.getByLabel('Network (e.g. 2001:db8:1::/48)').fill(network);
  await waves.getByLabel('Reasons (they fill the statement of reasons)').fill('Read: all lawful.');
  await waves.getByRole('button', { name: 'Release all' }).click();
  await expect(waves.getByRole('status')).toHaveText('200 cases decided.');
  const stillHeld = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(inArray(cases.id, wave), isNull(cases.hiddenAt)));
  expect(stillHeld).toHaveLength(200);

  // By window: the browser's local times (this run's zone is the machine's).
  const local = (at: Date) => {
    const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
    return shifted.toISOString().slice(0, 16);
  };
  await waves.getByLabel('Network (e.g. 2001:db8:1::/48)').fill('');
  await waves.getByLabel('Created from').fill(local(start));
  await waves.getByLabel('Created before').fill(local(new Date(start.getTime() + 3_600_000)));
  await waves
    .getByLabel('Reasons (they fill the statement of reasons)')
    .fill('A flood of invented cases.');
  await waves.getByRole('button', { name: 'Remove all' }).click();
  await expect(waves.getByRole('status')).toHaveText('30 cases decided.');
  const ids = windowed.map((c) => c.id);
  const written = await db.select().from(statements).where(inArray(statements.caseId, ids));
  expect(written).toHaveLength(30);
  expect(new Set(written.map((w) => w.caseId)).size).toBe(30);
});
