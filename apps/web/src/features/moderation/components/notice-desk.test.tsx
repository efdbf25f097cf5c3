import { LIST_STATE_MESSAGES, NOTICE_MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { NoticeDesk } from './notice-desk';

// The desk's count of waiting notices (issue 48): one that could not be read is said so, with
// Try again, not left out as if there were nothing to count (issue 45).

describe('the notices desk', () => {
  it('says the count is unavailable when it fails, and Try again reads it', async () => {
    let busy = true;
    serveApi({
      'POST /api/moderation/desk/next': { body: { item: null } },
      'GET /api/moderation/desk': () =>
        busy
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } }
          : { body: { total: 3 } },
    });
    renderWithApp(<NoticeDesk />);
    expect(await screen.findByText(NOTICE_MESSAGES.deskWaitingUnavailable)).toBeVisible();
    busy = false;
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByText(NOTICE_MESSAGES.deskWaiting(3), { exact: false })).toBeVisible();
    expect(screen.queryByText(NOTICE_MESSAGES.deskWaitingUnavailable)).toBeNull();
  });
});
