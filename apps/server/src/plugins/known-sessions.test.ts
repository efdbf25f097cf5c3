import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KnownSessions } from './known-sessions.js';

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
