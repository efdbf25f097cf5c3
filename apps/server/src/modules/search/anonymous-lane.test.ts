import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { makeUser, sessionCookie } from '../../../test/factories.js';
import { AnonymousLane } from './anonymous-lane.js';

// Issue 46, N20: 653 to 1,013 anonymous searches a second from rotating /48s, none refused.

describe('the visitors’ lane (unit, the clock moved by hand)', () => {
  it('lets a second’s worth through, spaces the next second’s, and refuses the rest', () => {
    let now = 1_000_000;
    const lane = new AnonymousLane(4, () => now);
    expect([lane.admit(), lane.admit(), lane.admit(), lane.admit()]).toEqual([0, 0, 0, 0]);
    expect([lane.admit(), lane.admit(), lane.admit(), lane.admit()]).toEqual([250, 500, 750, 1000]);
    expect(() => lane.admit()).toThrowError('The server is busy. Please try again in a moment.');
    // Two seconds on, the lane has caught up and has a second's burst again.
    now += 2000;
    expect(lane.admit()).toBe(0);
    // A batch counts each of its identifiers.
    now += 5000;
    expect(lane.admit(4)).toBe(0);
    expect(lane.admit(4)).toBe(1000);
    expect(() => lane.admit(1)).toThrow();
  });
});

describe('a site-wide ceiling on anonymous lookups (issue 46, N20)', () => {
  it('refuses visitors past the lane with 503 and Retry-After while members search on', async () => {
    const { app, database } = await buildTestApp({ ANONYMOUS_SEARCHES_PER_SECOND: '1' });
    const member = await makeUser(database.db);
    const cookie = await sessionCookie(database.db, member.id);
    const search = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/cases/search?country=AU&q=0412345678',
        remoteAddress,
        headers,
      });
    // Twenty visitors, each from a /48 of its own, at once: every per-address limit is unmet.
    const crowd = await Promise.all(
      Array.from({ length: 20 }, (_, i) => search(`2001:db8:${(i + 1).toString(16)}::1`)),
    );
    const refused = crowd.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers['retry-after']).toBe('2');
    expect(refused[0]?.json()).toEqual({
      error: { code: 'unavailable', message: 'The server is busy. Please try again in a moment.' },
    });
    expect(crowd.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    // A member in the same moment never enters the lane.
    const members = await Promise.all(
      Array.from({ length: 5 }, () => search('198.51.100.7', { cookie })),
    );
    expect(members.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    await app.close();
  });
});
