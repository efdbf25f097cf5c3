import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveApi } from '../../../../test/render';
import { NotificationBell } from './notification-bell';

describe('NotificationBell', () => {
  it('shows nothing to a visitor and asks the server nothing', () => {
    const calls = serveApi({});
    const { container } = renderWithApp(<NotificationBell signedIn={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  it('names the unread count for screen readers and shows it on the bell', async () => {
    serveApi({ 'GET /api/notifications/unread': { body: { unread: 3 } } });
    renderWithApp(<NotificationBell signedIn />);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  });

  it('caps the badge at 99+ but tells the whole count to screen readers', async () => {
    serveApi({ 'GET /api/notifications/unread': { body: { unread: 250 } } });
    renderWithApp(<NotificationBell signedIn />);
    expect(await screen.findByRole('button', { name: 'Notifications, 250 unread' })).toBeVisible();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');
  });

  it('shows no badge at zero', async () => {
    const calls = serveApi({ 'GET /api/notifications/unread': { body: { unread: 0 } } });
    renderWithApp(<NotificationBell signedIn />);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(calls).toHaveLength(1);
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('opens and closes with the keyboard, Escape closing it', async () => {
    serveApi({
      'GET /api/notifications/unread': { body: { unread: 0 } },
      'GET /api/notifications': { body: { items: [], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationBell signedIn />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NotificationList entries (issue 38)', () => {
  it('names the kind, the masked identifier that matched, the flag and the time', async () => {
    serveApi({
      'GET /api/notifications/unread': { body: { unread: 1 } },
      'GET /api/notifications': {
        body: {
          items: [
            {
              id: 'n1',
              kind: 'watch_alert',
              event: 'case_matches_watch',
              caseId: 'c1',
              threadId: null,
              title: 'Kept the deposit',
              maskedName: 'Da******',
              maskedIdentifiers: ['0491 570 1**'],
              country: 'NZ',
              createdAt: new Date().toISOString(),
              read: false,
            },
          ],
          nextCursor: null,
        },
      },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationBell signedIn />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    // The list's code loads lazily on the first open: slower than a second on a busy machine.
    const entry = await screen.findByTestId('notification-entry', {}, { timeout: 5000 });
    expect(entry).toHaveTextContent('Watch alert');
    expect(screen.getByTestId('notification-identifier')).toHaveTextContent('0491 570 1**');
    expect(screen.getByRole('img', { name: 'New Zealand' })).toBeInTheDocument();
    expect(entry.querySelector('time')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Kept the deposit \(Da\*{6}\)/ })).toHaveAttribute(
      'href',
      '/case/c1',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  });
});

describe('NotificationList conversations (issue 45)', () => {
  it('shows six messages from one person as one entry naming them, below the watch alert', async () => {
    const message = (i: number) => ({
      id: `m${i}`,
      kind: 'message',
      event: 'new_message',
      caseId: null,
      threadId: 't1',
      title: '',
      maskedName: null,
      maskedIdentifiers: [],
      country: null,
      createdAt: new Date(Date.UTC(2026, 10, 28, 10, i)).toISOString(),
      read: false,
      conversation: {
        with: 'Sam',
        anonymous: false,
        caseTitle: 'Deposit taken',
        unreadMessages: 6,
      },
    });
    const calls = serveApi({
      'GET /api/notifications/unread': { body: { unread: 7 } },
      'GET /api/notifications': {
        body: {
          items: [
            ...[6, 5, 4, 3, 2, 1].map(message),
            {
              id: 'n1',
              kind: 'watch_alert',
              event: 'case_matches_watch',
              caseId: 'c1',
              threadId: null,
              title: 'Kept the deposit',
              maskedName: 'Da******',
              maskedIdentifiers: ['0491 570 1**'],
              country: 'NZ',
              createdAt: new Date(Date.UTC(2026, 10, 28, 9, 0)).toISOString(),
              read: false,
              conversation: null,
            },
          ],
          nextCursor: null,
        },
      },
      'POST /api/notifications/m6/read': { status: 204, body: null },
    });
    const user = userEvent.setup();
    renderWithApp(<NotificationBell signedIn />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 7 unread' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    const chat = await screen.findByText(
      '6 new messages from Sam about ‘Deposit taken’',
      {},
      { timeout: 5000 },
    );
    const entries = screen.getAllByTestId('notification-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Watch alert');
    expect(chat).toHaveAttribute('href', '/chat/t1');
    await user.click(within(entries[1] as HTMLElement).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/notifications/m6/read'));
  });
});
