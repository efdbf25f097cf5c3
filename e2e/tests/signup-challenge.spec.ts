import { testUsername, unique } from '../../apps/server/test/factories';
import { waitForMail } from '../../apps/server/test/outbox';
import { expect, test } from '../support/fixtures';
import { QUIET_WAIT_MS, untilTheMachineIsQuiet } from '../support/quiet-machine';

// The sign-up proof of work (docs/decisions/0027) on the built server, over real sockets. Each
// test signs up from an address of its own, named in X-Forwarded-For (the e2e server trusts
// one proxy), so other tests' sign-ups from 127.0.0.1 are not touched.

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
};

/** A fresh /24 (and so a fresh /64-equivalent) for each run: 100.64.x.y is shared address space. */
const freshAddress = () =>
  `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

test('20 sign-ups from one address make 5 accounts, then each needs a solved challenge', async ({
  request,
}) => {
  const address = freshAddress();
  const headers = { 'x-forwarded-for': address, origin: process.env.E2E_BASE_URL ?? '' };
  const bodies = Array.from({ length: 20 }, () => {
    const id = unique();
    return {
      email: `pow-${id}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      password: 'a long enough password',
      username: testUsername('pow'),
      country: 'AU',
    };
  });
  const answers = await Promise.all(
    bodies.map((data) => request.post('/api/auth/signup', { data, headers })),
  );
  const statuses = answers.map((a) => a.status());
  expect(statuses.filter((s) => s === 201)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  const refused = answers.find((a) => a.status() === 429);
  expect(refused && (await refused.json()).error.code).toBe('challenge_required');
});

test('the Sign Up page meets the challenge, solves it and makes the account', async ({
  page,
  consoleErrors,
}) => {
  // The browser must solve the challenge within 20 s: not beside CI's smoke bench.
  test.setTimeout(45_000 + QUIET_WAIT_MS);
  await untilTheMachineIsQuiet();
  const address = freshAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  // Five accounts from this address already: the next needs a proof of work.
  for (let i = 0; i < 5; i++) {
    const id = unique();
    const res = await page.request.post('/api/auth/signup', {
      data: {
        email: `pow-fill-${id}-${i}@example.test`,
        password: 'a long enough password',
        username: testUsername(`pow_fill_${i}`),
        country: 'AU',
      },
      headers: { 'x-forwarded-for': address },
    });
    expect(res.status()).toBe(201);
  }

  const id = unique();
  const email = `pow-page-${id}@example.test`;
  await page.goto('/Signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a very good password');
  await page.getByLabel('Username').fill(testUsername('Pow'));
  await page.getByLabel('Country', { exact: true }).selectOption('AU');

  const challenged = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/signup') && r.status() === 429,
  );
  const made = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/signup') && r.status() === 201,
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Create Account' }).click();
  await challenged;
  const askedAt = Date.now();
  await made;
  // Fetching the challenge, solving it in the worker and sending the sign-up again. Printed,
  // not asserted: timings on a shared machine are noise (docs/decisions/0027 has the figures).
  console.log(`challenge met to account made: ${Date.now() - askedAt} ms`);

  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  await waitForMail(dataDir(), email, { subject: /Verify/ });
  // The challenge's 429 is logged by Chromium as a failed request: that one was provoked.
  const expected = 'the server responded with a status of 429';
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes(expected)) consoleErrors.splice(i, 1);
  }
});
