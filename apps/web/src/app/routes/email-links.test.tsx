import { LIST_STATE_MESSAGES, MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { Screen as KeepListed } from './keep-listed';
import { Screen as VerifyEmail } from './verify-email';

// The pages an email's link opens ask the server once: a busy server is said so with Try again
// (during a failover the link still works a moment later); only a refusal reads as a bad link.

const busy = {
  status: 503,
  body: { error: { code: 'unavailable', message: 'The server is busy. Try again shortly.' } },
};
const refused = {
  status: 400,
  body: { error: { code: 'invalid', message: 'This link is invalid or has expired.' } },
};

describe('Keep listed, from the reminder email', () => {
  const route = '/keep-listed?case=c1&token=t1';

  it('says a busy server with Try again, which asks again', async () => {
    let answers = [busy, { body: { message: 'Kept' } }];
    const calls = serveApi({
      'POST /api/cases/c1/keep-listed': () => {
        const [first, ...rest] = answers;
        answers = rest;
        return first ?? refused;
      },
    });
    renderWithApp(<KeepListed />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByText(MESSAGES.keptListed, { exact: false })).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  it('says a refusal in the server’s words, with no Try again', async () => {
    serveApi({ 'POST /api/cases/c1/keep-listed': refused });
    renderWithApp(<KeepListed />, { route });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeVisible();
    expect(screen.queryByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeNull();
  });
});

describe('Verify email, from the verification email', () => {
  it('says a busy server with Try again, which asks again', async () => {
    let first = true;
    const calls = serveApi({
      'POST /api/auth/verify-email': () => {
        const answer = first ? busy : refused;
        first = false;
        return answer;
      },
    });
    renderWithApp(<VerifyEmail />, { route: '/verify-email?token=t1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByText('This link is invalid or has expired.')).toBeVisible();
    expect(calls).toHaveLength(2);
  });
});
