import { eq } from 'drizzle-orm';
import { caseReports, comments } from '../../apps/server/src/db/schema/index';
import { makeCase, makeUser } from '../../apps/server/test/factories';
import { expect, test } from '../support/fixtures';

// Responses and Report Case on the case page. The components (ResponseSection,
// ReportCaseButton) are built and tested through the API; the case page composes them.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCl8SIRrxsH2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wctiLxqJj2gDQAAAABJRU5ErkJggg==',
  'base64',
);

test('post a response with an image, see it listed, and delete it', async ({
  page,
  db,
  signIn,
}) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id });
  const user = await makeUser(db, { username: 'Helpful_Neighbour' });
  await signIn(user);
  await page.goto(`/case/${kase.id}`);

  const responses = page.getByRole('region', { name: 'Responses' });
  await expect(responses.getByText('No responses yet.')).toBeVisible();

  // Swear words are refused as the user types.
  const text = responses.getByRole('textbox', { name: 'Your response' });
  await text.fill('What a shit tradie');
  await expect(responses.getByText('Swear words are not allowed in comments.')).toBeVisible();

  await text.fill('Same thing happened to us last spring. Never finished the job.');
  await responses.getByLabel('Photo (optional)').setInputFiles({
    name: 'job.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(
    responses.getByRole('img', { name: 'Preview of what you are attaching' }),
  ).toBeVisible();
  await responses.getByRole('button', { name: 'Post response' }).click();
  await expect(page.getByText('Comment posted successfully!')).toBeVisible();

  const item = responses.getByRole('article', { name: 'Response by Helpful_Neighbour' });
  await expect(item).toContainText('Never finished the job.');
  const image = item.getByRole('img', { name: 'Attached by Helpful_Neighbour' });
  await expect(image).toBeVisible();
  // Visible is not loaded: the thumbnail has its box before its bytes arrive.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(text).toHaveValue('');

  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete response' });
  await expect(confirm).toContainText('Are you sure you want to delete this response?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted successfully!')).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await db.select().from(comments).where(eq(comments.caseId, kase.id))).toHaveLength(0);
});

test('an unverified user sees the verify-email message instead of the form', async ({
  page,
  db,
  signIn,
}) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id });
  await signIn(await makeUser(db, { emailVerified: false }));
  await page.goto(`/case/${kase.id}`);
  await expect(page.getByText('❌ You must verify your email to respond.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your response' })).toHaveCount(0);
});

test('report a case', async ({ page, db, signIn }) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id });
  const reporter = await makeUser(db);
  await signIn(reporter);
  await page.goto(`/case/${kase.id}`);

  await page.getByRole('button', { name: 'Report Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report case' });
  const details = dialog.getByRole('textbox', { name: 'Details' });
  await expect(details).toHaveAttribute('rows', '5');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please provide details for the report.')).toBeVisible();

  await details.fill('This is a personal dispute, not a trade matter.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Report submitted. Thank you.')).toBeVisible();

  const rows = await db.select().from(caseReports).where(eq(caseReports.caseId, kase.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    reporterId: reporter.id,
    details: 'This is a personal dispute, not a trade matter.',
    status: 'open',
  });
});

test('a signed-out visitor who tries to report is asked to log in', async ({ page, db }) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id });
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: 'Report Case' }).click();
  const prompt = page.getByRole('alert');
  await expect(prompt).toContainText('Please log in to perform this action.');
  await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/Login?redirectTo=${encodeURIComponent(`/case/${kase.id}`)}`,
  );
  await expect(
    page.getByText('You must be logged in with a verified email to respond.'),
  ).toBeVisible();
});

test('a user with an unverified email who tries to report is asked to verify it', async ({
  page,
  db,
  signIn,
}) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id });
  await signIn(await makeUser(db, { emailVerified: false }));
  await page.goto(`/case/${kase.id}`);
  await page.getByRole('button', { name: 'Report Case' }).click();
  await expect(page.getByRole('dialog', { name: 'Report case' })).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: 'report a case' });
  await expect(notice).toContainText(
    'You must verify your email address before you can report a case.',
  );
  await expect(notice.getByRole('link', { name: 'My Account' })).toBeVisible();
});

test('the creator does not see Report Case', async ({ page, db, signIn }) => {
  const creator = await makeUser(db);
  const kase = await makeCase(db, { creatorId: creator.id });
  await signIn(creator);
  await page.goto(`/case/${kase.id}`);
  await expect(page.getByRole('region', { name: 'Responses' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report Case' })).toHaveCount(0);
});
