import { MESSAGES, THREADS_UI } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { ResponseList } from './response-list';

// A case's responses a page at a time: older responses that fail to load are said in the list
// (not only in a snackbar the host may not have), the loaded ones stay, and the button asks again.

const response = (n: number) => ({
  id: `r${n}`,
  text: `Response number ${n}`,
  author: 'Anonymous',
  authorBadges: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  image: null,
  isMine: false,
  namedParty: false,
});
const page = (from: number, nextCursor: string | null) => ({
  body: {
    comments: [response(from), response(from + 1)],
    nextCursor,
    namedPartyResponded: false,
    viewerIsNamedParty: false,
  },
});

describe('ResponseList', () => {
  it('says older responses failed to load, keeps the newer, and Show older responses asks again', async () => {
    let olderFails = true;
    serveApi({
      'GET /api/auth/session': { body: { user: null } },
      'GET /api/cases/c1/comments': (_body, url) =>
        url.searchParams.get('cursor') === null
          ? page(1, 'next')
          : olderFails
            ? {
                status: 503,
                body: { error: { code: 'unavailable', message: 'The server is busy.' } },
              }
            : page(3, null),
    });
    renderWithApp(<ResponseList caseId="c1" notify={() => {}} announceLoadErrors={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: THREADS_UI.showOlderResponses }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.failedToLoadComments('The server is busy.'),
    );
    expect(screen.getByText('Response number 1')).toBeVisible();

    olderFails = false;
    await user.click(screen.getByRole('button', { name: THREADS_UI.showOlderResponses }));
    expect(await screen.findByText('Response number 4')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
