import type { Notification } from '@forewarn/domain';
import { describe, expect, it } from 'vitest';
import { conversationHeadline, groupNotifications } from './group-notifications';

let clock = 0;
const at = () => new Date(Date.UTC(2026, 10, 28, 9, 0, clock++)).toISOString();

function message(
  threadId: string,
  read = false,
  conversation: Notification['conversation'] = null,
): Notification {
  return {
    id: `m${clock}`,
    kind: 'message',
    event: 'new_message',
    caseId: null,
    threadId,
    title: '',
    maskedName: null,
    maskedIdentifiers: [],
    country: null,
    createdAt: at(),
    read,
    conversation,
  };
}

function alert(read = false): Notification {
  return {
    id: `a${clock}`,
    kind: 'watch_alert',
    event: 'case_matches_watch',
    caseId: 'case1',
    threadId: null,
    title: 'Bond never returned',
    maskedName: 'Jo******',
    maskedIdentifiers: ['04** *** *78'],
    country: 'AU',
    createdAt: at(),
    read,
    conversation: null,
  };
}

const sam = {
  with: 'Sam',
  anonymous: false,
  caseTitle: 'Deposit taken for a car that was never delivered to me',
  unreadMessages: 6,
};

describe('groupNotifications', () => {
  it('makes six notices of one conversation one entry, and keeps the alert above them', () => {
    const watch = alert();
    const wave = Array.from({ length: 6 }, () => message('t1', false, sam));
    // Newest first, as the server answers: the wave arrived after the alert.
    const entries = groupNotifications([...[...wave].reverse(), watch]);
    expect(entries.map((e) => e.type)).toEqual(['notice', 'conversation']);
    expect(entries[0]).toMatchObject({ type: 'notice', item: { id: watch.id } });
    const group = entries[1];
    expect(group?.type === 'conversation' && group.items).toHaveLength(6);
    expect(group?.createdAt).toBe(wave.at(-1)?.createdAt);
  });

  it('keeps conversations apart, newest first, and a read alert in time order', () => {
    const old = alert(true);
    const a = message('t1', false, sam);
    const b = message('t2', true, {
      ...sam,
      with: 'Anonymous user #UCUkcTNECtN4q7Lq',
      anonymous: true,
    });
    const a2 = message('t1', true, sam);
    const entries = groupNotifications([a2, b, a, old]);
    expect(entries.map((e) => e.key)).toEqual(['thread:t1', 'thread:t2', old.id]);
    // A conversation is unread while any of its notices is.
    expect(entries[0]?.read).toBe(false);
    expect(entries[1]?.read).toBe(true);
  });

  it('shows nothing for no notices', () => {
    expect(groupNotifications([])).toEqual([]);
  });
});

describe('conversationHeadline', () => {
  it('counts the new messages and names the sender and the case, its title cut', () => {
    const [entry] = groupNotifications([message('t1', false, { ...sam, unreadMessages: 3 })]);
    if (entry?.type !== 'conversation') throw new Error('expected a conversation');
    expect(conversationHeadline(entry)).toBe(
      '3 new messages from Sam about ‘Deposit taken for a car that was never…’',
    );
  });

  it('names an anonymous party by the one naming rule: the short tag', () => {
    const [entry] = groupNotifications([
      message('t1', false, {
        ...sam,
        with: 'Anonymous user #UCUkcTNECtN4q7Lq',
        anonymous: true,
        caseTitle: 'Short title',
        unreadMessages: 1,
      }),
    ]);
    if (entry?.type !== 'conversation') throw new Error('expected a conversation');
    expect(conversationHeadline(entry)).toBe(
      '1 new message from Anonymous user #UCUk about ‘Short title’',
    );
  });

  it('says no count once read, and falls back to the plain line without its conversation', () => {
    const [read] = groupNotifications([message('t1', true, sam)]);
    if (read?.type !== 'conversation') throw new Error('expected a conversation');
    expect(conversationHeadline(read)).toBe(
      'Messages from Sam about ‘Deposit taken for a car that was never…’',
    );
    const [gone] = groupNotifications([message('t9', false, null)]);
    if (gone?.type !== 'conversation') throw new Error('expected a conversation');
    expect(conversationHeadline(gone)).toBe('You have a new message');
  });
});
