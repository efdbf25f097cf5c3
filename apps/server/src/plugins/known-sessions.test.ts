import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasStanding, KnownSessions } from './known-sessions.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

describe('KnownSessions (who a request counts as, before any database work)', () => {
  it('knows a session only once the database has vouched for it', () => {
    const known = new KnownSessions();
    expect(known.accountOf('fw_session=abc')).toBeNull();
    known.remember(hashOf('abc'), 'user-1');
    expect(known.accountOf('fw_session=abc')).toBe('user-1');
    expect(known.accountOf('theme=dark; fw_session=abc; other=1')).toBe('user-1');
    // A made-up token, another cookie's value, or none: unknown.
    expect(known.accountOf('fw_session=abd')).toBeNull();
    expect(known.accountOf('xfw_session=abc')).toBeNull();
    expect(known.accountOf('other=abc')).toBeNull();
    expect(known.accountOf(undefined)).toBeNull();
  });

  it('forgets a session not vouched for in 10 minutes', () => {
    let now = 0;
    const known = new KnownSessions(() => now);
    known.remember(hashOf('abc'), 'user-1');
    now = 10 * 60 * 1000;
    expect(known.accountOf('fw_session=abc')).toBe('user-1');
    now += 1;
    expect(known.accountOf('fw_session=abc')).toBeNull();
  });

  it('keeps at most its bound, dropping the session seen longest ago', () => {
    const known = new KnownSessions(Date.now, 2);
    known.remember(hashOf('a'), 'user-a');
    known.remember(hashOf('b'), 'user-b');
    known.remember(hashOf('a'), 'user-a'); // seen again: now the most recent
    known.remember(hashOf('c'), 'user-c');
    expect(known.accountOf('fw_session=b')).toBeNull();
    expect(known.accountOf('fw_session=a')).toBe('user-a');
    expect(known.accountOf('fw_session=c')).toBe('user-c');
  });
});

describe('standing (issue 46, N12)', () => {
  const now = Date.UTC(2026, 10, 28);
  const day = 24 * 60 * 60 * 1000;
  const account = (over: Partial<Parameters<typeof hasStanding>[0]> = {}) => ({
    emailVerified: true,
    phoneVerified: false,
    createdAt: new Date(now - day),
    crowdNewUntil: null,
    ...over,
  });

  it('needs a verified email and a verified phone, a released case or 7 days', () => {
    expect(hasStanding(account(), now)).toBe(false);
    expect(hasStanding(account({ createdAt: new Date(now - 7 * day) }), now)).toBe(true);
    expect(hasStanding(account({ phoneVerified: true }), now)).toBe(true);
    // A moderator's release sets the mark to that moment.
    expect(hasStanding(account({ crowdNewUntil: new Date(now - 1000) }), now)).toBe(true);
    expect(
      hasStanding(account({ emailVerified: false, createdAt: new Date(now - 99 * day) }), now),
    ).toBe(false);
  });

  it('is not had while the crowd ceiling still counts the account as new', () => {
    const marked = account({
      createdAt: new Date(now - 8 * day),
      crowdNewUntil: new Date(now + 6 * day),
    });
    expect(hasStanding(marked, now)).toBe(false);
  });
});

describe('vouching for an unknown cookie (issue 46, N15)', () => {
  it('asks the database once, remembers the member, and asks about a made-up token once a minute', async () => {
    let now = 0;
    const known = new KnownSessions(() => now);
    const asked: string[] = [];
    const lookup = async (tokenHash: string) => {
      asked.push(tokenHash);
      return tokenHash === hashOf('real')
        ? { accountId: 'user-1', member: { verified: true, standing: false } }
        : null;
    };
    await known.vouch('fw_session=real', lookup);
    expect(known.accountOf('fw_session=real')).toBe('user-1');
    await known.vouch('fw_session=real', lookup);
    await known.vouch('fw_session=fake', lookup);
    await known.vouch('fw_session=fake', lookup);
    expect(asked).toEqual([hashOf('real'), hashOf('fake')]);
    now += 60_001;
    await known.vouch('fw_session=fake', lookup);
    expect(asked).toHaveLength(3);
    expect(known.accountOf('fw_session=fake')).toBeNull();
  });
});
