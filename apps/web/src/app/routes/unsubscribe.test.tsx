import { LIST_STATE_MESSAGES, NOTIFICATION_MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { Screen } from './unsubscribe';

// An email's unsubscribe link (issue 45): only the server's refusal reads as an invalid link;
// a busy or unreachable server is said so, with Try again, before the click and after it.

const busy = { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } };
const route = '/Unsubscribe?token=tok';

describe('the unsubscribe page', () => {
  it('says a busy server is busy, not that the link is invalid, and tries again', async () => {
    let answer: typeof busy | { body: { kind: string } } = busy;
    serveApi({ 'GET /api/unsubscribe/tok/info': () => answer });
    renderWithApp(<Screen />, { route });
    expect(await screen.findByText(LIST_STATE_MESSAGES.unsubscribeUnavailable)).toBeVisible();
    expect(screen.queryByText(NOTIFICATION_MESSAGES.unsubscribeInvalid)).toBeNull();
    answer = { body: { kind: 'watch_alert' } };
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(
      await screen.findByRole('button', { name: NOTIFICATION_MESSAGES.unsubscribeButton }),
    ).toBeVisible();
  });

  it('offers the click again when the click itself met a busy server', async () => {
    let click: typeof busy | { body: { kind: string } } = busy;
    const calls = serveApi({
      'GET /api/unsubscribe/tok/info': { body: { kind: 'watch_alert' } },
      'POST /api/unsubscribe/tok': () => click,
    });
    renderWithApp(<Screen />, { route });
    const type = userEvent.setup();
    await type.click(
      await screen.findByRole('button', { name: NOTIFICATION_MESSAGES.unsubscribeButton }),
    );
    expect(await screen.findByText(LIST_STATE_MESSAGES.unsubscribeUnavailable)).toBeVisible();
    click = { body: { kind: 'watch_alert' } };
    await type.click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Done\./);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('says a link the server refuses is not valid', async () => {
    serveApi({
      'GET /api/unsubscribe/tok/info': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Not found' } },
      },
    });
    renderWithApp(<Screen />, { route });
    expect(await screen.findByText(NOTIFICATION_MESSAGES.unsubscribeInvalid)).toBeVisible();
    expect(screen.queryByRole('button', { name: LIST_STATE_MESSAGES.tryAgain })).toBeNull();
  });
});
