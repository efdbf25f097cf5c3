import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
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
 * The preview is of the page first loaded, as the reader signed in then saw it: it is forgotten
 * once they leave that page or their session changes (it may hold a creator's own details,
 * which must not come back on screen after they sign out).
 */
export function useForgetShellPreview(pathname: string, userId: string | null | undefined) {
  const seenUser = useRef(userId);
  useEffect(() => {
    if (kept && kept.pathname !== pathname) dropShellPreview();
  }, [pathname]);
  useEffect(() => {
    if (userId === undefined) return; // The session is still being read.
    if (seenUser.current !== undefined && seenUser.current !== userId) dropShellPreview();
    seenUser.current = userId;
  }, [userId]);
}

/**
 * The preview the server painted, on the page it was made for, while that page's code or data
 * is on its way, with `label` for screen readers; anywhere else, `fallback` (a spinner).
 */
export function ShellPreview({ fallback, label }: { fallback: ReactNode; label: string }) {
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
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div ref={box} aria-busy="true" data-testid="shell-preview" />
    </>
  );
}
