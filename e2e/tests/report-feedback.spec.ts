import { eq } from 'drizzle-orm';
import { bugReports, feedback } from '../../apps/server/src/db/schema/index';
import { makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

test('a verified user sends an idea and it lands in the feedback table', async ({
  page,
  db,
  signIn,
}) => {
  const user = await makeUser(db);
  await signIn(user);
  await page.goto('/ReportFeedbackPage');
  await expect(page.getByRole('heading', { name: 'Report & Feedback' })).toBeVisible();

  const type = page.getByLabel('Type');
  await expect(type.getByRole('option')).toHaveText([
    'Report a functionality issue',
    'Give feedback',
    'Provide ideas for improvement',
  ]);
  await type.selectOption({ label: 'Provide ideas for improvement' });

  // Empty details are refused in the browser, with the spec's message.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide details.')).toBeVisible();

  await page.getByLabel('Details').fill('A dark mode would be easier on the eyes at night.');
  await expect(page.getByText('Please provide details.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Submitted successfully!');
  await expect(page.getByLabel('Details')).toHaveValue('');

  const rows = await db.select().from(feedback).where(eq(feedback.userId, user.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    type: 'idea',
    email: user.email,
    details: 'A dark mode would be easier on the eyes at night.',
  });
  expect(await db.select().from(bugReports).where(eq(bugReports.userId, user.id))).toHaveLength(0);
});

test('a signed-out visitor is sent to log in and back', async ({ page }) => {
  await page.goto('/ReportFeedbackPage');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2FReportFeedbackPage$/);
});

test('an unverified user is told to verify their email', async ({ page, db, signIn }) => {
  await signIn(await makeUser(db, { emailVerified: false }));
  await page.goto('/ReportFeedbackPage');
  await expect(
    page.getByText('You must be logged in with a verified email to access this page.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
