import { LIMITS_MESSAGES, MODERATION_MESSAGES } from '@forewarn/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { caseForm, VALID_CASE } from '../../../test/case-form.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { cases, submissions } from '../../db/schema/index.js';

// One reason, one date (issue 45): when several limits keep a member from lodging, the server
// answers the one that ends last, with its reason and its end, and nothing else.

const { app, database } = await buildTestApp();
const { db } = database;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A member made 1 hour ago who lodged their first case 20 minutes ago. */
async function firstDayMember(suspension: { until: Date | null; reason: string } | null) {
  const madeAt = Date.now() - HOUR;
  const user = await makeUser(db, {
    createdAt: new Date(madeAt),
    ...(suspension
      ? {
          suspendedAt: new Date(),
          suspendedUntil: suspension.until,
          suspensionReason: suspension.reason,
        }
      : {}),
  });
  await db
    .insert(submissions)
    .values({ userId: user.id, country: 'AU', createdAt: new Date(Date.now() - 20 * 60_000) });
  const cookie = await sessionCookie(db, user.id);
  const res = await app.inject({
    method: 'GET',
    url: '/api/my/submission-limit',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return { status: res.json(), firstDayEnds: madeAt + DAY, cookie, user };
}

const near = (iso: string, ms: number) => Math.abs(Date.parse(iso) - ms) < 60_000;

describe('GET /api/my/submission-limit: the limit that ends last', () => {
  it('a suspended first-day member whose suspension ends after the first day: the suspension', async () => {
    const ends = Date.now() + 7 * DAY;
    const { status } = await firstDayMember({ until: new Date(ends), reason: 'Spam' });
    expect(status.reason).toBe('suspended');
    expect(status.message).toBe(MODERATION_MESSAGES.lodgingSuspended('Spam'));
    expect(near(status.until, ends)).toBe(true);
    // No second date in the words: the page writes `until` once.
    expect(status.message).not.toMatch(/\d{4}/);
  });

  it('a suspended first-day member whose suspension ends first: the first day', async () => {
    const { status, firstDayEnds } = await firstDayMember({
      until: new Date(Date.now() + 2 * HOUR),
      reason: 'Spam',
    });
    expect(status.reason).toBe('first_day');
    expect(status.message).toBe(LIMITS_MESSAGES.firstDaySubmissionRule);
    expect(near(status.until, firstDayEnds)).toBe(true);
  });

  it('a suspension with no end beats every limit, and has no date', async () => {
    const { status } = await firstDayMember({ until: null, reason: 'Threats' });
    expect(status.reason).toBe('suspended');
    expect(status.message).toBe(MODERATION_MESSAGES.accountSuspendedForGood('Threats'));
    expect(status.until).toBeNull();
    expect(status.retryAfterSeconds).toBeNull();
  });

  it('a first-day member who is not suspended: the first day alone', async () => {
    const { status, firstDayEnds } = await firstDayMember(null);
    expect(status.reason).toBe('first_day');
    expect(near(status.until, firstDayEnds)).toBe(true);
    expect(near(status.firstDayEndsAt, firstDayEnds)).toBe(true);
  });
});

describe('POST /api/cases for a suspended member: the same one reason and one date', () => {
  /** The page's answer and the lodge POST's, for one member. */
  async function pageAndPost(suspension: { until: Date | null; reason: string }) {
    const { status, firstDayEnds, cookie, user } = await firstDayMember(suspension);
    const res = await app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie },
      payload: caseForm(VALID_CASE),
    });
    const written = await db.select().from(cases).where(eq(cases.creatorId, user.id));
    expect(written).toHaveLength(0);
    return { status, firstDayEnds, res, error: res.json().error };
  }

  it('a suspension that ends before the first day: 429 with the first day, as the page says', async () => {
    const { status, firstDayEnds, res, error } = await pageAndPost({
      until: new Date(Date.now() + 2 * HOUR),
      reason: 'Spam',
    });
    expect(status.reason).toBe('first_day');
    expect(res.statusCode).toBe(429);
    expect(error.message).toMatch(/^A new account can lodge 1 case on its first day/);
    expect(error.message).not.toMatch(/suspended/i);
    // One date: the POST's end is the page's end, the first day's.
    expect(near(error.until, firstDayEnds)).toBe(true);
    expect(Math.abs(Date.parse(error.until) - Date.parse(status.until))).toBeLessThan(5_000);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(2 * 60 * 60);
  });

  it('a suspension that ends after the first day: 403 with the suspension, as the page says', async () => {
    const ends = Date.now() + 7 * DAY;
    const { status, res, error } = await pageAndPost({ until: new Date(ends), reason: 'Spam' });
    expect(status.reason).toBe('suspended');
    expect(res.statusCode).toBe(403);
    expect(error.message).toMatch(/suspended/);
    expect(error.message).toContain('Spam');
    expect(near(error.until, ends)).toBe(true);
    expect(Math.abs(Date.parse(error.until) - Date.parse(status.until))).toBeLessThan(5_000);
  });

  it('a suspension with no end: 403 with no date', async () => {
    const { res, error } = await pageAndPost({ until: null, reason: 'Threats' });
    expect(res.statusCode).toBe(403);
    expect(error.message).toBe(MODERATION_MESSAGES.accountSuspendedForGood('Threats'));
    expect(error.until).toBeUndefined();
  });
});
