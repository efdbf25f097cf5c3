import { eq } from 'drizzle-orm';
import { threadParticipants } from '../../apps/server/src/db/schema/index';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { expect, seedReturningVisitor, test } from '../support/fixtures';

// Times are written in the viewer's locale (issue 24); these tests read them as an Australian
// browser writes them ('4:20 pm', '26 Nov 2026').
test.use({ locale: 'en-AU' });

// Private messaging in two browsers: the responder messages the author of an anonymous case,
// the author answers, both see it live; the red dot; the limit; Report User; Delete.

test('two people chat live about an anonymous case, and the author stays anonymous', async ({
  page,
  db,
  signIn,
  browser,
}) => {
  test.setTimeout(60_000); // two browsers, a whole conversation
  const author = await makeUser(db, { username: 'Secret_Author' });
  const kase = await makeCase(db, { creatorId: author.id, postAnonymously: true });
  const responder = await makeUser(db, { username: 'Curious_Neighbour' });

  // Every response the responder's browser receives is kept, to look for the author.
  const seen: string[] = [];
  page.on('response', async (response) => {
    seen.push(JSON.stringify(await response.allHeaders()));
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('json')) seen.push(await response.text().catch(() => ''));
  });
  await signIn(responder);
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: 'Message Author' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const chatUrl = page.url();
  // One name for one person (issue 45): the short tag, as My Messages shows it, the whole label
  // its title.
  await expect(page.getByTestId('chat-with')).toHaveText(`Anonymous user #${kase.id.slice(0, 4)}`);
  await expect(page.getByTestId('chat-with')).toHaveAttribute(
    'title',
    `Anonymous user #${kase.id}`,
  );
  await expect(page.getByTestId('neutral-avatar')).toBeVisible();
  await expect(page.getByRole('link', { name: kase.title, exact: true })).toBeVisible();

  // The author, in a second browser, with the nav bar's dot.
  const authorContext = await browser.newContext();
  await authorContext.addInitScript(seedReturningVisitor);
  await signIn(author, authorContext);
  const authorPage = await authorContext.newPage();
  await authorPage.goto('/');
  await expect(authorPage.getByTestId('unread-dot')).toHaveCount(0);

  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Hi, is this the tiler who never came back?');
  await input.press('Enter');
  await expect(page.getByTestId('message')).toHaveText([/never came back\?/]);
  await expect(input).toHaveValue('');

  // The dot lights up live on the author's page, and clears when My Messages opens.
  await expect(authorPage.getByTestId('unread-dot')).toBeVisible();
  await authorPage.getByRole('link', { name: /My Messages/ }).click();
  const thread = authorPage.getByTestId('thread');
  await expect(thread).toContainText('Curious_Neighbour');
  await expect(thread).toContainText(kase.title);
  await expect(thread).toContainText('never came back?');
  await expect(authorPage.getByTestId('unread-dot')).toHaveCount(0);

  // The author opens the chat and answers; the responder sees it without reloading.
  await thread.getByRole('link').click();
  await expect(authorPage.getByTestId('chat-with')).toHaveText('Curious_Neighbour');
  await authorPage
    .getByRole('textbox', { name: 'Message' })
    .fill('Yes. Did he take your deposit too?');
  await authorPage.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').last()).toHaveText(/Did he take your deposit too\?/, {
    timeout: 3000,
  });
  // And the other way, live too.
  await input.fill('He did, four hundred dollars.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(authorPage.getByTestId('message').last()).toHaveText(/four hundred dollars/);
  // Each message's time, in the viewer's zone, which the page names.
  await expect(page.getByText(/Times are shown in your time zone \(.+\)\./)).toBeVisible();
  await expect(page.getByTestId('message').first().locator('time')).toHaveText(
    /^\d{1,2}:\d{2} [ap]m$|^\d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m$/,
  );

  // Report User: confirmed once (issue 24), then disabled with the spec's message.
  await page.getByRole('button', { name: 'Report User' }).click();
  await page
    .getByRole('dialog', { name: 'Report this user?' })
    .getByRole('button', { name: 'Report User' })
    .click();
  await expect(page.getByText('User reported. You can report again after 24 hours.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report User' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Report User' })).toBeDisabled();

  // Nothing the responder's browser received names the author.
  await page.goto('/MyMessagesPage');
  // One line on a phone (issue 38): 'Anonymous user' and a short tag of the case id.
  await expect(page.getByTestId('thread-name')).toHaveText('Anonymous user');
  await expect(page.getByTestId('thread')).toContainText(`#${kase.id.slice(0, 4)}`);
  const everything = seen.join('\n');
  for (const secret of [author.id, author.email, 'Secret_Author']) {
    expect(everything).not.toContain(secret);
  }
  expect(chatUrl).not.toContain(author.id);
  await authorContext.close();
});

test('from 7 sent the chat says how many remain; at 10 the input is disabled', async ({
  page,
  db,
  signIn,
}) => {
  const author = await makeUser(db);
  const kase = await makeCase(db, { creatorId: author.id, postAnonymously: false });
  const responder = await makeUser(db);
  await signIn(responder);
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: 'Message Author' }).click();
  await expect(page).toHaveURL(/\/chat\//);
  const input = page.getByRole('textbox', { name: 'Message' });
  const messages = page.getByTestId('message');
  for (let i = 1; i <= 10; i++) {
    await input.fill(`Message number ${i}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(messages).toHaveCount(i);
    if (i < 7) await expect(page.getByTestId('messages-left')).toHaveCount(0);
    if (i >= 7 && i < 10) {
      await expect(page.getByTestId('messages-left')).toContainText(
        `You can send ${10 - i} more message${10 - i === 1 ? '' : 's'} in this chat until`,
      );
    }
  }
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(
    page.getByText(
      /^Message limit reached\. You can send again on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(.+\)\.$/,
    ),
  ).toBeVisible();
  // Still so after a reload: the server keeps the count.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
});

test('what is typed while a message is sending stays in the box', async ({ page, db, signIn }) => {
  const author = await makeUser(db);
  const kase = await makeCase(db, { creatorId: author.id, postAnonymously: false });
  await signIn(await makeUser(db));
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: 'Message Author' }).click();
  await expect(page).toHaveURL(/\/chat\//);
  // The server takes its time with the send.
  await page.route('**/api/threads/*/messages', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('First message');
  await page.getByRole('button', { name: 'Send' }).click();
  await input.fill('A second thought');
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expect(page.getByTestId('message')).toContainText('First message');
  await expect(input).toHaveValue('A second thought');
});

test('Delete hides a thread for one side only, until the other side writes again', async ({
  page,
  db,
  signIn,
  browser,
}) => {
  const author = await makeUser(db, { username: 'Tile_Victim' });
  const kase = await makeCase(db, { creatorId: author.id, postAnonymously: false });
  const responder = await makeUser(db, { username: 'Other_Victim' });
  await signIn(author);
  const responderContext = await browser.newContext();
  await responderContext.addInitScript(seedReturningVisitor);
  await signIn(responder, responderContext);
  const responderPage = await responderContext.newPage();
  await responderPage.goto(`/case/${kase.id}`);
  await responderPage.getByRole('button', { name: 'Message Author' }).click();
  await responderPage.getByRole('textbox', { name: 'Message' }).fill('Hello from me');
  await responderPage.getByRole('button', { name: 'Send' }).click();
  await expect(responderPage.getByTestId('message')).toHaveCount(1);

  await page.goto('/MyMessagesPage');
  const thread = page.getByTestId('thread');
  await expect(thread).toContainText('Other_Victim');
  await thread.getByRole('button', { name: /^More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete thread' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No messages yet.')).toBeVisible();

  // The responder still has it.
  await responderPage.goto('/MyMessagesPage');
  await expect(responderPage.getByTestId('thread')).toContainText('Tile_Victim');

  // A new message from the responder brings it back for the author.
  await responderPage.getByTestId('thread').getByRole('link').click();
  await responderPage.getByRole('textbox', { name: 'Message' }).fill('Are you still there?');
  await responderPage.getByRole('button', { name: 'Send' }).click();
  await expect(responderPage.getByTestId('message')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('thread')).toContainText('Are you still there?');
  const rows = await db
    .select()
    .from(threadParticipants)
    .where(eq(threadParticipants.userId, author.id));
  expect(rows.every((r) => r.hiddenAt === null)).toBe(true);
  await responderContext.close();
});

test('signed out, My Messages and a chat go to Log In', async ({ page }) => {
  await page.goto('/MyMessagesPage');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2FMyMessagesPage$/);
  await expect(page.getByText('You must be logged in to access this page.')).toBeVisible();
  await page.goto('/chat/7b0c1f7e-3a51-4c1e-9a55-0c3f8f1d2e4a');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2Fchat%2F/);
});

test('a chat that is not yours says so and goes home', async ({
  page,
  db,
  signIn,
  consoleErrors,
}) => {
  const author = await makeUser(db);
  const kase = await makeCase(db, { creatorId: author.id });
  const [a, b] = [await makeUser(db), await makeUser(db)];
  await signIn(a);
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: 'Message Author' }).click();
  await expect(page).toHaveURL(/\/chat\//);
  await expect(page.getByTestId('chat-with')).toBeVisible();
  const url = page.url();
  // Off the chat first, so that none of its requests is still on its way when the cookies go
  // (they would answer 401 to a session that is no longer there).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(b);
  await page.goto(url);
  await expect(page.getByText('You do not have access to this chat.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  // A thread that does not exist reads the same (issue 24): nothing tells them apart.
  await page.goto('/chat/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('You do not have access to this chat.')).toBeVisible();
  // The browser logs the API's 404s (the thread and its messages): expected here.
  expect(consoleErrors.every((line) => line.includes('status of 404'))).toBe(true);
  consoleErrors.length = 0;
});

test('the chat works at 375 px and by keyboard', async ({ page, db, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const author = await makeUser(db);
  const kase = await makeCase(db, {
    creatorId: author.id,
    postAnonymously: true,
    title: 'A very long title that goes on and on about the tradesman who vanished with a deposit',
  });
  const responder = await makeUser(db);
  await signIn(responder);
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: 'Message Author' }).click();
  await expect(page.getByTestId('chat-with')).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.focus();
  await page.keyboard.type('Typed with the keyboard only');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message')).toHaveText([/keyboard only/]);
  // Tab reaches Send, then Report User is reachable too.
  await input.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
