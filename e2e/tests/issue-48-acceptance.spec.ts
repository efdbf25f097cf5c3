import {
  endOfNthDayAfter,
  formatZonedDateTime,
  NOTICE_MESSAGES as M,
  NOTICE_MAILS,
  REGIME_CLOCKS,
} from '@forewarn/domain';
import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import {
  appeals,
  cases,
  comments,
  notices,
  statements,
} from '../../apps/server/src/db/schema/index';
import {
  makeCase,
  makeUser,
  testUsername,
  unique,
  uniqueLetters,
} from '../../apps/server/test/factories';
import { waitForMail } from '../../apps/server/test/outbox';
import { expect, seedReturningVisitor, test } from '../support/fixtures';

// Issue 48's acceptance, tried as a new user would, in one journey: a visitor with no account
// files a UK notice of complaint from the case page and is acknowledged with a reference; the
// real job emails the poster their five days and they answer through the mail's link; a
// moderator at the desk decides it by the keyboard; the poster and the notifier get the
// reasons by email; the poster appeals, the first moderator may not decide it and a second
// does; the transparency page counts it. Mail is read where the server's mail adapter writes
// it (DATA_DIR/outbox), as every browser test does.
//
// Both tests here expect their own notice to be the desk's next item, and a moderator opening
// the desk claims the first item it shows: run at the same time from two files (two workers),
// one test's moderator claimed and decided the other's notice. One file runs its tests one after
// the other in one worker (playwright.config.ts: fullyParallel is false), so they share it.

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return dir;
};
/** The notice's mails come from the server's job queue: give them a minute under load. */
const mailTo = (to: string, subject: string) =>
  waitForMail(dataDir(), to, {
    subject: new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    timeoutMs: 60_000,
  });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(seedReturningVisitor);
  return { context, page: await context.newPage() };
}

type Figures = Record<string, number>;
const thisQuarter = () => {
  const now = new Date();
  return `${now.getUTCFullYear()}Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
};

/** The transparency page's figures for this quarter, label to number, as a visitor reads them. */
async function transparency(page: Page): Promise<Figures> {
  await page.goto('/transparency');
  await expect(page.getByRole('heading', { level: 1, name: M.transparencyTitle })).toBeVisible();
  const card = page.getByRole('region', {
    name: `${M.transparencyColumns.quarter} ${thisQuarter()}`,
  });
  await expect(card).toBeVisible();
  const labels = await card.locator('dt').allInnerTexts();
  const values = await card.locator('dd').allInnerTexts();
  return Object.fromEntries(
    labels.map((label, i) => [label.trim(), Number.parseInt(values[i] ?? '', 10) || 0]),
  );
}

test('issue 48 acceptance: a UK notice from a visitor, the poster’s answer, the desk by keyboard, statements, an appeal by a second moderator, the figures', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  test.setTimeout(300_000);
  const poster = await makeUser(db, { country: 'GB' });
  const title = `Kept the deposit ${uniqueLetters()}`;
  const kase = await makeCase(db, { creatorId: poster.id, country: 'GB', title, number: '' });
  const first = await makeUser(db, { role: 'moderator', username: testUsername('Desk_one') });
  const second = await makeUser(db, { role: 'moderator', username: testUsername('Desk_two') });
  const ukDefamation = `${M.regimeLabels.uk} · ${M.reasonLabels.defamation}`;

  // The figures before, as anyone reads them.
  const visitor = await newPage(browser);
  const before = await transparency(visitor.page);

  // 1. A visitor with no account files a UK notice of complaint from the case page.
  await visitor.page.goto(`/case/${kase.id}`);
  await visitor.page.getByRole('main').getByRole('link', { name: M.reportLink }).click();
  await expect(visitor.page.getByRole('heading', { name: M.formTitle })).toBeVisible();
  await visitor.page.getByLabel(M.regimeLabel).selectOption({ label: M.regimeLabels.uk });
  await visitor.page.getByLabel(M.reasonLabel).selectOption({ label: M.reasonLabels.defamation });
  await visitor.page
    .getByLabel(M.explanationLabel)
    .fill('It says I kept a deposit; I returned it the same week, by bank transfer.');
  await visitor.page.getByLabel(M.locationLabel).fill('The title and the second sentence');
  await visitor.page.getByLabel(M.meaningLabel).fill('That I steal deposits from customers');
  await visitor.page.getByLabel(M.inaccurateLabel).fill('All of it: the deposit was returned');
  await visitor.page.getByLabel(M.cannotIdentifyLabel).check();
  await visitor.page.getByLabel(M.nameLabel).fill('Pat Notifier');
  const notifierEmail = `pat-${unique()}@example.test`;
  await visitor.page.getByLabel(M.emailLabel).fill(notifierEmail);
  await visitor.page.getByLabel(M.goodFaithLabel).check();
  await visitor.page.getByRole('button', { name: M.submit }).click();
  const received = visitor.page.getByRole('status');
  await expect(received).toContainText('Notice received. Your reference is N-', {
    timeout: 60_000,
  });
  const reference = (await received.innerText()).match(/N-[A-Z0-9]+-[A-Z0-9]+/)?.[0] ?? '';
  await expect(received).toHaveText(M.received(reference));

  // The acknowledgement by email, with the reference and the notifier's status link.
  const ack = await mailTo(notifierEmail, NOTICE_MAILS.ackSubject(reference));
  expect(ack.text).toContain(
    `We received your notice of complaint. Its reference is ${reference}.`,
  );
  const statusLink = ack.links.find((l) => l.includes('/notices/status/')) ?? '';
  expect(statusLink).not.toBe('');
  await visitor.page.goto(statusLink);
  await expect(visitor.page.getByRole('heading', { name: M.statusTitle(reference) })).toBeVisible();
  await expect(visitor.page.getByRole('main')).toContainText(M.regimeLabels.uk);

  // 2. The job tells the poster, by email, with the five days the regulations give.
  const posterMail = await mailTo(poster.email, NOTICE_MAILS.posterSubject);
  const [told] = await db.select().from(notices).where(eq(notices.caseId, kase.id));
  if (!told?.posterToldAt || !told.answerBy) throw new Error('the poster was not told');
  expect(told.reference).toBe(reference);
  expect(told.regime).toBe('uk');
  // Within the 48 hours; the deadline is the end of the fifth day after, in UK time.
  expect(told.posterToldAt.getTime()).toBeLessThanOrEqual(told.tellPosterBy.getTime());
  const fifthDay = endOfNthDayAfter(told.posterToldAt, 5, REGIME_CLOCKS.uk.zone);
  expect(told.answerBy.toISOString()).toBe(fifthDay.toISOString());
  expect(told.answerBy.getTime() - told.posterToldAt.getTime()).toBeGreaterThan(5 * 86_400_000);
  expect(posterMail.text).toContain(
    `If you do not answer by ${formatZonedDateTime(told.answerBy, REGIME_CLOCKS.uk.zone)}, the case is removed.`,
  );
  expect(posterMail.text).toContain('The complaint: It says I kept a deposit');
  // What was complained of, never who.
  expect(posterMail.text).not.toContain('Pat Notifier');
  expect(posterMail.text).not.toContain(notifierEmail);

  // The poster answers through the mail's link.
  const answerLink = posterMail.links.find((l) => l.endsWith(`/case/${kase.id}/notices`)) ?? '';
  expect(answerLink).not.toBe('');
  // The poster's pages are the test's own page, whose console must stay free of errors.
  const posterSide = { page, context: page.context() };
  await signIn(poster);
  await posterSide.page.goto(answerLink);
  await expect(posterSide.page.getByRole('heading', { name: M.posterNoticesTitle })).toBeVisible();
  await expect(posterSide.page.getByRole('main')).toContainText('Please answer by ');
  await posterSide.page.getByLabel(M.answerKinds.answer).check();
  await posterSide.page
    .getByLabel(M.answerTextLabel)
    .fill('I was never paid back for the tiles; the transfer they mention never arrived.');
  await posterSide.page.getByRole('button', { name: M.sendAnswer }).click();
  await expect(posterSide.page.getByRole('status')).toHaveText(M.answerSent);

  // 3. A moderator opens the desk: the item is claimed for them as it is shown, with the
  // poster's answer beside the notice.
  // The first moderator's browser logs the 403 of the refused appeal decision below.
  const firstDesk = await newPage(browser);
  await signIn(first, firstDesk.context);
  await firstDesk.page.goto('/moderation');
  const desk = firstDesk.page.getByRole('region', { name: M.deskTitle });
  const item = desk.getByRole('article', { name: reference });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Pat Notifier');
  await expect(item).toContainText('I was never paid back for the tiles');
  const [claimed] = await db.select().from(notices).where(eq(notices.id, told.id));
  expect(claimed?.claimedBy).toBe(first.id);

  // A second moderator opening the desk meanwhile is shown another item, or none.
  const secondDesk = await newPage(browser);
  await signIn(second, secondDesk.context);
  await secondDesk.page.goto('/moderation');
  const theirDesk = secondDesk.page.getByRole('region', { name: M.deskTitle });
  await expect(
    theirDesk.getByText(M.deskEmpty).or(theirDesk.getByRole('article')).first(),
  ).toBeVisible();
  await expect(theirDesk.getByRole('article', { name: reference })).toHaveCount(0);

  // The first decides by the keyboard alone: a canned reason, then R; the undo window passes.
  await firstDesk.page.keyboard.press('1');
  await expect(item.getByLabel(M.deskReasonLabel)).toHaveValue(M.cannedReasons[0] ?? '');
  await firstDesk.page.keyboard.press('r');
  await expect(
    desk.getByRole('button', { name: new RegExp(`Undo \\(U\\).*${reference}`) }),
  ).toBeVisible();
  await expect(desk.getByText(M.deskDecided, { exact: true })).toBeVisible({ timeout: 30_000 });
  const [decided] = await db.select().from(notices).where(eq(notices.id, told.id));
  expect(decided?.decision).toBe('remove');
  expect(decided?.decidedBy).toBe(first.id);
  const [hidden] = await db.select().from(cases).where(eq(cases.id, kase.id));
  expect(hidden?.hiddenAt).not.toBeNull();

  // 4. The statement of reasons to the poster, and the outcome with its reasons to the notifier.
  const [statement] = await db.select().from(statements).where(eq(statements.noticeId, told.id));
  if (!statement) throw new Error('no statement of reasons');
  const toPoster = await mailTo(poster.email, NOTICE_MAILS.statementSubject(statement.reference));
  expect(toPoster.text).toContain(`What was done: ${M.restrictionLabels.remove}`);
  expect(toPoster.text).toContain(`The facts: ${M.cannedReasons[0]}`);
  expect(toPoster.text).toContain(`The rule: ${statement.rule}`);
  expect(toPoster.text).toContain(
    'This decision was made by a moderator; no automated means were used.',
  );
  const appealLink = toPoster.links.find((l) => /\/my-decisions\.?$/.test(l)) ?? '';
  expect(appealLink).not.toBe('');
  const toNotifier = await mailTo(notifierEmail, NOTICE_MAILS.notifierOutcomeSubject(reference));
  expect(toNotifier.text).toContain(
    `Your notice ${reference} was decided: ${M.decisionLabels.remove}.`,
  );
  expect(toNotifier.text).toContain(`Reasons: ${M.cannedReasons[0]}`);

  // 5. The poster appeals through the statement's link.
  await posterSide.page.goto(appealLink.replace(/\.$/, ''));
  await expect(posterSide.page.getByRole('heading', { name: M.myDecisionsTitle })).toBeVisible();
  const decision = posterSide.page
    .getByRole('listitem')
    .filter({ hasText: `${statement.reference}: ${M.restrictionLabels.remove}` });
  await decision
    .getByLabel(M.appealLabel)
    .fill('The complaint is false: here is the bank statement that shows no refund arrived.');
  await decision.getByRole('button', { name: M.appealButton }).click();
  await expect(decision.getByRole('status')).toHaveText(M.appealSent);

  // The moderator who decided may not decide the appeal; the second does.
  await firstDesk.page.goto('/moderation');
  const mine = firstDesk.page
    .getByRole('region', { name: M.appealsTitle })
    .getByRole('article')
    .filter({ hasText: statement.reference });
  await mine.getByLabel(M.deskReasonLabel).fill('I decided it; I reverse it.');
  await mine.getByRole('button', { name: M.reverse }).click();
  await expect(
    firstDesk.page.getByRole('region', { name: M.appealsTitle }).getByRole('alert'),
  ).toHaveText(M.appealSameModerator);

  await secondDesk.page.goto('/moderation');
  const appealsDesk = secondDesk.page.getByRole('region', { name: M.appealsTitle });
  const theirs = appealsDesk.getByRole('article').filter({ hasText: statement.reference });
  await expect(theirs).toContainText('here is the bank statement');
  await theirs
    .getByLabel(M.deskReasonLabel)
    .fill('The poster’s bank statement shows the refund never arrived: the case stands.');
  await theirs.getByRole('button', { name: M.reverse }).click();
  await expect(theirs).toHaveCount(0);
  const [appeal] = await db.select().from(appeals).where(eq(appeals.statementId, statement.id));
  expect(appeal?.outcome).toBe('reversed');
  expect(appeal?.decidedBy).toBe(second.id);
  const [shown] = await db.select().from(cases).where(eq(cases.id, kase.id));
  expect(shown?.hiddenAt).toBeNull();

  // The appeal's outcome and reasons, to the poster and to the notifier.
  for (const to of [poster.email, notifierEmail]) {
    const outcome = await mailTo(to, NOTICE_MAILS.appealOutcomeSubject(statement.reference));
    expect(outcome.text.trim()).toBe(
      NOTICE_MAILS.appealOutcomeBody(
        statement.reference,
        'reversed',
        'The poster’s bank statement shows the refund never arrived: the case stands.',
      ),
    );
  }
  // The notifier's status page shows the decision.
  await visitor.page.goto(statusLink);
  await expect(visitor.page.getByRole('main')).toContainText(M.statusLabels.decided ?? '');

  // 6. The transparency page counts it, for a visitor who has not seen it in the last five
  // minutes (its answer is cached that long). Other browser tests running at the same time may
  // add their own notices, never remove one: at least one more of each.
  const later = await newPage(browser);
  const after = await transparency(later.page);
  for (const label of [
    M.transparencyColumns.received,
    ukDefamation,
    M.transparencyColumns.decided,
    M.transparencyColumns.appeals,
    M.transparencyColumns.reversals,
  ]) {
    expect(after[label] ?? 0, label).toBeGreaterThanOrEqual((before[label] ?? 0) + 1);
  }

  await Promise.all([visitor, firstDesk, secondDesk, later].map((p) => p.context.close()));
});

test('a visitor files a notice from the case page; a moderator decides it by keyboard at 390 px', async ({
  page,
  browser,
  db,
  signIn,
}) => {
  test.setTimeout(150_000);
  const poster = await makeUser(db, { country: 'GB' });
  const title = `Noticed case ${uniqueLetters()}`;
  const kase = await makeCase(db, { creatorId: poster.id, country: 'GB', title, number: '' });
  // A response, which the desk shows beside the notice.
  await db
    .insert(comments)
    .values({ caseId: kase.id, userId: poster.id, text: 'I stand by every word of it.' });

  // The visitor: no account.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/case/${kase.id}`);
  await visitorPage
    .getByRole('main')
    .getByRole('link', { name: 'Report illegal or defamatory content' })
    .click();
  await expect(
    visitorPage.getByRole('heading', { name: 'Report illegal or defamatory content' }),
  ).toBeVisible();
  await visitorPage
    .getByLabel('Explain why, and what exactly is complained of')
    .fill('It says I kept a deposit; I returned it the same week.');
  await visitorPage.getByLabel(/The exact part of the case/).fill('The title');
  await visitorPage
    .getByLabel('The meaning you say the statement has')
    .fill('That I steal deposits');
  await visitorPage.getByLabel(/Which parts are factually inaccurate/).fill('All of it');
  await visitorPage.getByLabel('Your full name').fill('Pat Notifier');
  const email = `pat-${unique()}@example.test`;
  await visitorPage.getByLabel('Your email address').fill(email);
  await visitorPage.getByLabel(/I believe in good faith/).check();
  await visitorPage.getByRole('button', { name: 'Send notice' }).click();
  await expect(visitorPage.getByRole('status')).toContainText(
    'Notice received. Your reference is N-',
  );
  await visitor.close();
  const ack = await waitForMail(dataDir(), email, { subject: /was received/ });
  expect(ack.text).toContain('/notices/status/');
  const [notice] = await db.select().from(notices).where(eq(notices.caseId, kase.id));
  expect(notice?.regime).toBe('uk');

  // Everything else in the desk is decided first, so the next item is this one.
  await db
    .update(notices)
    .set({ dueAt: new Date(Date.now() - 86_400_000) })
    .where(eq(notices.id, notice?.id ?? ''));

  const moderator = await makeUser(db, { role: 'moderator', username: testUsername('Desk') });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(moderator);
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { name: 'Notices desk' })).toBeVisible();
  // The desk claims and shows the first item as it opens; then the keyboard alone: 1 for a
  // canned reason, R to remove.
  const item = page.getByRole('article', { name: notice?.reference ?? '' });
  await expect(item).toBeVisible();
  // Everything needed to decide, on one screen: the case, its responses, the histories.
  for (const name of ['The notice', 'The case', 'Images', 'Responses', 'The lodger’s history']) {
    await expect(item.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(item).toContainText('I stand by every word of it.');
  await expect(item).toContainText('Pat Notifier');
  await page.keyboard.press('1');
  await page.keyboard.press('r');
  await expect(page.getByRole('button', { name: /Undo \(U\)/ })).toBeVisible();
  // Undo brings it back; deciding again sends after the window.
  await page.keyboard.press('u');
  await expect(page.getByRole('article', { name: notice?.reference ?? '' })).toBeVisible();
  await page.keyboard.press('r');
  await expect
    .poll(
      async () => (await db.select().from(cases).where(eq(cases.id, kase.id)))[0]?.hiddenAt ?? null,
      {
        timeout: 20_000,
      },
    )
    .not.toBeNull();
  const [decided] = await db
    .select()
    .from(notices)
    .where(eq(notices.id, notice?.id ?? ''));
  expect(decided?.decision).toBe('remove');
  expect(decided?.decidedBy).toBe(moderator.id);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
