import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import {
  messages,
  notices,
  notifications,
  statements,
  threads,
  userReports,
} from '../../apps/server/src/db/schema';
import { tokenHash } from '../../apps/server/src/modules/notices/tokens';
import { makeCase, makeUser, type TestUser } from '../../apps/server/test/factories';
import { type Db, expect, seedReturningVisitor } from './fixtures';

// Every route of the app for each role, and the world of fixtures they need (a case, a chat, a
// notice, a decision, a report, a notice in the bell), shared by every-route.spec.ts (layout
// and axe) and every-route-language.spec.ts (the pseudo-locale crawl and French at 360 px).

export type Who = 'visitor' | 'member' | 'moderator';

const letters = () =>
  randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'.charAt(Number(d)));
const uniqueMobile = () =>
  `043${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;

export type World = {
  member: TestUser;
  moderator: TestUser;
  caseId: string;
  threadId: string;
  /** The member's own case, with a notice of complaint about it (issue 48). */
  memberCaseId: string;
  /** The notifier's status link's token for that notice. */
  noticeToken: string;
  /** Texts the routes themselves carry (a shared text), shown back as they were given. */
  given: string[];
};

/** The texts the share routes are given: data the page shows back, never the product's words. */
const SHARED = ['Jo on 0412 345 678 or jo@example.com', 'See you at the site tomorrow'];

export async function makeWorld(db: Db): Promise<World> {
  const member = await makeUser(db, { username: `Member_${letters()}` });
  const other = await makeUser(db, { username: `Other_${letters()}` });
  const moderator = await makeUser(db, { role: 'moderator', username: `Mod_${letters()}` });
  const kase = await makeCase(db, {
    creatorId: other.id,
    postAnonymously: false,
    title: `Deposit taken and never came back ${letters()}`,
    number: uniqueMobile(),
  });
  const memberCase = await makeCase(db, {
    creatorId: member.id,
    title: `Unpaid invoice ${letters()}`,
    number: uniqueMobile(),
  });
  // Notice and action's pages (issue 48): a UK notice about the member's case, its status link,
  // and a statement of reasons to the member (My decisions shows it with its appeal form).
  const noticeToken = randomBytes(32).toString('base64url');
  const receivedAt = new Date();
  const [notice] = await db
    .insert(notices)
    .values({
      reference: `N-ROUTE-${letters()}`,
      statusTokenHash: tokenHash(noticeToken),
      caseId: memberCase.id,
      regime: 'uk',
      reason: 'defamation',
      explanation: 'The case says I never paid. I paid in full on the day.',
      location: 'The title',
      notifierName: 'Route Notifier',
      notifierEmail: `notifier-${letters()}@example.test`,
      goodFaith: true,
      meaning: 'That I do not pay my bills',
      inaccurate: 'That the invoice is unpaid',
      receivedAt,
      tellPosterBy: new Date(receivedAt.getTime() + 48 * 3_600_000),
      posterToldAt: receivedAt,
      status: 'poster_told',
      answerBy: new Date(receivedAt.getTime() + 5 * 86_400_000),
      dueAt: new Date(receivedAt.getTime() + 7 * 86_400_000),
    })
    .returning();
  await db.insert(statements).values({
    reference: `S-ROUTE-${letters()}`,
    restriction: 'hide',
    caseId: memberCase.id,
    noticeId: notice?.id ?? null,
    recipientId: member.id,
    facts: 'The case named a private address.',
    rule: 'Forewarn’s rules for cases: a case must be true, about the conduct described, and lawful.',
    decidedBy: moderator.id,
    appealUntil: new Date(receivedAt.getTime() + 180 * 86_400_000),
  });
  const [thread] = await db
    .insert(threads)
    .values({ caseId: kase.id, ownerId: other.id, responderId: member.id, isAnonymous: false })
    .returning();
  if (!thread) throw new Error('no thread');
  const sent = await db
    .insert(messages)
    .values([
      { threadId: thread.id, senderId: member.id, text: 'Hello, is the case still open?' },
      { threadId: thread.id, senderId: other.id, text: 'Yes it is. Did he contact you too?' },
    ])
    .returning();
  // The moderation queue always holds a user report with its saved messages (its own headings).
  await db.insert(userReports).values({
    threadId: thread.id,
    reporterId: member.id,
    reportedUserId: other.id,
    caseId: kase.id,
    reason: 'Rude replies',
    evidence: sent.map((m) => ({
      id: m.id,
      senderId: m.senderId,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
  });
  // A watch alert in the member's bell and the moderator's, so the bell's list has an entry to
  // read (issue 49's crawl).
  await db.insert(notifications).values(
    [member, moderator].map((user) => ({
      userId: user.id,
      kind: 'watch_alert' as const,
      caseId: kase.id,
      payload: {
        event: 'case_matches_watch' as const,
        caseId: kase.id,
        threadId: null,
        title: kase.title,
        maskedName: 'Jo******',
        maskedIdentifiers: [`${kase.number?.slice(0, 8)}**`],
        country: kase.country,
      },
      dedupeKey: `watch:${kase.id}`,
      emailStatus: 'skipped' as const,
    })),
  );
  return {
    member,
    moderator,
    caseId: kase.id,
    threadId: thread.id,
    memberCaseId: memberCase.id,
    noticeToken,
    given: SHARED,
  };
}

export function routes(who: Who, world: World): string[] {
  const everyone = [
    '/',
    '/?q=',
    `/case/${world.caseId}`,
    '/About',
    '/FAQ',
    '/ReportFeedbackPage',
    '/no-such-page',
    // Notice and action (issue 48): the public form, the notifier's status, the figures.
    `/report-content?case=${world.caseId}`,
    `/notices/status/${world.noticeToken}`,
    '/transparency',
    // Numbers shared from the phone (issue 50): several found offer a choice, none says so.
    ...SHARED.map((text) => `/share?${new URLSearchParams({ text })}`),
  ];
  if (who === 'visitor') {
    // The pages a mailed link opens, here with a link that no longer works.
    const mailed = ['/ResetPassword', '/VerifyEmail', '/UndoEmailChange', '/Unsubscribe'];
    return [
      ...everyone,
      '/Login',
      '/Signup',
      '/ForgotPassword',
      ...mailed.map((path) => `${path}?token=expired`),
      `/KeepListed?case=${world.caseId}&token=expired`,
    ];
  }
  const members = [
    ...everyone,
    '/LodgementPage',
    '/MyLodgements',
    '/MyWatches',
    '/MyMessagesPage',
    '/MyAccountPage',
    '/my-decisions',
  ];
  // The poster's answer page is the member's: their own case's notices.
  if (who === 'member') {
    return [...members, `/chat/${world.threadId}`, `/case/${world.memberCaseId}/notices`];
  }
  return [...members, '/moderation', '/moderation/audit'];
}

/**
 * Waits until the route has painted its content: a heading, no loading state left, in English,
 * French or the pseudo-locale (its texts start with ⟦).
 */
export async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^⟦?(Loading|Searching|Chargement|Recherche)/ }),
  ).toHaveCount(0);
  // The server's case page preview is a busy <main> with an <h1> in the static shell, before the
  // app's code has run (page-preview.ts): the shell's English nav bar was read there once.
  await expect(page.locator('main[aria-busy="true"], main [aria-busy="true"]')).toHaveCount(0);
}

/** Every visible control smaller than 44 × 44 px; links inside running text are exempt. */
export function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"]',
    );
    for (const control of controls) {
      if (control.closest('[hidden], [inert]')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      let box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // The skip link and other screen-reader-only controls are 1 px until focused.
      if (box.width <= 1 || box.height <= 1) continue;
      if (control instanceof HTMLInputElement && /checkbox|radio/.test(control.type)) {
        const label = control.closest('label');
        if (label) box = label.getBoundingClientRect();
      }
      if (control.tagName === 'A' && style.display === 'inline') {
        // A link in a sentence: the sentence around it holds more text than the link.
        const block = control.parentElement;
        if (
          block &&
          (block.textContent ?? '').trim().length > (control.textContent ?? '').trim().length
        )
          continue;
      }
      if (box.height < 43.5 || box.width < 43.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        small.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** Elements with text that reach past the screen's edges (cut off), and sideways scroll. */
export function cutOff(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('main *, header *')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (el.closest('dialog:not([open])')) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      }
    }
    return out;
  });
}

export async function contextFor(
  browser: Browser,
  baseURL: string,
  who: Who,
  world: World,
  signIn: (u: TestUser, c: never) => Promise<void>,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(seedReturningVisitor);
  if (who !== 'visitor') {
    await signIn(who === 'member' ? world.member : world.moderator, context as never);
  }
  return context;
}
