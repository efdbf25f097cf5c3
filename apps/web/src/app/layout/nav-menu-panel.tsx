import { LAYOUT_UI, PAGES_UI } from '@forewarn/domain';
import { type RefObject, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { closeOnBackdropClick } from '../../components/backdrop-click';
import { LanguageSwitch } from '../../features/language/language-switch';
import type { NavItem } from './nav-links';

/**
 * The Menu's panel (nav-menu.tsx), loaded the first time the Menu opens: a wide screen, or a
 * phone whose reader never taps Menu, does not load it (the first visit's budget, DESIGN.md §6).
 * A modal <dialog>: the page behind it is inert, so focus stays inside while it is open.
 */
export function NavMenuPanel({
  open,
  close,
  links,
  button,
  onSignOut,
  signingOut,
}: {
  open: boolean;
  close: () => void;
  links: NavItem[];
  button: RefObject<HTMLButtonElement | null>;
  onSignOut?: () => void;
  signingOut: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();

  // Closes on navigation (back and forward included), not on the location it opened at.
  const where = `${pathname}${search}`;
  const openedAt = useRef(where);
  useEffect(() => {
    if (openedAt.current === where) return;
    openedAt.current = where;
    close();
  }, [where, close]);

  // The bar holds every link again (a window widened): the Menu button is gone, so is the panel.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1536px)');
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);

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
  }, [open, button]);

  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded px-3 text-base font-medium hover:bg-slate-100 ${
      isActive ? 'bg-red-50 text-brand-dark' : 'text-slate-900'
    }`;

  return (
    <dialog
      ref={dialog}
      id="nav-menu"
      aria-label={LAYOUT_UI.menu}
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
      onClick={closeOnBackdropClick(close)}
      className="mt-2 mr-2 ml-auto max-h-[calc(100dvh-1rem)] w-64 max-w-[calc(100%-1rem)] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      {open && (
        <div className="flex flex-col gap-1 p-2">
          <nav aria-label={LAYOUT_UI.menuLinks}>
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
          {onSignOut && (
            <button
              type="button"
              disabled={signingOut}
              onClick={() => {
                close();
                onSignOut();
              }}
              className="flex min-h-11 items-center rounded border-t border-slate-200 px-3 text-base font-medium text-slate-900 hover:bg-slate-100"
            >
              {LAYOUT_UI.signOut}
            </button>
          )}
          <LanguageSwitch
            onChosen={close}
            className="flex min-h-11 items-center rounded border-t border-slate-200 px-3 text-base font-medium text-slate-900 hover:bg-slate-100"
          />
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100"
          >
            {PAGES_UI.closeMenu}
          </button>
        </div>
      )}
    </dialog>
  );
}
