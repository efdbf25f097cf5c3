import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { api } from '../../lib/api-client';
import { AppStatus } from './app-status';

describe('AppStatus', () => {
  it('says the app is offline when a request cannot reach the server, though the browser says online', async () => {
    renderWithApp(<AppStatus />);
    expect(screen.queryByText('You are offline')).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await act(() => api.get('/api/auth/session').catch(() => undefined));
    expect(await screen.findByText('You are offline', undefined, { timeout: 5000 })).toBeVisible();

    serveApi({ 'GET /api/auth/session': { body: { user: null } } });
    await act(() => api.get('/api/auth/session'));
    expect(screen.queryByText('You are offline')).toBeNull();
  });

  it('follows the browser going offline and back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithApp(<AppStatus />);
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('You are offline', undefined, { timeout: 5000 })).toBeVisible();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('You are offline')).toBeNull();
  });
});
