import { randomBytes } from 'node:crypto';
import { NAMED_PARTY_MESSAGES } from '@forewarn/domain';
import type { Page } from '@playwright/test';
import { messages, threads, watches, watchKeys } from '../../apps/server/src/db/schema';
import { alertCaseShown } from '../../apps/server/src/modules/watches/alerts';
import { makeCase, makeUser, sessionCookie, type TestUser } from '../../apps/server/test/factories';
import { waitForMail } from '../../apps/server/test/outbox';
import { analyze } from '../support/axe';
import { type Db, expect, test } from '../support/fixtures';

// Issue 38, phone-grade: the header in one row, the notification list inside a phone's screen
// with which number matched, My Messages one row per thread, three cases a screen, the person
// named replying without a code, one event stream per chat tab, a chat keyboard-scrollable.

const letters = () =>
  randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'.charAt(Number(d)));

/** An Australian mobile no other test uses, no digit repeating the one before it. */
function uniqueMobile(): { national: string; e164: string } {
  let digits = '9';
  for (const byte of randomBytes(6)) {
    const previous = Number(digits.at(-1));
    digits += String((previous + 1 + (byte % 9)) % 10);
  }
  const rest = digits.slice(1);
  return { national: `0437 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+61437${rest}` };
}

/** A member with a watch alert: a case giving their watched number in another shape. */
async function memberWithWatchAlert(db: Db) {
  const member = await makeUser(db, { username: `Phone_${letters()}` });
  const number = uniqueMobile();
  const [watch] = await db
    .insert(watches)
    .values({ userId: member.id, country: 'AU', typed: number.national, normalized: number.e164 })
    .returning();
  if (!watch) throw new Error('no watch');
  await db.insert(watchKeys).values({
    watchId: watch.id,
    userId: member.id,
    country: 'AU',
    value: number.e164,
  });
  const creator = await makeUser(db);
  // Lodged as '+61 437…': a shape nobody types; the notice shows it as the case page does.
  const kase = await makeCase(db, {
    creatorId: creator.id,
    number: `+61 ${number.e164.slice(3)}`,
    title: `Left without paying ${letters()}`,
  });
  await alertCaseShown(db, kase.id);
  const masked = `${number.national.slice(0, -2)}**`;
  return { member, kase, masked };
}

/** A thread whose other side is an anonymous case's creator: the longest name a row shows. */
async function anonymousThread(db: Db, me: TestUser) {
  const owner = await makeUser(db);
  const kase = await makeCase(db, {
    creatorId: owner.id,
    postAnonymously: true,
    title: `Took a deposit for a bathroom renovation and never came back ${letters()}`,
  });
  const [thread] = await db
    .insert(threads)
    .values({ caseId: kase.id, ownerId: owner.id, responderId: me.id, isAnonymous: true })
    .returning();
  if (!thread) throw new Error('no thread');
  await db.insert(messages).values({
    threadId: thread.id,
    senderId: owner.id,
    text: 'Yes, that is him. He took the deposit and stopped answering the phone after a week.',
  });
  return thread;
}

/** Whether the box lies inside the viewport, sideways. */
async function insideViewport(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

for (const width of [360, 390, 499]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the header is one row of at most 64 px: flag, brand, bell and Menu', async ({
      page,
      db,
      signIn,
    }) => {
      await signIn(await makeUser(db, { username: `Header_${letters()}` }));
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      const bar = await nav.boundingBox();
      expect(bar?.height).toBeLessThanOrEqual(64);
      const controls = [
        page.getByRole('button', { name: /^Select country/ }),
        nav.getByRole('link', { name: 'Forewarn' }),
        bell,
        page.getByRole('button', { name: 'Menu', exact: true }),
      ];
      const tops: number[] = [];
      for (const control of controls) {
        await expect(control).toBeVisible();
        const box = await control.boundingBox();
        if (!box || !bar) throw new Error('no box');
        // Inside the one row, and on screen.
        expect(box.y).toBeGreaterThanOrEqual(bar.y - 0.5);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
        expect(await insideViewport(page, control)).toBe(true);
        tops.push(box.y);
      }
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12);
      // Everything else is in the Menu, Sign Out at its foot.
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const signOut = menu.getByRole('button', { name: 'Sign Out' });
      await expect(signOut).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Lodgement', exact: true })).toBeVisible();
      const lastLink = await menu.locator('a[data-nav]').last().boundingBox();
      const signOutBox = await signOut.boundingBox();
      expect(signOutBox?.y ?? 0).toBeGreaterThan(lastLink?.y ?? Number.POSITIVE_INFINITY);
    });

    test('the notification list lies inside the screen, each entry readable, with the number that matched and its flag', async ({
      page,
      db,
      signIn,
    }) => {
      const { member, kase, masked } = await memberWithWatchAlert(db);
      await signIn(member);
      await page.goto('/');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await bell.click();
      const sheet = page.getByRole('dialog', { name: 'Notifications' });
      await expect(sheet).toBeVisible();
      await expect(sheet).toBeFocused();
      expect(await insideViewport(page, sheet)).toBe(true);
      const entry = sheet.getByTestId('notification-entry').first();
      const link = entry.getByRole('link', { name: new RegExp(kase.title) });
      await expect(link).toBeVisible();
      expect(await insideViewport(page, link)).toBe(true);
      await expect(entry).toContainText('Watch alert');
      await expect(entry.getByTestId('notification-identifier')).toHaveText(masked);
      await expect(entry.locator('img[data-flag="AU"]')).toBeVisible();
      await expect(entry.locator('time')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(bell).toBeFocused();
      // The case page shows the number in the same shape.
      await page.goto(`/case/${kase.id}`);
      await expect(page.locator('[data-field="number"]')).toHaveText(masked);
    });

    test("a thread row's name is one line, and Delete waits behind the row's menu", async ({
      page,
      db,
      signIn,
    }) => {
      const me = await makeUser(db);
      await anonymousThread(db, me);
      await signIn(me);
      await page.goto('/MyMessagesPage');
      const row = page.getByTestId('thread').first();
      const name = row.getByTestId('thread-name');
      await expect(name).toHaveText('Anonymous user');
      const lines = await name.evaluate((el) => {
        const style = getComputedStyle(el);
        return el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
      });
      expect(lines).toBeLessThan(1.5);
      const rowBox = await row.boundingBox();
      expect(rowBox?.height ?? 999).toBeLessThanOrEqual(110);
      expect(await insideViewport(page, row)).toBe(true);
      await expect(row.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
      await row.getByRole('button', { name: /^More actions/ }).click();
      const remove = page.getByRole('menuitem', { name: 'Delete' });
      await expect(remove).toBeVisible();
      expect(await insideViewport(page, remove)).toBe(true);
    });

    test('three cases fit in an 844 px screen', async ({ page, db }) => {
      const creator = await makeUser(db);
      for (let i = 0; i < 3; i++) {
        await makeCase(db, {
          creatorId: creator.id,
          title: `Skipped out on the rent ${letters()}`,
        });
      }
      await page.goto('/?q=');
      const cards = page.getByTestId('case-card');
      await expect(cards.nth(2)).toBeVisible();
      const first = await cards.nth(0).boundingBox();
      const third = await cards.nth(2).boundingBox();
      if (!first || !third) throw new Error('no cards');
      expect(third.y + third.height - first.y).toBeLessThanOrEqual(844);
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the person named is told calmly by email, follows the link and replies without a code', async ({
    page,
    db,
    signIn,
  }) => {
    test.setTimeout(60_000);
    const number = uniqueMobile();
    const named = await makeUser(db, {
      username: `Named_${letters()}`,
      phoneVerified: true,
      phoneNumber: number.e164,
      verifiedPhoneNumber: number.e164,
    });
    const creator = await makeUser(db);
    const kase = await makeCase(db, {
      creatorId: creator.id,
      number: number.national,
      title: `Never paid for the fence ${letters()}`,
    });
    await alertCaseShown(db, kase.id);

    const mail = await waitForMail(process.env.E2E_DATA_DIR ?? '', named.email, {
      subject: /^A case on Forewarn names you/,
      timeoutMs: 15_000,
    });
    expect(mail.text).toContain('reply as the person named');
    expect(mail.text).toContain('dispute the case');
    expect(mail.text).toContain('What happens next');
    const link = mail.links.find((l) => l.includes(`/case/${kase.id}#this-case-names-you`));
    expect(link, mail.text).toBeDefined();

    const codeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/named-party/code')) codeRequests.push(request.url());
    });
    await signIn(named);
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').hash);
    const view = page.getByRole('region', { name: NAMED_PARTY_MESSAGES.heading });
    await expect(view).toBeVisible();
    await expect(view.getByRole('button', { name: 'Dispute this case' })).toBeVisible();
    // The spec's headings stay: the case's details are still there below.
    await view.getByRole('button', { name: NAMED_PARTY_MESSAGES.replyAsNamed }).click();
    const box = page.getByRole('textbox', { name: 'Your response' });
    await expect(box).toBeFocused();
    await box.fill('This is not right: I paid the fence in full, and I have the bank receipt.');
    await page.getByRole('button', { name: 'Post response' }).click();
    await expect(page.getByText('Named party — verified').first()).toBeVisible();
    expect(codeRequests).toEqual([]);
    // Anyone else still proves it with a code: no such view for them.
    const other = await makeUser(db);
    await page.context().clearCookies();
    await signIn(other);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Is this about you?' })).toBeVisible();
    await expect(page.getByRole('region', { name: NAMED_PARTY_MESSAGES.heading })).toHaveCount(0);
  });

  test('three chat tabs hold one event stream each, and each carries the next message', async ({
    context,
    db,
    signIn,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const me = await makeUser(db);
    const thread = await anonymousThread(db, me);
    await signIn(me);
    const streams: string[] = [];
    context.on('request', (request) => {
      if (/\/api\/threads\/(?:[^/]+\/)?events/.test(request.url())) streams.push(request.url());
    });
    const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()));
    for (const tab of tabs) {
      await tab.goto(`/chat/${thread.id}`);
      await expect(tab.getByTestId('messages')).toContainText('He took the deposit', {
        timeout: 15_000,
      });
    }
    // Instead of 30 s of idling: the server's next notice to this member (the other side's
    // message, computed once for all their streams, decision 0038) reaches every tab, and
    // showing it opens no stream of its own.
    const owner = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: await sessionCookie(db, thread.ownerId) },
    });
    const sent = await owner.post(`/api/threads/${thread.id}/messages`, {
      data: { text: 'He has done the same to my neighbour, two streets away.' },
    });
    expect(sent.status()).toBe(201);
    await owner.dispose();
    for (const tab of tabs) {
      await expect(tab.getByTestId('messages')).toContainText('the same to my neighbour', {
        timeout: 15_000,
      });
    }
    expect(streams).toHaveLength(3);
    expect(streams.every((url) => url.endsWith('/api/threads/events'))).toBe(true);
  });

  test('a chat scrolled by keyboard has no detectable accessibility problems', async ({
    page,
    db,
    signIn,
  }) => {
    const me = await makeUser(db);
    const thread = await anonymousThread(db, me);
    await db.insert(messages).values(
      Array.from({ length: 30 }, (_, i) => ({
        threadId: thread.id,
        senderId: i % 2 ? me.id : thread.ownerId,
        text: `Message number ${i + 1} about the deposit and the bathroom.`,
        createdAt: new Date(Date.now() - (30 - i) * 60_000),
      })),
    );
    await signIn(me);
    await page.goto(`/chat/${thread.id}`);
    const list = page.getByTestId('messages');
    await expect(list).toContainText('Message number 30');
    // Reached by Tab like any control, then scrolled with the keys.
    await list.focus();
    await expect(list).toBeFocused();
    // Chromium scrolls by key smoothly: a key pressed while the last key's scroll is still
    // settling was sometimes dropped (1 run in 30), so each key waits for its scroll to end.
    const scrollByKey = async (key: string) => {
      await list.evaluate((el) => {
        const settled = new Promise<number>((resolve) => {
          el.addEventListener('scrollend', () => resolve(el.scrollTop), { once: true });
          setTimeout(() => resolve(Number.NaN), 5_000);
        });
        (el as HTMLElement & { settled?: Promise<number> }).settled = settled;
      });
      await page.keyboard.press(key);
      return list.evaluate((el) => (el as HTMLElement & { settled?: Promise<number> }).settled);
    };
    expect(await scrollByKey('Home')).toBe(0);
    expect(await scrollByKey('PageDown')).toBeGreaterThan(0);
    const { violations } = await analyze(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
      [],
    );
  });
});
