import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// The server's HTML of a case page carries the case's title and photo after the static nav
// bar (apps/server/src/modules/cases/page-preview.ts), painted before this app's code runs.
// createRoot clears the static shell on its first commit; these same elements are put back
// where the page's loading state would show, until the page can render itself, so the photo
// neither flashes away nor loads twice (docs/decisions/0138).

let kept: { pathname: string; content: Element } | null = null;

/** Before the first render (main.tsx): keeps the static preview's content, if the page has one. */
export function keepShellPreview(): void {
  const content = document.querySelector('main[data-case-preview]')?.firstElementChild;
  kept = content ? { pathname: window.location.pathname, content } : null;
}

/** Once the page has rendered itself (or said why it cannot): the preview is not shown again. */
export function dropShellPreview(): void {
  kept = null;
}

/**
 * The preview the server painted, on the page it was made for, while that page's code or data
 * is on its way; anywhere else, `fallback` (a spinner).
 */
export function ShellPreview({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const content = kept?.pathname === pathname ? kept.content : null;
  // Before the browser paints: the first commit has just cleared the shell.
  useLayoutEffect(() => {
    if (content && box.current && content.parentElement !== box.current) {
      box.current.replaceChildren(content);
    }
  }, [content]);
  if (!content) return fallback;
  return <div ref={box} aria-busy="true" data-testid="shell-preview" />;
}
