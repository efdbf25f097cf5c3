import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dropShellPreview,
  keepShellPreview,
  ShellPreview,
  useForgetShellPreview,
} from './shell-preview';

// The case page's title and photo, painted by the server's HTML before the app ran, stay on
// screen (the same elements, not copies) until the page renders itself.

function staticShell(pathname: string) {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML =
    '<div id="root"><header>Nav</header><main data-case-preview="c1" aria-busy="true">' +
    '<div class="page"><h1>Deposit taken</h1><img src="/photo.jpg" alt="Main: Deposit taken"></div>' +
    '</main></div>';
  const photo = document.querySelector('img');
  keepShellPreview();
  // What createRoot's first commit does to the static shell.
  document.getElementById('root')?.replaceChildren();
  return photo;
}

const spinner = <p>Loading…</p>;

afterEach(() => {
  dropShellPreview();
  document.body.innerHTML = '';
});

describe('ShellPreview', () => {
  it("puts the server's own title and photo back while the case page loads", () => {
    const photo = staticShell('/case/c1');
    render(
      <MemoryRouter initialEntries={['/case/c1']}>
        <ShellPreview label="Loading case" fallback={spinner} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Deposit taken' })).toBeInTheDocument();
    // The very element the browser painted: nothing is fetched or decoded again.
    expect(screen.getByRole('img', { name: 'Main: Deposit taken' })).toBe(photo);
    expect(screen.getByTestId('shell-preview')).toHaveAttribute('aria-busy', 'true');
    // What the spinner said, said to screen readers.
    expect(screen.getByRole('status')).toHaveTextContent('Loading case');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback on any other page, and once the page has rendered itself', () => {
    staticShell('/case/c1');
    const other = render(
      <MemoryRouter initialEntries={['/About']}>
        <ShellPreview label="Loading case" fallback={spinner} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    other.unmount();
    dropShellPreview();
    render(
      <MemoryRouter initialEntries={['/case/c1']}>
        <ShellPreview label="Loading case" fallback={spinner} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('keeps nothing from a page the server sent without a preview', () => {
    window.history.replaceState(null, '', '/case/c2');
    document.body.innerHTML = '<div id="root"><header>Nav</header></div>';
    keepShellPreview();
    render(
      <MemoryRouter initialEntries={['/case/c2']}>
        <ShellPreview label="Loading case" fallback={spinner} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('is forgotten once the reader leaves its page, and when their session changes', () => {
    const shown = () => {
      const view = render(
        <MemoryRouter initialEntries={['/case/c1']}>
          <ShellPreview label="Loading case" fallback={spinner} />
        </MemoryRouter>,
      );
      const kept = screen.queryByTestId('shell-preview') !== null;
      view.unmount();
      return kept;
    };

    staticShell('/case/c1');
    const left = renderHook(({ path }) => useForgetShellPreview(path, 'u1'), {
      initialProps: { path: '/case/c1' },
    });
    expect(shown()).toBe(true);
    left.rerender({ path: '/About' });
    // Back on the case by the app's own links: its data is loaded afresh, under a spinner.
    expect(shown()).toBe(false);

    staticShell('/case/c1');
    const session = renderHook(({ user }) => useForgetShellPreview('/case/c1', user), {
      initialProps: { user: undefined as string | null | undefined },
    });
    session.rerender({ user: 'creator' });
    expect(shown()).toBe(true);
    // The creator signs out (here or in another tab): their whole case is not shown again.
    session.rerender({ user: null });
    expect(shown()).toBe(false);
  });
});
