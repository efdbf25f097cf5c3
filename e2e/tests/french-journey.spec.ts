import { randomBytes } from 'node:crypto';
import { MODERATION_MESSAGES } from '@forewarn/domain';
import { image } from '../../apps/server/test/case-form';
import { makeUser, testUsername } from '../../apps/server/test/factories';
import { waitForMail } from '../../apps/server/test/outbox';
import { expect, seedReturningVisitor, test } from '../support/fixtures';
import { expectNoEnglish, fr, frenchText } from '../support/french';

// Issue 49's journey: people whose browsers read French (Canada), on a phone (390 px). One
// signs up and lodges a case; another, watching the number, is alerted, opens the case,
// responds, messages its author and reports them; the person the case names, whose verified
// number it gives, receives the notice and disputes the case. Every step is driven by the catalogue's French
// (`fr` of the spec's English words), and on every screen no catalogue text is left in English.

const PHONE = { width: 390, height: 844 };
test.use({ locale: 'fr-CA', viewport: PHONE });

const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** A Montréal number no other test gives: no digit four times in a row (spec §5). */
function uniqueNumber(): string {
  let digits = '';
  for (const byte of randomBytes(7)) {
    const previous = Number(digits.at(-1) ?? '0');
    digits += String((previous + 1 + (byte % 9)) % 10);
  }
  return `(514) ${2 + (Number(digits[0]) % 8)}${digits.slice(1, 3)}-${digits.slice(3, 7)}`;
}

test('in French at 390 px: sign up, lodge, search, watch, be alerted, respond, message, report, be named and dispute', async ({
  page,
  db,
  signIn,
  browser,
}) => {
  test.setTimeout(180_000);
  const number = uniqueNumber();
  // The person named: a member who reads French, whose verified number the case will give.
  const named = await makeUser(db, {
    country: 'CA',
    language: 'fr-CA',
    phoneVerified: true,
    verifiedPhoneNumber: `+1${number.replace(/\D/g, '')}`,
  });

  // The watcher, a member who reads French, watches the number from a search that finds nothing.
  const watcher = await makeUser(db, { country: 'CA', language: 'fr-CA' });
  await signIn(watcher);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('searchbox').fill(number);
  await page
    .getByRole('button', { name: frenchText('uiLayout', 'searchButton'), exact: true })
    .click();
  await page.getByRole('button', { name: fr('Watch this number') }).click();
  await expect(page.getByRole('button', { name: fr('Watching') })).toBeDisabled();
  await expectNoEnglish(page, 'the search that found nothing');

  // The lodger signs up, in a browser of their own that reads French.
  const lodgerContext = await browser.newContext({ locale: 'fr-CA', viewport: PHONE });
  await lodgerContext.addInitScript(seedReturningVisitor);
  const lodger = await lodgerContext.newPage();
  const email = `journee-${randomBytes(4).toString('hex')}@example.test`;
  await lodger.goto('/Signup');
  await lodger.getByLabel(fr('Email')).fill(email);
  await lodger.getByLabel(fr('Password'), { exact: true }).fill('un très bon mot de passe');
  await lodger.getByLabel(fr('Username')).fill(testUsername('Journee'));
  await lodger.getByLabel(fr('Country'), { exact: true }).selectOption('CA');
  await expectNoEnglish(lodger, 'the sign-up form');
  await lodger.getByRole('button', { name: fr('Create Account') }).click();
  await expect(
    lodger.getByRole('heading', { name: fr('Email Verification Required') }),
  ).toBeVisible();
  await expectNoEnglish(lodger, 'the page after signing up');
  const verification = await waitForMail(dataDir(), email);
  expect(verification.subject).toBe(frenchText('accountMail', 'verifySubject'));
  await lodger.goto(verification.links.find((l) => l.includes('/VerifyEmail?token=')) ?? '');
  await expect(lodger.getByText(fr('Your email address is verified.'))).toBeVisible();
  await expectNoEnglish(lodger, 'My Account after verifying');

  // The lodger lodges a case giving the number.
  await lodger.goto('/LodgementPage');
  const title = 'N’a jamais payé le plombier pour un tuyau éclaté';
  await lodger.getByLabel(fr('Title'), { exact: true }).fill(title);
  await lodger.getByLabel(fr("Offender's Name"), { exact: true }).fill('Camille Exemple');
  await lodger.getByLabel(fr('Number'), { exact: true }).fill(number);
  await lodger
    .getByLabel(
      `${frenchText('fieldLabels', 'details')} (${frenchText('fieldLabels', 'hintMoreThan', { n: 50 })})`,
      { exact: true },
    )
    .fill(
      'Un prix convenu pour réparer un tuyau, puis plus aucune réponse une fois le travail fait.',
    );
  await lodger.getByTestId('main-image-input').setInputFiles({
    name: 'tuyau.png',
    mimeType: 'image/png',
    buffer: await image('png', { colour: { r: 90, g: 90, b: 90 } }),
  });
  await expectNoEnglish(lodger, 'the lodgement form');
  const submit = lodger.getByRole('button', { name: fr('Submit Case') });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await expect(lodger).toHaveURL(/\/MyLodgements$/);
  await expect(lodger.getByText(title)).toBeVisible();
  await expectNoEnglish(lodger, 'My Lodgements');

  // The watcher's bell counts the alert, live; the alert's email is in French.
  const bell = page.getByRole('button', { name: new RegExp(`^${fr('Notifications')}`) });
  await expect(bell).not.toHaveAccessibleName(fr('Notifications'), { timeout: 10_000 });
  const alertMail = await waitForMail(dataDir(), watcher.email, { timeoutMs: 15_000 });
  const matches = frenchText('notification', 'eventCaseMatchesWatch', { about: '' });
  expect(alertMail.subject.startsWith(matches.trim())).toBe(true);
  expect(alertMail.text).not.toContain('Camille Exemple');
  await bell.click();
  await expectNoEnglish(page, 'the notifications');
  await page
    .getByRole('region', { name: fr('Notifications') })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/case\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectNoEnglish(page, 'the case page');

  // The watcher responds on the case.
  const response = page.getByRole('textbox', { name: fr('Your response') });
  await response.fill('Même chose pour moi : un acompte versé, puis plus de nouvelles.');
  await page.getByRole('button', { name: fr('Post response') }).click();
  await expect(page.getByText('Même chose pour moi : un acompte versé')).toBeVisible();
  await expectNoEnglish(page, 'the case page after responding');

  // Messages its author, and reports them.
  await page.getByRole('button', { name: fr('Message Author') }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const input = page.getByRole('textbox', { name: fr('Message') });
  await input.fill('Bonjour, est-ce le plombier qui n’est jamais revenu?');
  await page.getByRole('button', { name: fr('Send'), exact: true }).click();
  await expect(page.getByTestId('message')).toHaveText([/jamais revenu\?/]);
  await expectNoEnglish(page, 'the chat');
  await page.getByRole('button', { name: fr('Report User') }).click();
  const confirm = page.getByRole('dialog', { name: fr('Report this user?') });
  await confirm.getByRole('button', { name: fr('Report User') }).click();
  // The dialog's button has the same name: the page's is the one left once the dialog closes.
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: fr('Report User') })).toBeDisabled();
  await expectNoEnglish(page, 'the chat after reporting');
  await lodgerContext.close();

  // The person named is told, opens the case from the bell, and disputes it.
  const namedContext = await browser.newContext({ locale: 'fr-CA', viewport: PHONE });
  await namedContext.addInitScript(seedReturningVisitor);
  await signIn(named, namedContext);
  const namedPage = await namedContext.newPage();
  await namedPage.goto('/');
  const namedBell = namedPage.getByRole('button', { name: new RegExp(`^${fr('Notifications')}`) });
  await expect(namedBell).not.toHaveAccessibleName(fr('Notifications'), { timeout: 10_000 });
  await namedBell.click();
  const notices = namedPage.getByRole('region', { name: fr('Notifications') });
  await expect(notices.getByText(frenchText('namedParty', 'bellLine'))).toBeVisible();
  await expectNoEnglish(namedPage, 'the named person’s notifications');
  // The notice's email, in French: its headline, what the person named can do, what happens next.
  const noticeMail = await waitForMail(dataDir(), named.email, { timeoutMs: 15_000 });
  const namesYou = frenchText('notification', 'eventCaseNamesYou', { about: '' }).trim();
  expect(noticeMail.subject.startsWith(namesYou)).toBe(true);
  expect(noticeMail.subject).toContain(title);
  for (const line of ['noticeLine1', 'noticeLine2', 'noticeLine3']) {
    expect(noticeMail.text).toContain(frenchText('namedParty', line));
  }
  expect(noticeMail.text).toContain(frenchText('notification', 'mailGreeting'));
  await notices.getByRole('link', { name: namesYou }).click();
  await expect(namedPage).toHaveURL(/\/case\/[^/]+$/);
  await expect(namedPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(namedPage.getByText(fr('This case names you'))).toBeVisible();
  await expectNoEnglish(namedPage, 'the case page of the person named');
  await namedPage.getByRole('button', { name: fr('Dispute this case'), exact: true }).click();
  const dialog = namedPage.getByRole('dialog', { name: fr('Dispute this case') });
  await dialog
    .getByLabel(fr('Why is this case false or settled?'))
    .fill('Je n’ai jamais travaillé pour cette personne : ce n’est pas moi.');
  await expectNoEnglish(namedPage, 'the dispute form');
  await dialog.getByRole('button', { name: fr('Submit dispute') }).click();
  await expect(namedPage.getByText(fr(MODERATION_MESSAGES.disputeSubmitted))).toBeVisible();
  await expectNoEnglish(namedPage, 'the case page after disputing');
  // The lodger, who signed up in French, is told of the dispute in French.
  const disputeSubject = frenchText('moderationMail', 'disputeSubject');
  const disputeMail = await waitForMail(dataDir(), email, {
    subject: new RegExp(`^${disputeSubject}$`),
    timeoutMs: 15_000,
  });
  expect(disputeMail.text).toContain(frenchText('moderationMail', 'disputeBody', { title }));
  await namedContext.close();
});
