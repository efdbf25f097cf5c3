import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { NavBar } from './nav-bar';

// Login and Sign Up only once the server has said nobody is signed in: while the session is
// loading, or when it could not be read (a database failing over answers 503), a member was
// shown the bar of someone signed out.
describe('NavBar account links', () => {
  it('shows Login and Sign Up when the server says nobody is signed in', async () => {
    serveApi({ 'GET /api/auth/session': { body: { user: null } } });
    renderWithApp(<NavBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
    expect(nav).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Sign Up' })).not.toHaveLength(0);
  });

  it('shows neither while the session cannot be read', async () => {
    const calls = serveApi({
      'GET /api/auth/session': {
        status: 503,
        body: {
          error: {
            code: 'unavailable',
            message: 'The server is busy. Please try again in a moment.',
          },
        },
      },
    });
    const { client } = renderWithApp(<NavBar />);
    await waitFor(() => expect(client.getQueryState(['session'])?.status).toBe('error'));
    expect(calls.some((call) => call.path === '/api/auth/session')).toBe(true);
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });
});
