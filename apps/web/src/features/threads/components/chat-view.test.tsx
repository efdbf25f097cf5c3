import { LIST_STATE_MESSAGES, MESSAGES, THREADS_UI, type Thread } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { ChatView } from './chat-view';

// An open chat whose refresh fails (after a new message or a reconnect, while the database fails
// over) keeps the messages shown and what the member is typing, and says it is not up to date;
// only a chat that never loaded gives way to the failure.

const thread: Thread = {
  id: 't1',
  caseId: 'c1',
  caseTitle: 'A leaking roof',
  caseImageUrl: null,
  other: { name: 'sam', avatarUrl: null, anonymous: false, badges: [] },
  allowance: { sent: 0, remaining: 20, limited: false, warning: false, resetsAt: null },
  reportAvailableAt: null,
};
const page = {
  messages: [
    { id: 'm1', text: 'Hello about the roof', createdAt: '2026-11-27T10:00:00Z', mine: false },
  ],
  olderCursor: null,
};
const busy = {
  status: 503,
  body: { error: { code: 'unavailable', message: 'The server is busy.' } },
};

/** A live stream that never connects: the chat's refreshes are the test's to make. */
class SilentEventSource extends EventTarget {
  readyState = 0;
  close() {}
}

describe('ChatView', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', SilentEventSource);
    // The chat's reads ask twice more before failing (1 s, then 2 s): the test's clock, not a wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the chat and the typed text when a refresh fails, and says so', async () => {
    let failing = false;
    serveApi({
      'GET /api/auth/session': { body: { user: { id: 'u1', emailVerified: true } } },
      'GET /api/threads/t1': () => (failing ? busy : { body: thread }),
      'GET /api/threads/t1/messages': () => (failing ? busy : { body: page }),
    });
    const { client } = renderWithApp(<ChatView threadId="t1" onNotFound={() => {}} />);
    const box = await screen.findByLabelText(THREADS_UI.messageLabel);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .type(box, 'Are you still coming?');
    failing = true;
    const refetched = client.refetchQueries();
    await vi.advanceTimersByTimeAsync(4000);
    await refetched;
    expect(await screen.findByText(LIST_STATE_MESSAGES.chatNotUpToDate)).toBeVisible();
    expect(screen.getByText('Hello about the roof')).toBeVisible();
    expect(screen.getByLabelText(THREADS_UI.messageLabel)).toHaveValue('Are you still coming?');
    expect(screen.queryByText(MESSAGES.failedToOpenChat('The server is busy.'))).toBeNull();
  });
});
