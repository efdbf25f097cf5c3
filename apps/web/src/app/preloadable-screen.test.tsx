import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableScreen } from './preloadable-screen';

// The page a visit starts on renders as itself in the first render once its chunk is loaded,
// not as the route's loading state revealed later (docs/decisions/0157).

const Page = () => <h1>Home</h1>;
const loading = <p>Loading…</p>;

function show(Screen: ReturnType<typeof preloadableScreen>) {
  return render(
    <Suspense fallback={loading}>
      <Screen />
    </Suspense>,
  );
}

describe('preloadableScreen', () => {
  it('shows the loading state first when its chunk was not loaded ahead', async () => {
    const Screen = preloadableScreen(async () => ({ Screen: Page }));
    show(Screen);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('renders the page itself in its first render once preloaded', async () => {
    const load = vi.fn(async () => ({ Screen: Page }));
    const Screen = preloadableScreen(load);
    await Screen.preload();
    show(Screen);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never rejects when the chunk cannot load, and the page still loads when shown', async () => {
    const load = vi
      .fn<() => Promise<{ Screen: typeof Page }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Screen: Page });
    const Screen = preloadableScreen(load);
    await expect(Screen.preload()).resolves.toBeUndefined();
    await act(async () => {
      show(Screen);
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
