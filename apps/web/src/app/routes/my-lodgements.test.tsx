import { type CaseSummary, LIST_STATE_MESSAGES } from '@forewarn/domain';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { Screen } from './my-lodgements';

// My Lodgements a page at a time (docs/decisions/0068): the first page, "Show more" for the
// next, and a card that goes when its case is deleted.

const signedIn = {
  'GET /api/auth/session': {
    body: { user: { id: 'u1', email: 'a@example.com', country: 'AU', emailVerified: true } },
  },
};

const card = (n: number): CaseSummary => ({
  id: `case${n}`,
  country: 'AU',
  title: `Case number ${n}`,
  maskedName: 'Jo******',
  postcode: '2000',
  author: 'Anonymous',
  authorBadges: [],
  mainImage: null,
  extraImages: [],
  paused: false,
  resolved: false,
  archived: false,
  hiddenReason: null,
  heldForReview: false,
  isOwner: true,
  createdAt: '2026-11-27T10:00:00.000Z',
});

const pageOf = (from: number, to: number, nextCursor: string | null) => ({
  body: {
    country: 'AU',
    cases: Array.from({ length: to - from + 1 }, (_, i) => card(from + i)),
    nextCursor,
  },
});

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('My Lodgements', () => {
  it('shows the first page, then the next on "Show more" (keyboard), which goes at the end', async () => {
    let answerSecond: () => void = () => {};
    const calls = serveApi({
      ...signedIn,
      'GET /api/my/cases': (_body, url) =>
        url.searchParams.get('cursor') === 'after-24'
          ? new Promise((resolve) => {
              answerSecond = () => resolve(pageOf(25, 27, null));
            })
          : pageOf(1, 24, 'after-24'),
    });
    renderWithApp(<Screen />);

    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(cardTitles()).toHaveLength(24);
    expect(calls.filter((c) => c.path === '/api/my/cases').map((c) => c.search)).toEqual([
      '?country=AU',
    ]);

    more.focus();
    await userEvent.setup().keyboard('{Enter}');
    // Loading: the same button says so and keeps the focus; a second press asks nothing more.
    const loading = await screen.findByRole('button', { name: 'Loading…' });
    expect(loading).toBe(more);
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');

    answerSecond();
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(27));
    expect(cardTitles().at(-1)).toBe('Case number 27');
    expect(screen.queryByRole('button', { name: /Show more|Loading/ })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/my/cases').map((c) => c.search)).toEqual([
      '?country=AU',
      '?country=AU&cursor=after-24',
    ]);
  });

  it('keeps the cards when "Show more" fails, says why, and tries again', async () => {
    let fail = true;
    serveApi({
      ...signedIn,
      'GET /api/my/cases': (_body, url) => {
        if (!url.searchParams.get('cursor')) return pageOf(1, 24, 'after-24');
        if (fail) {
          fail = false;
          return {
            status: 503,
            body: { error: { code: 'unavailable', message: 'Forewarn is busy. Try again.' } },
          };
        }
        return pageOf(25, 25, null);
      },
    });
    renderWithApp(<Screen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forewarn is busy. Try again.');
    expect(cardTitles()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(25));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a deleted case off the page without fetching the pages again', async () => {
    const calls = serveApi({
      ...signedIn,
      'GET /api/my/cases': (_body, url) =>
        url.searchParams.get('cursor') ? pageOf(25, 26, null) : pageOf(1, 24, 'after-24'),
      'DELETE /api/cases/case25': { status: 204, body: null },
    });
    renderWithApp(<Screen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(cardTitles()).toHaveLength(26));

    const doomed = screen.getByRole('heading', { name: /Case number 25$/ }).closest('li');
    if (!doomed) throw new Error('no card');
    await user.click(within(doomed).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this case?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await vi.waitFor(() => expect(cardTitles()).toHaveLength(25));
    expect(screen.queryByRole('heading', { name: /Case number 25$/ })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/my/cases')).toHaveLength(2);
  });

  it('keeps its empty state for a member with no cases in the country', async () => {
    serveApi({ ...signedIn, 'GET /api/my/cases': pageOf(1, 0, null) });
    renderWithApp(<Screen />);
    expect(
      await screen.findByText('You have not lodged any cases in Australia yet.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lodge a case' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says the list is unavailable when a reload fails, not that there are no cases (issue 45)', async () => {
    let busy = false;
    serveApi({
      ...signedIn,
      'GET /api/my/cases': () =>
        busy
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } }
          : pageOf(1, 0, null),
    });
    const { client } = renderWithApp(<Screen />);
    expect(
      await screen.findByText('You have not lodged any cases in Australia yet.'),
    ).toBeVisible();
    // The member lodged a case elsewhere; the list is reloaded, and the server is busy.
    busy = true;
    await client.invalidateQueries();
    expect(await screen.findByText(LIST_STATE_MESSAGES.lodgementsUnavailable)).toBeVisible();
    expect(screen.queryByText('You have not lodged any cases in Australia yet.')).toBeNull();
    busy = false;
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(
      await screen.findByText('You have not lodged any cases in Australia yet.'),
    ).toBeVisible();
  });
});
