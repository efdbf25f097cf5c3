import type { ReactNode } from 'react';

/**
 * One link of the navigation bar. The bar and the small-screen Menu both render the one list
 * the bar builds (`useNavLinks` in nav-bar.tsx), so a link added there shows in both.
 */
export type NavItem = {
  /** Stable key, also `data-nav` on the rendered link. */
  id: string;
  href: string;
  label: ReactNode;
  /** Text for the accessible name when `label` holds more than text (a dot, a count). */
  badge?: ReactNode;
  /** Match the path exactly (NavLink `end`). */
  end?: boolean;
  /**
   * Spec §2: below 500 px About, FAQ, My Messages, My Lodgements and Report & Feedback leave
   * the bar; the Menu still lists them.
   */
  wideOnly?: boolean;
  /** Where in the bar: the main run of links, or the account corner at the right. */
  place?: 'main' | 'account';
  /** Extra classes for the bar's rendering of this link. */
  className?: string;
};

/** The unread dot (spec §2): red, with its meaning for screen readers. */
export function UnreadDot({ testId = 'unread-dot' }: { testId?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-testid={testId}
        className="ml-1.5 inline-block h-2.5 w-2.5 rounded-full bg-red-500 align-middle ring-2 ring-white"
      />
      <span className="sr-only"> (unread messages)</span>
    </>
  );
}
