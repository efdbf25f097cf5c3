import { LIST_STATE_MESSAGES, PUSH_MESSAGES } from '@forewarn/domain';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePush, removeFakePush } from '../../../../test/fake-push';
import { renderWithApp, serveApi } from '../../../../test/render';
import { PushSwitch } from './push-switch';

describe('PushSwitch (usePushDevice)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(removeFakePush);

  it('tells the server again about a device already on, and turns it off: server first, then browser', async () => {
    const browser = fakePush({ permission: 'granted', subscribed: true });
    const calls = serveApi({
      'POST /api/push/subscriptions': { status: 204, body: null },
      'DELETE /api/push/subscriptions': { status: 204, body: null },
    });
    renderWithApp(<PushSwitch />);
    expect(await screen.findByText(PUSH_MESSAGES.on)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: PUSH_MESSAGES.turnOff }));
    expect(await screen.findByText(PUSH_MESSAGES.off)).toBeVisible();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/push/subscriptions',
      'DELETE /api/push/subscriptions',
    ]);
    expect(calls[1]?.body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' });
    expect(browser.subscription).toBeNull();
  });

  it('does not call a subscribed device off when telling the server failed, and Try again checks again', async () => {
    fakePush({ permission: 'granted', subscribed: true });
    let busy = true;
    serveApi({
      'POST /api/push/subscriptions': () =>
        busy
          ? { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } }
          : { status: 204, body: null },
    });
    renderWithApp(<PushSwitch />);
    expect(await screen.findByText(PUSH_MESSAGES.stateUnavailable)).toBeVisible();
    expect(screen.queryByText(PUSH_MESSAGES.off)).toBeNull();
    expect(screen.queryByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeNull();
    busy = false;
    await userEvent.click(screen.getByRole('button', { name: LIST_STATE_MESSAGES.tryAgain }));
    expect(await screen.findByText(PUSH_MESSAGES.on)).toBeVisible();
  });

  it('says once, not twice, that the browser blocked them', async () => {
    fakePush({ answer: 'denied' });
    serveApi({});
    renderWithApp(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findAllByText(PUSH_MESSAGES.blocked)).toHaveLength(1);
  });

  it('keeps the device on and says so when turning off fails', async () => {
    fakePush({ permission: 'granted', subscribed: true });
    serveApi({
      'POST /api/push/subscriptions': { status: 204, body: null },
      'DELETE /api/push/subscriptions': {
        status: 500,
        body: { error: { code: 'internal', message: 'x' } },
      },
    });
    renderWithApp(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOff }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.turnOffFailed);
    expect(screen.getByText(PUSH_MESSAGES.on)).toBeVisible();
  });
});

describe('PushSwitch: why turning on failed, and when to stop offering it (issue 45)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(removeFakePush);
  const key = { 'GET /api/push/key': { body: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa' } } };

  it('says the service worker did not start, and what to do', async () => {
    fakePush({ workerFails: true });
    serveApi(key);
    renderWithApp(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.noServiceWorker);
  });

  it('says the browser’s push service refused the subscription', async () => {
    fakePush({ subscribeFails: true });
    serveApi(key);
    renderWithApp(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.subscriptionRefused);
  });

  it('gives the server’s reason when it refused the device, with what to do instead', async () => {
    fakePush();
    serveApi({
      ...key,
      'POST /api/push/subscriptions': {
        status: 400,
        body: {
          error: {
            code: 'invalid_input',
            message: 'This push service is not one Forewarn sends to.',
          },
        },
      },
    });
    renderWithApp(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PUSH_MESSAGES.refused('This push service is not one Forewarn sends to.'),
    );
  });

  it('says Forewarn could not be reached when the server is busy', async () => {
    fakePush();
    serveApi({
      ...key,
      'POST /api/push/subscriptions': {
        status: 503,
        body: {
          error: { code: 'busy', message: 'The server is busy. Please try again in a moment.' },
        },
      },
    });
    renderWithApp(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.unreachable);
  });

  it('stops offering the same retry after two failures, and says what to do instead', async () => {
    fakePush({ subscribeFails: true });
    serveApi(key);
    renderWithApp(<PushSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent(PUSH_MESSAGES.gaveUp);
    await userEvent.click(screen.getByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByText(new RegExp(PUSH_MESSAGES.gaveUp.slice(0, 40)))).toBeVisible();
    expect(screen.queryByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeNull();
  });
});
