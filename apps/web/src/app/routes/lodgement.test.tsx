import { CASES_UI, MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../test/render';
import { caseKeys } from '../../features/cases/api/keys';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { Screen } from './lodgement';

// The lodgement page's gate (spec §4): a check that never answered says so and sends the member
// on; a later check that fails (a reconnect, a database failover) keeps the form being filled.

const member = { id: 'u1', email: 'a@example.com', country: 'AU', emailVerified: true };
const mayLodge = {
  message: null,
  reason: null,
  retryAfterSeconds: null,
  until: null,
  firstDayEndsAt: null,
};
const busy = {
  status: 503,
  body: { error: { code: 'unavailable', message: 'The server is busy.' } },
  headers: { 'Retry-After': '5' },
};

function serve(failing: () => boolean) {
  serveApi({
    'GET /api/auth/session': () => (failing() ? busy : { body: { user: member } }),
    'GET /api/my/submission-limit': () => (failing() ? busy : { body: mayLodge }),
  });
}

describe('the lodgement page', () => {
  it('keeps the half-filled form when a later check of the session and the limit fails', async () => {
    let failing = false;
    serve(() => failing);
    const { client } = renderWithApp(<Screen />, { route: '/lodge' });
    const title = await screen.findByLabelText(/^Title/);
    await userEvent.setup().type(title, 'Took a deposit and vanished');
    failing = true;
    await client.refetchQueries();
    // The query cache tells its observers on the next tick: let the page render what it heard.
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Both checks did fail (the scenario), and the page kept what it had.
    expect(client.getQueryState(SESSION_QUERY_KEY)?.status).toBe('error');
    expect(client.getQueryState(caseKeys.submissionLimit())?.status).toBe('error');
    expect(screen.queryByText(MESSAGES.failedToVerifyUser)).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Took a deposit and vanished');
    expect(screen.getByRole('button', { name: CASES_UI.submitCase })).toBeVisible();
  });

  it('says the check failed when it never answered', async () => {
    serve(() => true);
    renderWithApp(<Screen />, { route: '/lodge' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.failedToVerifyUser);
    expect(screen.queryByRole('button', { name: CASES_UI.submitCase })).toBeNull();
  });
});
