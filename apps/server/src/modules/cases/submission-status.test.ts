import { LIMITS_MESSAGES, MODERATION_MESSAGES } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { submissions } from '../../db/schema/index.js';

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
  const res = await app.inject({
    method: 'GET',
    url: '/api/my/submission-limit',
    headers: { cookie: await sessionCookie(db, user.id) },
  });
  expect(res.statusCode).toBe(200);
  return { status: res.json(), firstDayEnds: madeAt + DAY };
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
