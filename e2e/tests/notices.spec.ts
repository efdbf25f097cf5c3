import { and, eq, inArray, isNull } from 'drizzle-orm';
import { cases, comments, notices, statements } from '../../apps/server/src/db/schema/index';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { waitForMail } from '../../apps/server/test/outbox';
import { expect, test } from '../support/fixtures';

// Notice and action (issue 48) through the browser: a visitor files a UK notice from the case
// page, with the proof of work solved in a worker; a moderator on a 390 px phone decides it at
// the desk by the keyboard alone. The rules are the API tests' (apps/server notices/).

const unique = () => Math.random().toString(36).slice(2, 8);

test('a visitor files a notice from the case page; a moderator decides it by keyboard at 390 px', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  test.setTimeout(150_000);
  const poster = await makeUser(db, { country: 'GB' });
  const title = `Noticed case ${unique()}`;
  const kase = await makeCase(db, { creatorId: poster.id, country: 'GB', title, number: '' });
  // A response, which the desk shows beside the notice.
  await db
    .insert(comments)
    .values({ caseId: kase.id, userId: poster.id, text: 'I stand by every word of it.' });

  // The visitor: no account.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/case/${kase.id}`);
  await visitorPage
    .getByRole('main')
    .getByRole('link', { name: 'Report illegal or defamatory content' })
    .click();
  await expect(
    visitorPage.getByRole('heading', { name: 'Report illegal or defamatory content' }),
  ).toBeVisible();
  await visitorPage
    .getByLabel('Explain why, and what exactly is complained of')
    .fill('It says I kept a deposit; I returned it the same week.');
  await visitorPage.getByLabel(/The exact part of the case/).fill('The title');
  await visitorPage
    .getByLabel('The meaning you say the statement has')
    .fill('That I steal deposits');
  await visitorPage.getByLabel(/Which parts are factually inaccurate/).fill('All of it');
  await visitorPage.getByLabel('Your full name').fill('Pat Notifier');
  const email = `pat-${unique()}@example.test`;
  await visitorPage.getByLabel('Your email address').fill(email);
  await visitorPage.getByLabel(/I believe in good faith/).check();
  await visitorPage.getByRole('button', { name: 'Send notice' }).click();
  await expect(visitorPage.getByRole('status')).toContainText(
    'Notice received. Your reference is N-',
  );
  await visitor.close();
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const ack = await waitForMail(dataDir, email, { subject: /was received/ });
  expect(ack.text).toContain('/notices/status/');
  const [notice] = await db.select().from(notices).where(eq(notices.caseId, kase.id));
  expect(notice?.regime).toBe('uk');

  // Everything else in the desk is decided first, so the next item is this one.
  await db
    .update(notices)
    .set({ dueAt: new Date(Date.now() - 86_400_000) })
    .where(eq(notices.id, notice?.id ?? ''));

  const moderator = await makeUser(db, { role: 'moderator', username: `Desk_${unique()}` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(moderator);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Notices desk' })).toBeVisible();
  // The desk claims and shows the first item as it opens; then the keyboard alone: 1 for a
  // canned reason, R to remove.
  const item = page.getByRole('article', { name: notice?.reference ?? '' });
  await expect(item).toBeVisible();
  // Everything needed to decide, on one screen: the case, its responses, the histories.
  for (const name of ['The notice', 'The case', 'Images', 'Responses', 'The lodger’s history']) {
    await expect(item.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(item).toContainText('I stand by every word of it.');
  await expect(item).toContainText('Pat Notifier');
  await page.keyboard.press('1');
  await page.keyboard.press('r');
  await expect(page.getByRole('button', { name: /Undo \(U\)/ })).toBeVisible();
  // Undo brings it back; deciding again sends after the window.
  await page.keyboard.press('u');
  await expect(page.getByRole('article', { name: notice?.reference ?? '' })).toBeVisible();
  await page.keyboard.press('r');
  await expect
    .poll(
      async () => (await db.select().from(cases).where(eq(cases.id, kase.id)))[0]?.hiddenAt ?? null,
      {
        timeout: 20_000,
      },
    )
    .not.toBeNull();
  const [decided] = await db
    .select()
    .from(notices)
    .where(eq(notices.id, notice?.id ?? ''));
  expect(decided?.decision).toBe('remove');
  expect(decided?.decidedBy).toBe(moderator.id);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

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

  const moderator = await makeUser(db, { role: 'moderator', username: `Waves_${unique()}` });
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
