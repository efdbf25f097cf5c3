import { NOTIFICATION_MESSAGES, WATCH_MESSAGES } from '@forewarn/domain';
import { unsubscribeToken } from '../../apps/server/src/modules/notifications/unsubscribe';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { expect, seedReturningVisitor, test } from '../support/fixtures';
import { ACCOUNT_SECTIONS, openAccountSection } from '../support/my-account';

// The notification centre (issue 23): the bell counts live over the member's one event stream,
// lists newest first, links to the thread, marks read; email per kind on My Account; the
// unsubscribe page works signed out and changes nothing until its button is pressed.

test('the bell lights up live for a new message and leads to the chat', async ({
  page,
  db,
  signIn,
  browser,
}) => {
  const author = await makeUser(db);
  const kase = await makeCase(db, { creatorId: author.id, postAnonymously: true });
  const asker = await makeUser(db);

  await signIn(author);
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const askerContext = await browser.newContext();
  await askerContext.addInitScript(seedReturningVisitor);
  await signIn(asker, askerContext);
  const askerPage = await askerContext.newPage();
  await askerPage.goto(`/case/${kase.id}`);
  await askerPage.getByRole('button', { name: 'Message Author' }).click();
  await expect(askerPage).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const chatPath = new URL(askerPage.url()).pathname;
  const input = askerPage.getByRole('textbox', { name: 'Message' });
  await input.fill('Is this the tiler who never came back?');
  await input.press('Enter');

  // Live, without a reload: one stream per tab carries the dot and the bell.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5000 });
  await bell.click();
  const list = page.getByRole('region', { name: 'Notifications' });
  // One entry per conversation, naming who wrote and about which case (issue 45).
  const link = list.getByRole('link', {
    name: NOTIFICATION_MESSAGES.conversationEntry(1, asker.username ?? '', kase.title),
  });
  await expect(link).toBeVisible();
  // Who and which case, never what was written.
  await expect(list).not.toContainText('Is this the tiler');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  await askerContext.close();
});

test('email per kind on My Account, and one-click unsubscribe signed out', async ({
  page,
  db,
  signIn,
}) => {
  const member = await makeUser(db);
  await signIn(member);
  await page.goto('/MyAccountPage');
  await openAccountSection(page, ACCOUNT_SECTIONS.notifications);
  // The bell has no setting per kind: the group says so, and shows no column that claims one
  // (issue 38: a "Bell" column read "Always" on every row).
  const group = page.getByRole('group', { name: 'How each kind of notice reaches you' });
  await expect(group).toHaveAccessibleDescription(
    NOTIFICATION_MESSAGES.settingsBellNote(WATCH_MESSAGES.namedPartySwitch),
  );
  await expect(group.getByText('Always', { exact: true })).toHaveCount(0);
  await expect(group.getByText('Bell', { exact: true })).toHaveCount(0);
  const alerts = page.getByRole('combobox', { name: 'Cases matching my watches' });
  await expect(alerts).toHaveValue('instant');
  await alerts.selectOption('daily');
  await page.reload();
  await openAccountSection(page, ACCOUNT_SECTIONS.notifications);
  await expect(page.getByRole('combobox', { name: 'Cases matching my watches' })).toHaveValue(
    'daily',
  );

  const token = await unsubscribeToken(db, {}, member.id, 'case_update');
  await page.context().clearCookies();
  await page.goto(`/Unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(page.getByText('Stop emails about “News on cases I follow”?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You will get no more emails about');

  await signIn(member);
  await page.goto('/MyAccountPage');
  await openAccountSection(page, ACCOUNT_SECTIONS.notifications);
  await expect(page.getByRole('combobox', { name: 'News on cases I follow' })).toHaveValue('off');
  await expect(page.getByRole('combobox', { name: 'Cases matching my watches' })).toHaveValue(
    'daily',
  );
});
