import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from './notification-messages.js';

// The bell's entry cuts a case's title to one line: a title members wrote, which may hold
// emoji (two UTF-16 units each), never cut between the two.
describe("the bell's conversation entry", () => {
  it('keeps a short title whole', () => {
    expect(NOTIFICATION_MESSAGES.conversationEntry(1, 'Ana', 'Deck left half built')).toBe(
      '1 new message from Ana about ‘Deck left half built’',
    );
  });

  it('cuts a long title before an emoji it would split', () => {
    const title = `${'Roof never finished, '.repeat(2).slice(0, 38)}🙂 and more after it`;
    const entry = NOTIFICATION_MESSAGES.conversationEntry(0, 'Ana', title);
    expect(entry).toBe(`Messages from Ana about ‘${title.slice(0, 38).trimEnd()}…’`);
    expect(/\p{Cs}/u.test(entry)).toBe(false);
  });
});
