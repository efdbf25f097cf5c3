import type { CaseSummary } from '@forewarn/domain';
import { LIST_STATE_MESSAGES, SEARCH_MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { useCaseResults } from '../../features/search/hooks/use-case-results';
import { Results } from './home-results';

// The search's state machine (issue 45): "No cases found" only for a 200 that found none; a
// busy or unreachable server says the search is unavailable, counts down its Retry-After and
// offers Try again; a rate limit says why.

const hit: CaseSummary = {
  id: 'case1',
  country: 'AU',
  title: 'Deposit taken and never returned',
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
  isOwner: false,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const busy = {
  status: 503,
  headers: { 'Retry-After': '1' },
  body: {
    error: { code: 'overloaded', message: 'The server is busy. Please try again in a moment.' },
  },
};

function Search({ q }: { q: string }) {
  const results = useCaseResults('AU', q);
  if (results.kind === 'prompt') return null;
  return <Results results={results} countryName="Australia" notify={() => {}} />;
}

const noCases = () => screen.queryByText(SEARCH_MESSAGES.noCasesFound);

describe('the search', () => {
  it('says "No cases found" for a 200 with no cases', async () => {
    serveApi({ 'GET /api/cases/search': { body: { cases: [] } } });
    renderWithApp(<Search q="0412345678" />);
    expect(await screen.findByText(SEARCH_MESSAGES.noCasesFound)).toBeInTheDocument();
    expect(screen.queryByTestId('list-unavailable')).toBeNull();
  });

  it('lists the cases of a 200 with hits', async () => {
    serveApi({ 'GET /api/cases/search': { body: { cases: [hit] } } });
    renderWithApp(<Search q="0412345678" />);
    expect(await screen.findByText('Deposit taken and never returned')).toBeInTheDocument();
    expect(noCases()).toBeNull();
  });

  it("shows a 429's own message, asked once, and never an empty result", async () => {
    const message = 'You are searching too fast. Please wait a minute and try again.';
    const calls = serveApi({
      'GET /api/cases/search': {
        status: 429,
        headers: { 'Retry-After': '60' },
        body: { error: { code: 'rate_limited', message } },
      },
    });
    renderWithApp(<Search q="0412345678" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(noCases()).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('on a 503 says so while it asks again, then that the search is unavailable, with the Retry-After counted and Try again', async () => {
    let answers = 0;
    let nextAnswer: (reply: typeof busy | { body: unknown }) => void = () => {};
    serveApi({
      'GET /api/cases/search': () => {
        answers += 1;
        return answers === 2
          ? new Promise((resolve) => {
              nextAnswer = resolve;
            })
          : answers === 3
            ? { body: { cases: [] } }
            : busy;
      },
    });
    renderWithApp(<Search q="0412345678" />);

    // After the first 503 the browser waits the Retry-After and asks again, saying so.
    expect(await screen.findByText(LIST_STATE_MESSAGES.busyRetrying)).toBeInTheDocument();
    expect(noCases()).toBeNull();
    await vi.waitFor(() => expect(answers).toBe(2), { timeout: 3000 });
    // The second refusal's Retry-After is what the page counts down.
    nextAnswer({ ...busy, headers: { 'Retry-After': '30' } });

    const box = await screen.findByTestId('list-unavailable');
    expect(screen.getByRole('alert')).toHaveTextContent(LIST_STATE_MESSAGES.searchUnavailable);
    expect(box).toHaveTextContent(
      `${LIST_STATE_MESSAGES.searchUnavailable} ${LIST_STATE_MESSAGES.tryAgainIn(30)}`,
    );
    expect(noCases()).toBeNull();

    // Try again asks the server once more; its 200 with no cases is the first empty result.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByText(SEARCH_MESSAGES.noCasesFound)).toBeInTheDocument();
    expect(answers).toBe(3);
  });

  it('on a network failure says the search is unavailable, with no countdown, and Try again', async () => {
    let reachable = false;
    serveApi({
      'GET /api/cases/search': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { body: { cases: [hit] } };
      },
    });
    renderWithApp(<Search q="0412345678" />);

    const box = await screen.findByTestId('list-unavailable', {}, { timeout: 4000 });
    expect(box).toHaveTextContent(LIST_STATE_MESSAGES.searchUnavailable);
    expect(box).not.toHaveTextContent('Try again in');
    expect(noCases()).toBeNull();

    reachable = true;
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByText('Deposit taken and never returned')).toBeInTheDocument();
  });
});
