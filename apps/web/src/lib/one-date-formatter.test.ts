import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizeUntil } from './api-client';
import { formatDateTime } from './dates';

// Issue 38: the bell, My Watches, the banners and the server's refusals showed dates in four
// formats. lib/dates.ts is the app's one date and time formatter; this test fails when any other
// source file formats a date itself. Asking the browser for its zone (resolvedOptions) is fine.

const SRC = path.resolve(import.meta.dirname, '..');
const ALLOWED = new Set([path.join('lib', 'dates.ts')]);
const FORMATTING = [
  /\.toLocale(?:Date|Time)?String\(/,
  /\bIntl\.DateTimeFormat\((?!\)\.resolvedOptions\(\))/,
  /\bformatZonedDateTime\b/,
  /\bformatMessageTime\b/,
  /\.toUTCString\(/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one date formatter', () => {
  it('no source file but lib/dates.ts formats a date', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const relative = path.relative(SRC, file);
      if (ALLOWED.has(relative)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (FORMATTING.some((pattern) => pattern.test(line))) {
            offenders.push(`${relative}:${i + 1}: ${line.trim()}`);
          }
        });
    }
    expect(offenders).toEqual([]);
  });

  it('finds a formatter where there is one (the check itself works)', () => {
    const line = "const when = new Date(iso).toLocaleString(undefined, { dateStyle: 'medium' });";
    expect(FORMATTING.some((pattern) => pattern.test(line))).toBe(true);
    expect(FORMATTING.some((p) => p.test('Intl.DateTimeFormat().resolvedOptions().timeZone'))).toBe(
      false,
    );
    expect(FORMATTING.some((p) => p.test("new Intl.DateTimeFormat('en', {})"))).toBe(true);
  });
});

describe("a refusal's end, in the reader's own time", () => {
  it('puts the formatter’s text where the server wrote the instant in UTC', () => {
    const until = '2099-11-30T16:20:00.000Z';
    const message = localizeUntil({
      code: 'forbidden',
      message: 'Your account is suspended until 30 November 2099 at 16:20 UTC. Reason: Spam',
      until,
      untilText: '30 November 2099 at 16:20 UTC',
    });
    expect(message).toBe(`Your account is suspended until ${formatDateTime(until)}. Reason: Spam`);
    expect(message).not.toContain('UTC.');
  });

  it('leaves a message without an instant alone', () => {
    expect(localizeUntil({ code: 'x', message: 'No.' })).toBe('No.');
    expect(localizeUntil({ code: 'x', message: 'No.', until: 'soon', untilText: 'No' })).toBe(
      'No.',
    );
  });
});
