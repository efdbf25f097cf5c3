import { cutText, LIMITS } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { notificationFromPush, PUSH_TITLE_MAX } from './push-payload';

describe('notificationFromPush', () => {
  it('cuts a title where the sender does', () => {
    expect(PUSH_TITLE_MAX).toBe(LIMITS.pushTitleMax);
    const shown = notificationFromPush({ title: 'x'.repeat(300), url: '/cases/1' });
    expect(shown).toEqual({ title: 'x'.repeat(LIMITS.pushTitleMax), url: '/cases/1' });
  });

  it('cuts as the sender does where an emoji straddles the length', () => {
    const flag = '🇨🇦';
    const family = '👨‍👩‍👧';
    for (const title of [
      `${'x'.repeat(119)}🙂 new`,
      `${'x'.repeat(118)}🙂 new`,
      '🙂'.repeat(80),
      `${'x'.repeat(118)}${flag} new`,
      `${'x'.repeat(115)}${family} new`,
    ]) {
      const shown = notificationFromPush({ title, url: '/' }).title;
      expect(shown).toBe(cutText(title, LIMITS.pushTitleMax));
      expect(shown.endsWith('\ud83d')).toBe(false);
    }
  });

  it('shows a plain notice for a payload that is not one', () => {
    for (const data of [null, 'text', 42, { title: '   ', url: '/x' }]) {
      expect(notificationFromPush(data).title).toBe('Forewarn');
    }
  });

  it('never opens a link that leaves the site', () => {
    for (const url of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', 7]) {
      expect(notificationFromPush({ title: 'New case', url }).url).toBe('/');
    }
  });
});
