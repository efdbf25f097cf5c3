import { PUSH_MESSAGES } from '@forewarn/domain';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePush, removeFakePush } from '../../../../test/fake-push';
import { renderWithApp, serveApi } from '../../../../test/render';
import { PushPromptCard } from './push-prompt-card';

const KEY = { 'GET /api/push/key': { body: { publicKey: 'BPcMbnWQL5GOYX' } } };

describe('PushPromptCard', () => {
  beforeEach(() => {
    localStorage.clear();
    // The hook logs why turning on failed; that is expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(removeFakePush);

  it('offers notifications, and goes for good once they are on', async () => {
    const browser = fakePush();
    const calls = serveApi({ ...KEY, 'POST /api/push/subscriptions': { status: 204, body: null } });
    const { unmount } = renderWithApp(<PushPromptCard />);
    const button = await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn });
    // Nothing is asked of the browser until the tap.
    expect(browser.prompts).toBe(0);
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.queryByText(PUSH_MESSAGES.promptTitle)).toBeNull();
    expect(browser.prompts).toBe(1);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/push/subscriptions');
    unmount();
    renderWithApp(<PushPromptCard />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(PUSH_MESSAGES.promptTitle)).toBeNull();
  });

  it('stays when the server refuses the device, and says why', async () => {
    fakePush();
    serveApi({
      ...KEY,
      'POST /api/push/subscriptions': {
        status: 400,
        body: { error: { code: 'invalid_input', message: PUSH_MESSAGES.keysRefused } },
      },
    });
    const { unmount } = renderWithApp(<PushPromptCard />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PUSH_MESSAGES.refused(PUSH_MESSAGES.keysRefused),
    );
    expect(screen.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeEnabled();
    // And is offered again next time: a failure is not a 'Not now'.
    unmount();
    renderWithApp(<PushPromptCard />);
    expect(await screen.findByText(PUSH_MESSAGES.promptTitle)).toBeVisible();
  });

  it('stays when the network fails, and says to check the connection', async () => {
    fakePush();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithApp(<PushPromptCard />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your connection/);
    expect(screen.getByText(PUSH_MESSAGES.promptTitle)).toBeVisible();
  });

  it('stays when the browser blocks them, and says how to allow them', async () => {
    fakePush({ answer: 'denied' });
    serveApi({ ...KEY });
    renderWithApp(<PushPromptCard />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.blocked);
    expect(screen.getByText(PUSH_MESSAGES.promptTitle)).toBeVisible();
    // No button that cannot work: only the browser's settings can unblock them.
    expect(screen.queryByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeNull();
  });

  it('stays when the browser’s prompt is closed without Allow, and says so', async () => {
    fakePush({ answer: 'default' });
    serveApi({ ...KEY });
    renderWithApp(<PushPromptCard />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_MESSAGES.notAllowed);
    expect(screen.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeEnabled();
  });

  it('goes for good on Not now', async () => {
    fakePush();
    serveApi({});
    const { unmount } = renderWithApp(<PushPromptCard />);
    await userEvent.click(await screen.findByRole('button', { name: PUSH_MESSAGES.promptNotNow }));
    expect(screen.queryByText(PUSH_MESSAGES.promptTitle)).toBeNull();
    unmount();
    renderWithApp(<PushPromptCard />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(PUSH_MESSAGES.promptTitle)).toBeNull();
  });

  it('is not shown where push is on already, blocked before, or unsupported', async () => {
    const calls = serveApi({ 'POST /api/push/subscriptions': { status: 204, body: null } });
    fakePush({ permission: 'granted', subscribed: true });
    const on = renderWithApp(<PushPromptCard />);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByText(PUSH_MESSAGES.promptTitle)).toBeNull();
    on.unmount();
    fakePush({ permission: 'denied' });
    const blocked = renderWithApp(<PushPromptCard />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(PUSH_MESSAGES.promptTitle)).toBeNull();
    blocked.unmount();
    removeFakePush();
    vi.unstubAllGlobals();
    renderWithApp(<PushPromptCard />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(PUSH_MESSAGES.promptTitle)).toBeNull();
  });
});
