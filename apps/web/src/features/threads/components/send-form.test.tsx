import { MESSAGES, THREADS_UI, type Thread } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { SendForm } from './send-form';

// The chat's send box (useSendForm): the domain's schema checks before any request, the box
// empties as the message goes, and a refused message comes back with the server's reason.

const thread: Thread = {
  id: 't1',
  caseId: 'c1',
  caseTitle: 'A leaking roof',
  caseImageUrl: null,
  other: { name: 'sam', avatarUrl: null, anonymous: false, badges: [] },
  allowance: { sent: 0, remaining: 20, limited: false, warning: false, resetsAt: null },
  reportAvailableAt: null,
};
const session = { body: { user: null } };

describe('the chat send box', () => {
  it('sends nothing when the box is empty, and says why', async () => {
    const calls = serveApi({ 'GET /api/auth/session': session });
    renderWithApp(<SendForm thread={thread} />);
    await userEvent.setup().click(screen.getByRole('button', { name: THREADS_UI.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.messageRequired);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('gives a refused message back with the server reason', async () => {
    const refusal = 'You have sent too many messages.';
    const calls = serveApi({
      'GET /api/auth/session': session,
      'POST /api/threads/t1/messages': {
        status: 429,
        body: { error: { code: 'rate_limited', message: refusal } },
      },
    });
    renderWithApp(<SendForm thread={thread} />);
    const type = userEvent.setup();
    const box = screen.getByLabelText(THREADS_UI.messageLabel);
    await type.type(box, 'Is the roof fixed?');
    await type.click(screen.getByRole('button', { name: THREADS_UI.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((box as HTMLInputElement).value).toBe('Is the roof fixed?');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/threads/t1/messages',
        body: expect.objectContaining({ text: 'Is the roof fixed?' }),
      }),
    ]);
  });
});
