import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { ThisCaseNamesYou } from './this-case-names-you';

const session = { 'GET /api/auth/session': { body: { user: { id: 'u1' } } } };

function renderView() {
  const onReply = vi.fn();
  const onNamed = vi.fn();
  const notify = vi.fn();
  renderWithApp(
    <ThisCaseNamesYou
      caseId="c1"
      dispute={<button type="button">Dispute this case</button>}
      onReply={onReply}
      onNamed={onNamed}
      notify={notify}
    />,
  );
  return { onReply, onNamed, notify };
}

describe('ThisCaseNamesYou', () => {
  it('lets a member named by their verified contact reply at once, with no code', async () => {
    const calls = serveApi({
      ...session,
      'GET /api/cases/c1/named-party': { body: { status: 'account' } },
      'POST /api/cases/c1/named-party/claim': { body: { message: 'You are replying.' } },
    });
    const { onReply, onNamed } = renderView();
    expect(await screen.findByRole('heading', { name: 'This case names you' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dispute this case' })).toBeVisible();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Reply as the person named' }));
    await vi.waitFor(() => expect(onReply).toHaveBeenCalledOnce());
    expect(onNamed).toHaveBeenLastCalledWith(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/cases/c1/named-party/claim',
    );
    expect(calls.some((c) => c.path.endsWith('/code'))).toBe(false);
  });

  it('says a refusal in the server’s words: a person named is never left to think it is not about them', async () => {
    serveApi({
      ...session,
      'GET /api/cases/c1/named-party': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests. Try again later.' } },
      },
    });
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again later.',
    );
  });

  it('shows nothing to anyone else, who keeps the spec’s headings and the code', async () => {
    const calls = serveApi({
      ...session,
      'GET /api/cases/c1/named-party': { body: { status: 'none' } },
    });
    const { onNamed } = renderView();
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === '/api/cases/c1/named-party')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'This case names you' })).toBeNull();
    expect(onNamed).toHaveBeenLastCalledWith(false);
  });
});
