import { LIST_STATE_MESSAGES, NOTICE_MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { AppealsDesk } from './appeals-desk';

// The moderators' appeals (issue 48): a list that failed to load is said so under its heading,
// never taken for "no appeals" nor left out of the page (issue 45).

describe('the appeals desk', () => {
  it('keeps its heading and says the appeals are unavailable when they fail to load', async () => {
    let busy = true;
    serveApi({
      'GET /api/moderation/appeals': () =>
        busy
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } }
          : { body: { appeals: [] } },
    });
    renderWithApp(<AppealsDesk />);
    expect(screen.getByRole('heading', { name: NOTICE_MESSAGES.appealsTitle })).toBeVisible();
    expect(await screen.findByText(LIST_STATE_MESSAGES.appealsUnavailable)).toBeVisible();
    expect(screen.queryByText(NOTICE_MESSAGES.noAppeals)).toBeNull();
    busy = false;
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByText(NOTICE_MESSAGES.noAppeals)).toBeVisible();
  });
});
