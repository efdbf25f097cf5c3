import { COUNTRY_CODES, lodgementSchema, zodFieldErrors } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CASES } from './demo-cases.js';
import { DEMO_THREADS, DEMO_USERS } from './demo-data.js';

describe('demo data', () => {
  it('has about 30 cases across all six countries', () => {
    expect(DEMO_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_CASES.map((c) => c.country))).toEqual(new Set(COUNTRY_CODES));
  });

  it.each(DEMO_CASES.map((c) => [c.fields.title, c] as const))(
    '%s passes the lodgement rules',
    (_title, demo) => {
      const parsed = lodgementSchema.safeParse({ ...demo.fields, country: demo.country });
      expect(parsed.success ? {} : zodFieldErrors(parsed.error)).toEqual({});
      expect(DEMO_USERS.some((u) => u.key === demo.by)).toBe(true);
    },
  );

  it('uses only example.com addresses and includes a verified plumber', () => {
    const emails = [
      ...DEMO_USERS.map((u) => u.email),
      ...DEMO_CASES.flatMap((c) => (typeof c.fields.email === 'string' ? [c.fields.email] : [])),
    ];
    expect(emails.every((e) => e.endsWith('@example.com'))).toBe(true);
    expect(DEMO_USERS.some((u) => u.verifiedPlumber)).toBe(true);
  });

  it('has chats about demo cases, one of them anonymous, never with oneself', () => {
    expect(DEMO_THREADS.length).toBeGreaterThanOrEqual(3);
    for (const thread of DEMO_THREADS) {
      const kase = DEMO_CASES.find((c) => c.fields.title === thread.caseTitle);
      expect(kase, thread.caseTitle).toBeDefined();
      expect(kase?.by).not.toBe(thread.responder);
      expect(DEMO_USERS.some((u) => u.key === thread.responder)).toBe(true);
      expect(thread.messages.every((m) => m.text.length > 0 && m.text.length <= 1000)).toBe(true);
    }
    const anonymous = DEMO_THREADS.filter((t) => {
      const kase = DEMO_CASES.find((c) => c.fields.title === t.caseTitle);
      return kase?.fields.postAnonymously !== false;
    });
    expect(anonymous.length).toBeGreaterThan(0);
  });

  it('includes one moderator, who lodges no case', () => {
    const moderators = DEMO_USERS.filter((u) => u.role === 'moderator');
    expect(moderators).toHaveLength(1);
    expect(DEMO_CASES.some((c) => c.by === moderators[0]?.key)).toBe(false);
  });
});
