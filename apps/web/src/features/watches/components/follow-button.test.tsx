import { LIST_STATE_MESSAGES, WATCH_MESSAGES } from '@forewarn/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { FollowButton } from './follow-button';

// Whether the member follows the case is read first; when it could not be, the button used to
// vanish, as if there were nothing to follow (issue 45's rule).
const busy = {
  status: 503,
  body: { error: { code: 'unavailable', message: 'The server is busy.' } },
};

const renderButton = () =>
  renderWithApp(<FollowButton caseId="c1" className="" notify={() => {}} />);

describe('FollowButton', () => {
  it('says following is unavailable, and Try again brings the button', async () => {
    let reads = 0;
    serveApi({
      'GET /api/cases/c1/follow': () => (++reads === 1 ? busy : { body: { following: true } }),
    });
    renderButton();
    expect(await screen.findByText(LIST_STATE_MESSAGES.followUnavailable)).toBeVisible();
    expect(screen.queryByRole('button', { name: WATCH_MESSAGES.followThisCase })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    const button = await screen.findByRole('button', { name: WATCH_MESSAGES.unfollowThisCase });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(LIST_STATE_MESSAGES.followUnavailable)).toBeNull();
  });

  it('says a refusal in the server’s words rather than vanishing', async () => {
    serveApi({
      'GET /api/cases/c1/follow': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many requests. Try again later.' } },
      },
    });
    renderButton();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again later.',
    );
    expect(screen.queryByRole('button', { name: WATCH_MESSAGES.followThisCase })).toBeNull();
  });

  it('shows Follow this case when the member does not follow it', async () => {
    serveApi({ 'GET /api/cases/c1/follow': { body: { following: false } } });
    renderButton();
    const button = await screen.findByRole('button', { name: WATCH_MESSAGES.followThisCase });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
