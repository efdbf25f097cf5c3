import { MODERATION_UI } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { UserTools } from './user-tools';

// Finding a member: a search that failed is said so, never as "no such user", and Find with the
// same text asks again.

describe('finding a member', () => {
  it('says a failed search, and Find again with the same text asks again', async () => {
    let busy = true;
    const calls = serveApi({
      'GET /api/moderation/users': () =>
        busy
          ? {
              status: 503,
              body: { error: { code: 'unavailable', message: 'The server is busy.' } },
            }
          : {
              body: {
                users: [
                  {
                    id: 'u2',
                    username: 'janedoe',
                    email: 'jane@example.com',
                    role: 'user',
                    verifiedPlumber: false,
                    verifiedElectrician: false,
                    suspension: null,
                  },
                ],
              },
            },
    });
    renderWithApp(<UserTools isAdmin={false} selfId="u1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(MODERATION_UI.emailOrUsername), 'janedoe');
    await user.click(screen.getByRole('button', { name: MODERATION_UI.findUserButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    expect(screen.queryByText(MODERATION_UI.noSuchUser)).toBeNull();

    busy = false;
    await user.click(screen.getByRole('button', { name: MODERATION_UI.findUserButton }));
    expect(await screen.findByText('janedoe', { exact: false })).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/moderation/users')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
