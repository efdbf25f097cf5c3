import { LAYOUT_UI } from '@forewarn/domain';
import { Suspense, useRef, useState } from 'react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { DotMark, type NavItem } from './nav-links';

const NavMenuPanel = lazyWithRetry(() => import('./nav-menu-panel'), 'NavMenuPanel');

/**
 * The Menu button (issue 24): below 500 px the spec takes five links out of the bar, and up to
 * 1536 px the bar keeps one row by leaving links out from the widths they no longer fit at
 * (issue 45); this brings every link of the bar back, in a panel (nav-menu-panel.tsx) loaded
 * on the first tap; Escape, a link, the Close button or a tap outside closes it, and focus goes
 * back to the Menu button.
 */
export function NavMenu({
  links,
  hasUnread,
  onSignOut,
  signingOut = false,
}: {
  links: NavItem[];
  hasUnread: boolean;
  /** A signed-in member's Sign Out, at the Menu's foot (issue 38). */
  onSignOut?: () => void;
  signingOut?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The panel's code loads on the first tap and stays: closing keeps it mounted, so focus
  // goes back to the button.
  const [opened, setOpened] = useState(false);
  const close = () => {
    setOpen(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        // Named 'Menu' whatever it shows; an unread message is said as its description.
        aria-label={LAYOUT_UI.menu}
        aria-describedby={hasUnread ? 'nav-menu-unread' : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? 'nav-menu' : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded px-2 text-sm font-medium hover:bg-white/15 2xl:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M3 5h14M3 10h14M3 15h14" />
        </svg>
        {LAYOUT_UI.menu}
        {hasUnread && (
          <>
            <DotMark testId="menu-unread-dot" className="ml-0.5" />
            <span id="nav-menu-unread" hidden>
              {LAYOUT_UI.unreadHint}
            </span>
          </>
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NavMenuPanel
            open={open}
            close={close}
            links={links}
            button={button}
            onSignOut={onSignOut}
            signingOut={signingOut}
          />
        </Suspense>
      )}
    </>
  );
}
