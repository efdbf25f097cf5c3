import { MESSAGES } from '@forewarn/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { NamedParty } from './case-detail';

// Whether the reader has proven a case names them comes with its responses: when those could
// not be read, "Is this about you?" was offered again to someone already verified.
const session = {
  'GET /api/auth/session': {
    body: { user: { id: 'u1', email: 'a@example.com', country: 'AU', emailVerified: true } },
  },
};
const page = (viewerIsNamedParty: boolean) => ({
  body: { comments: [], nextCursor: null, viewerIsNamedParty },
});

const renderOffer = () =>
  renderWithApp(<NamedParty caseId="c1" hasEmail hasPhone={false} notify={() => {}} />);

describe("the case page's 'Is this about you?'", () => {
  it('is offered once the responses say the reader has not proven it', async () => {
    serveApi({ ...session, 'GET /api/cases/c1/comments': page(false) });
    renderOffer();
    expect(await screen.findByRole('button', { name: MESSAGES.isThisAboutYou })).toBeVisible();
  });

  it('says verified when the responses say so', async () => {
    serveApi({ ...session, 'GET /api/cases/c1/comments': page(true) });
    renderOffer();
    expect(await screen.findByText(new RegExp(MESSAGES.namedPartyVerified))).toBeVisible();
    expect(screen.queryByRole('button', { name: MESSAGES.isThisAboutYou })).toBeNull();
  });

  it('is not offered, nor its label shown, when the responses could not be read', async () => {
    const calls = serveApi({
      ...session,
      'GET /api/cases/c1/comments': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'The server is busy.' } },
      },
    });
    const { container, client } = renderOffer();
    // The viewer's own list (keyed by viewer; the visitor's waits for the session) failed.
    await waitFor(() =>
      expect(
        client
          .getQueryCache()
          .findAll({ queryKey: ['cases', 'c1', 'comments', 'u1'] })
          .map((query) => query.state.status),
      ).toEqual(['error']),
    );
    expect(calls.some((call) => call.path === '/api/cases/c1/comments')).toBe(true);
    expect(screen.queryByRole('button', { name: MESSAGES.isThisAboutYou })).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
