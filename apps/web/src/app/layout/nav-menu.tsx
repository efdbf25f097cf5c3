import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from './nav-links';

/**
 * The Menu button of a narrow screen (issue 24): below 500 px the spec takes five links out of
 * the bar, and this brings every link of the bar back. The panel is a modal <dialog>: the page
 * behind it is inert, so focus stays inside while it is open; Escape, a link, the Close
 * button or a tap outside closes it, and focus goes back to the Menu button.
 */
export function NavMenu({ links, hasUnread }: { links: NavItem[]; hasUnread: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();

  const close = () => {
    setOpen(false);
  };

  useEffect(() => {
    const panel = dialog.current;
    if (!panel) return;
    if (open && !panel.open) {
      panel.showModal();
      panel.querySelector<HTMLElement>('a,button')?.focus();
    }
    if (!open && panel.open) {
      panel.close();
      button.current?.focus();
    }
  }, [open]);

  // Closes on navigation (back and forward included).
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  // The bar is wide again (a phone turned sideways): the Menu button is gone, so is the panel.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 500px)');
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded px-3 text-base font-medium hover:bg-slate-100 ${
      isActive ? 'bg-red-50 text-brand-dark' : 'text-slate-900'
    }`;

  return (
    <>
      <button
        ref={button}
        type="button"
        // Named 'Menu' whatever it shows; an unread message is said as its description.
        aria-label="Menu"
        aria-describedby={hasUnread ? 'nav-menu-unread' : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="nav-menu"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded px-2 text-sm font-medium hover:bg-white/15 min-[500px]:hidden"
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
        Menu
        {hasUnread && (
          <>
            <span
              aria-hidden="true"
              data-testid="menu-unread-dot"
              className="ml-0.5 inline-block h-2.5 w-2.5 rounded-full bg-red-500 ring-2 ring-white"
            />
            <span id="nav-menu-unread" hidden>
              You have unread messages
            </span>
          </>
        )}
      </button>
      <dialog
        ref={dialog}
        id="nav-menu"
        aria-label="Menu"
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        // A modal dialog lets Tab leave for the browser's own controls: wrap round instead.
        onKeyDown={(event) => {
          if (event.key !== 'Tab') return;
          const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href],button')];
          const first = stops[0];
          const last = stops[stops.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
        onClick={(event) => {
          if (event.target !== event.currentTarget) return;
          const box = event.currentTarget.getBoundingClientRect();
          const inside =
            event.clientX >= box.left &&
            event.clientX <= box.right &&
            event.clientY >= box.top &&
            event.clientY <= box.bottom;
          if (!inside) close();
        }}
        className="mt-2 mr-2 ml-auto max-h-[calc(100dvh-1rem)] w-64 max-w-[calc(100%-1rem)] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
      >
        {open && (
          <div className="flex flex-col gap-1 p-2">
            <nav aria-label="Menu links">
              <ul className="flex flex-col gap-0.5">
                {links.map((link) => (
                  <li key={link.id}>
                    <NavLink
                      to={link.href}
                      end={link.end}
                      data-nav={link.id}
                      className={itemClass}
                      // The link to the page already shown changes no location: close anyway.
                      onClick={close}
                    >
                      <span className="min-w-0 wrap-anywhere">{link.label}</span>
                      {link.badge}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <button
              type="button"
              onClick={close}
              className="min-h-11 rounded border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100"
            >
              Close menu
            </button>
          </div>
        )}
      </dialog>
    </>
  );
}
