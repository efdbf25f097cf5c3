import { LIMITS } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { notificationFromPush, PUSH_TITLE_MAX } from './push-payload';

describe('notificationFromPush', () => {
  it('cuts a title where the sender does', () => {
    expect(PUSH_TITLE_MAX).toBe(LIMITS.pushTitleMax);
    const shown = notificationFromPush({ title: 'x'.repeat(300), url: '/cases/1' });
    expect(shown).toEqual({ title: 'x'.repeat(LIMITS.pushTitleMax), url: '/cases/1' });
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
