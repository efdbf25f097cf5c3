import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { WatchButton } from './watch-button';

const signedIn = {
  'GET /api/auth/session': { body: { user: { id: 'u1', email: 'a@example.com' } } },
};

describe('WatchButton (issue 38)', () => {
  it.each([
    ['0491 570 110', 'Watch this number'],
    ['dana@example.com', 'Watch this email'],
    ['51 824 753 556', 'Watch this business number'],
  ])('after a search for %s says %s', async (query, label) => {
    serveApi(signedIn);
    renderWithApp(<WatchButton country="AU" query={query} />);
    expect(await screen.findByRole('button', { name: label })).toBeVisible();
  });

  it('is not offered after a postcode search, where a watch could only fail', async () => {
    const calls = serveApi(signedIn);
    const { container } = renderWithApp(<WatchButton country="AU" query="2000" />);
    // The session has answered (the check for a postcode comes after it), and still nothing.
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
