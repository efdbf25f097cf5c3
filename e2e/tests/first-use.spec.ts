import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cases, messages, threads, userReports, users } from '../../apps/server/src/db/schema';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { type Db, expect, test } from '../support/fixtures';

// Issue 24: what a first-time user tripped over, each fixed and checked in the browser.

const letters = () =>
  randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'.charAt(Number(d)));
const uniqueMobile = () =>
  `043${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;

async function aThread(db: Db) {
  const owner = await makeUser(db, { username: `Owner_${letters()}` });
  const responder = await makeUser(db, { username: `Resp_${letters()}` });
  const kase = await makeCase(db, { creatorId: owner.id, number: uniqueMobile() });
  const [thread] = await db
    .insert(threads)
    .values({ caseId: kase.id, ownerId: owner.id, responderId: responder.id, isAnonymous: false })
    .returning();
  if (!thread) throw new Error('no thread');
  await db
    .insert(messages)
    .values({ threadId: thread.id, senderId: owner.id, text: 'Send me your bank details' });
  return { owner, responder, kase, thread };
}

test("the lodgement form's help says what others see", async ({ page, db, signIn }) => {
  await signIn(await makeUser(db));
  await page.goto('/LodgementPage');
  await page.getByRole('button', { name: '?' }).first().click();
  const help = page.getByText(/Offender data is shown masked/);
  await expect(help).toContainText('an email as the first two characters of its name');
  await expect(help).toContainText('phone numbers, emails and surnames are masked too');
  await expect(help).not.toContainText('without its domain');
  await expect(help).not.toContainText('Details and postcode are shown as written');
});

test('a suspended member sees why and until when on every page, and the forms are disabled', async ({
  page,
  db,
  signIn,
}) => {
  test.setTimeout(120_000);
  const { responder, kase, thread } = await aThread(db);
  await db
    .update(users)
    .set({
      suspendedAt: new Date(),
      suspendedUntil: new Date('2031-03-04T05:06:00Z'),
      suspensionReason: 'Insults in messages',
    })
    .where(eq(users.id, responder.id));
  await signIn(responder);
  for (const path of ['/', `/case/${kase.id}`, `/chat/${thread.id}`, '/ReportFeedbackPage']) {
    await page.goto(path);
    const banner = page.getByTestId('suspension-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Insults in messages');
    await expect(banner).toContainText('2031');
  }
  await page.goto('/LodgementPage');
  await expect(page.getByRole('heading', { name: /Posting In/ })).toBeVisible();
  // The lodgement page says it once, above the form: the reason and the one date (issue 45).
  await expect(page.getByTestId('suspension-banner')).toHaveCount(0);
  await expect(page.getByTestId('lodging-limit')).toContainText('Insults in messages');
  await expect(page.getByTestId('lodging-limit')).toContainText('2031');
  await expect(page.getByRole('button', { name: 'Submit Case' })).toBeDisabled();
  await page.goto(`/chat/${thread.id}`);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Report User' })).toBeDisabled();
  await page.goto(`/case/${kase.id}`);
  await expect(page.getByRole('button', { name: 'Report Case' })).toBeDisabled();
});

test("Report Case, 'Is this about you?' and Dispute sit under one heading, each explained", async ({
  page,
  db,
  signIn,
}) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id, number: uniqueMobile() });
  await signIn(await makeUser(db));
  await page.goto(`/case/${kase.id}`);
  const group = page.getByRole('region', { name: 'Something wrong with this case?' });
  await expect(group).toBeVisible();
  await expect(group.getByText(/^Report Case: for anyone/)).toBeVisible();
  await expect(
    group.getByText(/^Is this about you\?: for the person this case names/),
  ).toBeVisible();
  await expect(group.getByText(/^Dispute this case: for someone named here/)).toBeVisible();
  await expect(group.getByRole('button', { name: 'Report Case' })).toBeVisible();
});

test('Report User asks for a reason and confirms before sending', async ({ page, db, signIn }) => {
  const { owner, responder, thread } = await aThread(db);
  await signIn(responder);
  await page.goto(`/chat/${thread.id}`);
  await page.getByRole('button', { name: 'Report User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this user?' });
  await expect(dialog).toBeVisible();
  // Cancel sends nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await db.select().from(userReports).where(eq(userReports.threadId, thread.id))).toEqual(
    [],
  );

  await page.getByRole('button', { name: 'Report User' }).click();
  await dialog.getByLabel('Reason (optional)').fill('x'.repeat(501));
  await expect(dialog.getByText('Reason must be less than 500 characters.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Report User' })).toBeDisabled();
  await dialog.getByLabel('Reason (optional)').fill('Asked for my bank details');
  await dialog.getByRole('button', { name: 'Report User' }).click();
  await expect(page.getByText('User reported. You can report again after 24 hours.')).toBeVisible();
  const [report] = await db.select().from(userReports).where(eq(userReports.threadId, thread.id));
  expect(report).toMatchObject({ reason: 'Asked for my bank details', reportedUserId: owner.id });

  // The moderator sees the saved messages, and the live thread only on request.
  await db
    .insert(messages)
    .values({ threadId: thread.id, senderId: owner.id, text: 'Written later' });
  const moderator = await makeUser(db, { role: 'moderator' });
  await page.context().clearCookies();
  await signIn(moderator);
  await page.goto('/moderation');
  const item = page.getByRole('listitem').filter({ hasText: 'Asked for my bank details' }).first();
  await expect(item.getByText('Messages saved with the report (1)')).toBeVisible();
  await expect(item.getByText('Send me your bank details')).toBeVisible();
  await expect(item.getByText('Written later')).toBeHidden();
  await item.getByRole('button', { name: 'Show the current thread' }).click();
  await expect(item.getByText('Written later')).toBeVisible();
});

test.describe("dates in the viewer's locale and zone", () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('the moderation queue names the zone', async ({ page, db, signIn }) => {
    const { owner, responder, thread } = await aThread(db);
    await db.insert(userReports).values({
      threadId: thread.id,
      reporterId: responder.id,
      reportedUserId: owner.id,
      reason: `Zone check ${letters()}`,
      createdAt: new Date('2030-01-15T12:30:00Z'),
    });
    await signIn(await makeUser(db, { role: 'moderator' }));
    await page.goto('/moderation');
    await expect(page.getByText('15 Jan 2030, 12:30 (Europe/London)').first()).toBeVisible();
  });
});

test('the case page font is 4vw below 750 px and 2vw from 750 px; the title is its largest heading', async ({
  page,
  db,
}) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id, number: uniqueMobile() });
  for (const [width, share, cap] of [
    [360, 0.04, 22],
    [390, 0.04, 22],
    [749, 0.04, 22],
    [750, 0.02, 20],
    [1280, 0.02, 20],
    [1920, 0.02, 20],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/case/${kase.id}`);
    await expect(page.getByRole('heading', { name: 'Responses' })).toBeVisible();
    const sizes = await page.getByTestId('case-page').evaluate((article) => {
      const px = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
      const title = article.querySelector('[data-testid="case-title"]');
      return {
        page: px(article),
        title: title ? px(title) : 0,
        others: [...article.querySelectorAll('h2, h3')].map(px),
      };
    });
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    // Spec §2: the page's font, within the clamps that keep it readable (14 px to 20 or 22).
    expect(sizes.page, `${width} px`).toBeCloseTo(Math.min(cap, Math.max(14, viewport * share)), 0);
    // Issue 45: the title is the largest heading at every width.
    expect(Math.max(...sizes.others), `${width} px`).toBeLessThan(sizes.title);
  }
});

test("a card's Pause says the spec's words when the session ended or the case is not theirs", async ({
  page,
  db,
  signIn,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const me = await makeUser(db);
  const kase = await makeCase(db, { creatorId: me.id, number: uniqueMobile() });
  await signIn(me);
  await page.goto('/MyLodgements');
  const card = page.getByRole('article', { name: kase.title });
  await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.context().clearCookies();
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Please log in to toggle pause status')).toBeVisible();

  await signIn(me);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();
  const someoneElse = await makeUser(db);
  await db.update(cases).set({ creatorId: someoneElse.id }).where(eq(cases.id, kase.id));
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('You are not authorized to toggle this case')).toBeVisible();
  // The browser logs the refused requests (401, then 403): expected here.
  expect(consoleErrors.every((line) => /status of 40[13]/.test(line))).toBe(true);
  consoleErrors.length = 0;
});
