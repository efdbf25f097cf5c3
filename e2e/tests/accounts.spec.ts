import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { makeUser, testUsername, unique } from '../../apps/server/test/factories';
import { linkToken, readOutbox, waitForMail } from '../../apps/server/test/outbox';
import { analyze } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Accounts through the real server: mail goes to the outbox in the server's DATA_DIR, SMS
// codes to its log (no SMTP or SMS provider is configured), as on a fresh `npm start`.

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
};

/** The last code the server logged for that E.164 number. */
async function loggedCode(number: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const log = await readFile(path.join(dataDir(), 'server.log'), 'utf8');
    const codes = [...log.matchAll(/to (\+\d+): Your Forewarn verification code is (\d{6})/g)]
      .filter((m) => m[1] === number)
      .map((m) => m[2]);
    const code = codes.at(-1);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code logged for ${number}`);
}

/** Failed requests the test provoked on purpose are logged by Chromium; only those are let go. */
function allowFailedRequests(errors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  for (let i = errors.length - 1; i >= 0; i--) {
    if (errors[i]?.includes(expected)) errors.splice(i, 1);
  }
}

test('sign up, verify from the emailed link, sign out, log in', async ({ page, consoleErrors }) => {
  const id = unique();
  const email = `journey-${id}@example.test`;
  const password = 'a very good password';
  const username = testUsername('Journey');

  await page.goto('/Signup');
  await page.getByLabel('Profile image (optional)').setInputFiles({
    name: 'me.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  });
  await expect(page.getByRole('img', { name: 'Profile' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  const passwordBox = page.getByLabel('Password', { exact: true });
  await passwordBox.fill(password);
  await expect(passwordBox).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordBox).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordBox).toHaveAttribute('type', 'password');
  await page.getByLabel('Username').fill(username);
  const countries = page.getByLabel('Country', { exact: true });
  await expect(countries.locator('option:not([disabled])')).toHaveText([
    /Australia/,
    /USA/,
    /Canada/,
    /UK/,
    /New Zealand/,
    /Ireland/,
  ]);
  await countries.selectOption('IE');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  await expect(page.getByText(`We have sent a verification link to ${email}`)).toBeVisible();

  const mail = await waitForMail(dataDir(), email, { subject: /Verify/ });
  const link = mail.links.find((l) => l.includes('/VerifyEmail?token=')) ?? '';
  await page.goto(link);

  await expect(page).toHaveURL(/\/MyAccountPage$/);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText('Verified', { exact: true })).toBeVisible();
  await expect(profile.getByRole('img', { name: 'Profile' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: username })).toBeVisible();

  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  // The session ended on the server, not only in this page.
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  await nav.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  allowFailedRequests(consoleErrors, 401);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: username })).toBeVisible();
});

test('signed-out visitors are sent to log in, and come back after', async ({ page, db }) => {
  const user = await makeUser(db, { username: testUsername('Back') });
  await page.goto('/MyAccountPage');
  await expect(page).toHaveURL(/\/Login\?redirectTo=%2FMyAccountPage$/);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MyAccountPage$/);
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByText(user.username ?? '', { exact: true })).toBeVisible();
});

test('a redirect to another site after log-in is ignored', async ({ page, db }) => {
  const user = await makeUser(db);
  await page.goto('/login?redirectTo=//evil.example/');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('sign-up shows the spec messages, the taken username included', async ({
  page,
  db,
  consoleErrors,
}) => {
  const taken = await makeUser(db, { username: testUsername('Taken') });
  await page.goto('/Signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please select a country')).toHaveCount(2); // placeholder + error
  await expect(page.getByText('Email is required.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(`taken-${unique()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('long enough password');
  await page.getByLabel('Username').fill(` ${taken.username?.toLowerCase()} `);
  await page.getByLabel('Country', { exact: true }).selectOption('AU');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username already taken. Please choose another.')).toBeVisible();
  allowFailedRequests(consoleErrors, 409);
});

test('verify a phone number with the code from the server log', async ({ page, db, signIn }) => {
  const user = await makeUser(db, { username: testUsername('Phone'), country: 'AU' });
  await signIn(user);
  await page.goto('/MyAccountPage');
  await page.getByRole('button', { name: 'Edit' }).click();
  const phone = page.getByLabel('Phone');
  const number = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await phone.fill(number);
  await expect(page.getByText('Not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();

  await page.getByLabel('Verification code').fill(await loggedCode(`+61${number.slice(1)}`));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Phone number verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByText(number)).toBeVisible();
  await expect(profile.getByText('Verified', { exact: true })).toHaveCount(2); // email + phone
  await page.reload();
  await expect(profile.getByText('Verified', { exact: true })).toHaveCount(2);
});

test('two wrong codes block phone verification for 6 months', async ({
  page,
  db,
  signIn,
  consoleErrors,
}) => {
  const user = await makeUser(db, { country: 'GB' });
  await signIn(user);
  await page.goto('/MyAccountPage');
  await page.getByRole('button', { name: 'Edit' }).click();

  await page.getByLabel('Phone').fill('0712');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page.getByText('Enter a valid mobile number for UK (07400 123456)')).toBeVisible();

  const number = `07${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await page.getByLabel('Phone').fill(number);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  const code = await loggedCode(`+44${number.slice(1)}`);
  const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');

  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(
    page.getByText('Invalid or expired verification code. Attempts remaining: 1'),
  ).toBeVisible();
  await expect(page.getByText('Verification failed. Attempts remaining: 1')).toBeVisible();

  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(
    page.getByText(
      'You have exceeded the maximum number of attempts. You are blocked for 6 months.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Verifying phone number unavailable for 6 months.')).toBeVisible();
  await expect(
    page.getByText(
      /^You are blocked from verifying your phone number\. Block expires in 18\d days\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Send/ })).toBeDisabled();
  allowFailedRequests(consoleErrors, 400);
  allowFailedRequests(consoleErrors, 429);
});

test('an unverified email: the phone warning, and a new verification email', async ({
  page,
  db,
  signIn,
}) => {
  const user = await makeUser(db, { emailVerified: false });
  await signIn(user);
  await page.goto('/MyAccountPage');
  await expect(
    page.getByText('You must verify your email address before verifying your phone number.'),
  ).toBeVisible();
  const before = (await readOutbox(dataDir())).length;
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(`We sent a new verification link to ${user.email}.`)).toBeVisible();
  const mail = await waitForMail(dataDir(), user.email, { subject: /Verify/, after: before });
  await page.goto(`/VerifyEmail?token=${encodeURIComponent(linkToken(mail, 'VerifyEmail'))}`);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await expect(
    page.getByText('You must verify your email address before verifying your phone number.'),
  ).toHaveCount(0);
});

test('forgot password: the emailed link sets a new password', async ({ page, db }) => {
  const user = await makeUser(db);
  await page.goto('/Login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/ForgotPassword$/);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have sent it a link to choose a new password/)).toBeVisible();

  const mail = await waitForMail(dataDir(), user.email, { subject: /Reset/ });
  await page.goto(mail.links.find((l) => l.includes('/ResetPassword?token=')) ?? '');
  await page.getByLabel('New password').fill('my new password 2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/MyAccountPage$/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});

test('a used verification link says so', async ({ page, consoleErrors }) => {
  await page.goto('/VerifyEmail?token=not-a-real-token');
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  allowFailedRequests(consoleErrors, 400);
});

for (const route of ['/Signup', '/Login', '/ForgotPassword']) {
  test(`${route} has no detectable accessibility problems`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await analyze(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('My Account (editing) has no detectable accessibility problems', async ({
  page,
  db,
  signIn,
}) => {
  await signIn(await makeUser(db));
  await page.goto('/MyAccountPage');
  await page.getByRole('button', { name: 'Edit' }).click();
  const { violations } = await analyze(page);
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
