// Query keys of private messaging. Everything here sits under ['threads'], so signing out (which
// drops every query but the session) forgets it all.

export const threadKeys = {
  all: () => ['threads'] as const,
  list: () => ['threads', 'list'] as const,
  thread: (id: string) => ['threads', 'thread', id] as const,
  messages: (id: string) => ['threads', 'thread', id, 'messages'] as const,
  emailNotices: () => ['threads', 'email-notices'] as const,
};

export const threadUrl = (id: string, suffix = '') =>
  `/api/threads/${encodeURIComponent(id)}${suffix}`;

/** The viewer's IANA time zone: one definition, in lib/dates.ts. */
export { viewerTimeZone } from '../../../lib/dates';
