import { MODERATION_MESSAGES } from '@forewarn/domain';
import { submissions } from '../../apps/server/src/db/schema/index';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

// Issue 45's acceptance, tried as a member would at 390 and 1280 px: six messages from one
// person make one bell entry naming them; a held first case shows its lodger only that it waits
// for a moderator; a suspended first-day member's lodgement page shows one date.

const HOUR = 60 * 60_000;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('six messages from one person make one bell entry that names them', async ({
      page,
      browser,
      db,
      signIn,
    }) => {
      const owner = await makeUser(db);
      const sender = await makeUser(db);
      const kase = await makeCase(db, { creatorId: owner.id });
      const theirs = await browser.newContext();
      await signIn(sender, theirs);
      const started = await theirs.request.post(`/api/cases/${kase.id}/thread`);
      expect(started.status()).toBe(200);
      const { threadId } = await started.json();
      for (let i = 1; i <= 6; i++) {
        const sent = await theirs.request.post(`/api/threads/${threadId}/messages`, {
          data: { text: `Message number ${i} about the deposit.` },
        });
        expect(sent.status()).toBe(201);
      }
      await theirs.close();

      await signIn(owner);
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: /Notifications/ })
        .click();
      const entries = page.getByText(/new messages? from/);
      await expect(entries).toHaveCount(1);
      await expect(entries).toContainText(`6 new messages from ${sender.username}`);
      await expect(entries).toContainText(kase.title);
    });

    test('a held first case tells its lodger only that it waits for a moderator', async ({
      page,
      db,
      signIn,
    }) => {
      const lodger = await makeUser(db, { createdAt: new Date(Date.now() - HOUR) });
      const now = new Date();
      const kase = await makeCase(db, { creatorId: lodger.id, hiddenAt: now, heldAt: now });
      await signIn(lodger);
      await page.goto(`/case/${kase.id}`);
      await expect(page.getByTestId('case-held-notice')).toBeVisible();
      await expect(page.getByText(/Hidden by a moderator/i)).toHaveCount(0);
      await page.goto('/MyLodgements');
      const card = page.getByRole('article').filter({ hasText: kase.title });
      await expect(card).toContainText('once a moderator has read it');
      await expect(card.getByText(/Hidden by a moderator/i)).toHaveCount(0);
    });

    test('a suspended first-day member sees one reason and one date', async ({
      page,
      db,
      signIn,
    }) => {
      // Made an hour ago, one case lodged, suspended for 2 hours: the first day ends last.
      const member = await makeUser(db, {
        createdAt: new Date(Date.now() - HOUR),
        suspendedAt: new Date(),
        suspendedUntil: new Date(Date.now() + 2 * HOUR),
        suspensionReason: 'Spam',
      });
      await db.insert(submissions).values({
        userId: member.id,
        country: 'AU',
        createdAt: new Date(Date.now() - 20 * 60_000),
      });
      await signIn(member);
      await page.goto('/LodgementPage');
      const notice = page.getByTestId('lodging-limit');
      await expect(notice).toBeVisible();
      await expect(page.getByTestId('suspension-banner')).toHaveCount(0);
      const main = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
      // One date on the page, written once, in whatever style the reader's locale gives it
      // ("Nov 29, 2026, 1:45 PM (UTC)" in en-US): its year appears once.
      expect(main.match(/\b20\d\d\b/g) ?? []).toHaveLength(1);
      expect(main).not.toContain(MODERATION_MESSAGES.lodgingSuspended('Spam'));
    });
  });
}
