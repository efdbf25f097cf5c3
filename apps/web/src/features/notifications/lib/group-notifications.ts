import {
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationConversation,
  notificationText,
  partyName,
} from '@forewarn/domain';

// The bell's entries (issue 45: six messages from one person made six identical lines and
// pushed the one watch alert that mattered below them). Decided here, in one pure function,
// rather than by the server: the server pages notices by time, and grouping a page's notices
// is the bell's way of showing them (docs/decisions/0074).

export type BellEntry =
  | { type: 'notice'; key: string; item: Notification; read: boolean; createdAt: string }
  | {
      type: 'conversation';
      key: string;
      threadId: string;
      /** Every notice of the conversation on the loaded pages, newest first. */
      items: Notification[];
      conversation: NotificationConversation | null;
      read: boolean;
      /** The newest notice's time. */
      createdAt: string;
    };

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/**
 * Message notices of one conversation become one entry, read only once all its notices are;
 * unread alerts and notices come first, newest first, then everything else newest first, so a
 * wave of messages never pushes an alert down.
 */
export function groupNotifications(items: readonly Notification[]): BellEntry[] {
  const conversations = new Map<string, Extract<BellEntry, { type: 'conversation' }>>();
  const entries: BellEntry[] = [];
  for (const item of items) {
    if (item.kind === 'message' && item.threadId) {
      const group = conversations.get(item.threadId);
      if (group) {
        group.items.push(item);
        group.read &&= item.read;
        if (item.createdAt > group.createdAt) group.createdAt = item.createdAt;
        group.conversation ??= item.conversation ?? null;
        continue;
      }
      const entry = {
        type: 'conversation' as const,
        key: `thread:${item.threadId}`,
        threadId: item.threadId,
        items: [item],
        conversation: item.conversation ?? null,
        read: item.read,
        createdAt: item.createdAt,
      };
      conversations.set(item.threadId, entry);
      entries.push(entry);
    } else {
      entries.push({
        type: 'notice',
        key: item.id,
        item,
        read: item.read,
        createdAt: item.createdAt,
      });
    }
  }
  for (const group of conversations.values()) group.items.sort(newestFirst);
  const alertsFirst = entries.filter((e) => e.type === 'notice' && !e.read).sort(newestFirst);
  const rest = entries.filter((e) => !(e.type === 'notice' && !e.read)).sort(newestFirst);
  return [...alertsFirst, ...rest];
}

/**
 * A conversation entry's headline: how many new messages, from whom (the chat's naming rule,
 * partyName), about which case; without its conversation (a thread since gone), the old line.
 */
export function conversationHeadline(entry: Extract<BellEntry, { type: 'conversation' }>): string {
  const conversation = entry.conversation;
  const first = entry.items[0];
  if (!conversation) return first ? notificationText(first) : '';
  const from = partyName({ name: conversation.with, anonymous: conversation.anonymous }).short;
  const unread = entry.read ? 0 : Math.max(1, conversation.unreadMessages);
  return NOTIFICATION_MESSAGES.conversationEntry(unread, from, conversation.caseTitle);
}
