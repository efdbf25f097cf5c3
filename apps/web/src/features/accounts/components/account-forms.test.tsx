import { API_TOKEN_MESSAGES, LIST_STATE_MESSAGES, MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { useApiTokens } from '../../api-tokens/api/api-tokens';
import { ChangePassword } from './change-password';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

// The account forms share one hook (useAccountForm): the domain's schema checks before any
// request, and the server's refusal lands under the field it names or above the form.

const user = { id: 'u1', email: 'sam@example.com', username: 'sam', emailVerified: true };
const refusal = (status: number, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code: 'refused', message, ...(fields ? { fields } : {}) } },
});

describe('the log-in form', () => {
  it('checks both fields before sending anything', async () => {
    const calls = serveApi({});
    renderWithApp(<LoginForm onLoggedIn={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the email and password, and says so when they are wrong', async () => {
    const calls = serveApi({ 'POST /api/auth/login': refusal(401, MESSAGES.invalidCredentials) });
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    const type = userEvent.setup();
    await type.type(screen.getByLabelText('Email'), 'sam@example.com');
    await type.type(screen.getByLabelText('Password'), 'not the password');
    await type.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/login',
        search: '',
        body: { email: 'sam@example.com', password: 'not the password' },
      },
    ]);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('signs in and says so to its page', async () => {
    serveApi({ 'POST /api/auth/login': { body: { user } } });
    const onLoggedIn = vi.fn();
    renderWithApp(<LoginForm onLoggedIn={onLoggedIn} />);
    const type = userEvent.setup();
    await type.type(screen.getByLabelText('Email'), 'sam@example.com');
    await type.type(screen.getByLabelText('Password'), 'the password');
    await type.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
  });
});

describe('the forgot-password form', () => {
  it('puts the server’s word on the email under that field, and takes the focus there', async () => {
    serveApi({
      'POST /api/auth/forgot-password': refusal(400, 'Bad input', {
        email: MESSAGES.emailInvalid,
      }),
    });
    renderWithApp(<ForgotPasswordForm />);
    const type = userEvent.setup();
    await type.type(screen.getByLabelText('Email'), 'sam@example.com');
    await type.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('says a link is on its way, whatever the address', async () => {
    serveApi({ 'POST /api/auth/forgot-password': { body: { status: 'sent' } } });
    renderWithApp(<ForgotPasswordForm />);
    const type = userEvent.setup();
    await type.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await type.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain('nobody@example.com');
  });
});

describe('the reset-password form', () => {
  it('refuses a short password before sending, and a dead link with a way to ask again', async () => {
    const calls = serveApi({
      'POST /api/auth/reset-password': refusal(400, MESSAGES.emailLinkInvalid, {
        token: MESSAGES.emailLinkInvalid,
      }),
    });
    renderWithApp(<ResetPasswordForm token="t" onDone={() => {}} />);
    const type = userEvent.setup();
    await type.type(screen.getByLabelText('New password'), 'short');
    await type.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(calls).toEqual([]);

    await type.type(screen.getByLabelText('New password'), ' but long now');
    await type.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${MESSAGES.emailLinkInvalid} Ask for a new link`);
    expect(calls[0]?.body).toEqual({ token: 't', password: 'short but long now' });
  });
});

const KEPT = '0b5e1c1e-4f2a-4c3d-9e8f-1a2b3c4d5e6f';
const ENDED = '7d9e2f3a-1b2c-4d5e-8f9a-0b1c2d3e4f5a';

/** My Account's change form, with the member's token list as the page asks for it. */
function ChangePasswordOnPage() {
  return <ChangePassword tokens={useApiTokens()} />;
}
const tokenList = (tokens: { id: string; name: string; endsWithPassword: boolean }[]) => ({
  body: {
    tokens: tokens.map((t) => ({
      ...t,
      scopes: ['search'],
      createdAt: '2026-12-01T00:00:00.000Z',
      lastUsedAt: null,
      expiresAt: null,
    })),
    searchesToday: { count: 0, limit: 500 },
  },
});

describe('the change-password form', () => {
  it('puts a wrong current password under its field', async () => {
    serveApi({
      'GET /api/account/api-tokens': tokenList([]),
      'PUT /api/account/password': refusal(400, 'Bad input', {
        currentPassword: MESSAGES.invalidCredentials,
      }),
    });
    renderWithApp(<ChangePasswordOnPage />);
    const type = userEvent.setup();
    await type.click(screen.getByRole('button', { name: 'Change password' }));
    await type.type(screen.getByLabelText('Current password'), 'a wrong one');
    await type.type(screen.getByLabelText('New password'), 'a brand new password');
    await type.click(screen.getByRole('button', { name: 'Change password' }));
    const field = screen.getByLabelText('Current password');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not sent while the token list it asks about could not be loaded, and offers Try again', async () => {
    let listFails = true;
    const calls = serveApi({
      'GET /api/account/api-tokens': () =>
        listFails
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } }
          : tokenList([
              { id: KEPT, name: 'Office CRM', endsWithPassword: false },
              { id: ENDED, name: 'Old script', endsWithPassword: true },
            ]),
      'PUT /api/account/password': { body: { message: 'ok' } },
    });
    renderWithApp(<ChangePasswordOnPage />);
    const type = userEvent.setup();
    await type.click(screen.getByRole('button', { name: 'Change password' }));
    await type.type(screen.getByLabelText('Current password'), 'the old password');
    await type.type(screen.getByLabelText('New password'), 'a brand new password');
    // Sent now, the change would end the token made to survive it: the form waits.
    expect(await screen.findByText(LIST_STATE_MESSAGES.apiTokensUnavailable)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Change password' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await type.click(submit);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    listFails = false;
    await type.click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    await type.click(await screen.findByLabelText(API_TOKEN_MESSAGES.keepLabel('Office CRM')));
    expect(screen.queryByLabelText(API_TOKEN_MESSAGES.keepLabel('Old script'))).toBeNull();
    await type.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      currentPassword: 'the old password',
      newPassword: 'a brand new password',
      keepApiTokens: [KEPT],
    });
  });
});
