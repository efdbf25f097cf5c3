import { setLocale } from '@forewarn/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { LanguageProvider } from './language';
import { LanguageSwitch } from './language-switch';

// A member's switch is saved to their account; a save that failed was swallowed, and the
// account's older language then took the page back at the next sign-in with no word why.
const session = {
  'GET /api/auth/session': {
    body: { user: { id: 'u1', email: 'a@example.com', country: 'CA', emailVerified: true } },
  },
};
const busy = {
  status: 503,
  body: { error: { code: 'unavailable', message: 'The server is busy.' } },
};

function renderSwitch() {
  return renderWithApp(
    <LanguageProvider initial="en">
      <LanguageSwitch className="" />
    </LanguageProvider>,
  );
}

afterEach(() => {
  setLocale('en');
  document.documentElement.lang = 'en';
  // biome-ignore lint/suspicious/noDocumentCookie: the switch writes this cookie; the next test starts without it.
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('LanguageSwitch for a member', () => {
  it('says, in the new language, when the account could not be saved, and Try again saves it', async () => {
    let saves = 0;
    const calls = serveApi({
      ...session,
      'PUT /api/account/language': () => (++saves === 1 ? busy : { status: 204, body: null }),
    });
    renderSwitch();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/session')).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));

    expect(
      await screen.findByText(/Votre langue n’a pas pu être enregistrée dans votre compte/),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/account/language', search: '', body: { language: 'fr-CA' } },
    ]);
    // The page is in French: the switch now offers English.
    expect(screen.getByRole('button', { name: 'English' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText('Votre langue est enregistrée dans votre compte.'),
    ).toBeVisible();
    expect(saves).toBe(2);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ language: 'fr-CA' });
  });

  it('says nothing when the save succeeds', async () => {
    const calls = serveApi({
      ...session,
      'PUT /api/account/language': { status: 204, body: null },
    });
    renderSwitch();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/session')).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await screen.findByRole('button', { name: 'English' });
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });
});
