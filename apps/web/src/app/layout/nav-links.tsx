import { LAYOUT_UI } from '@forewarn/domain';
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
   * From which width the bar shows the link (issue 45: one row at every width); below it the
   * Menu holds it. Spec §2's five leave the bar below 500 px at the latest. Default `narrow`:
   * from 500 px.
   */
  barFrom?: BarWidth;
  /** Where in the bar: the main run of links, or the account corner at the right. */
  place?: 'main' | 'account';
  /** Extra classes for the bar's rendering of this link. */
  className?: string;
  /** Cut with an ellipsis in the bar (its label the link's tooltip): a long account name. */
  truncate?: boolean;
};

/**
 * The widths the bar's links appear from: 500 px, then Tailwind's md, lg, xl and 2xl (768, 1024,
 * 1280, 1536). Written out whole so Tailwind finds the classes.
 */
export type BarWidth = 'narrow' | 'md' | 'lg' | 'xl' | '2xl';
export const BAR_FROM: Record<BarWidth, string> = {
  narrow: 'max-[500px]:hidden',
  md: 'max-md:hidden',
  lg: 'max-lg:hidden',
  xl: 'max-xl:hidden',
  '2xl': 'max-2xl:hidden',
};

/**
 * A red dot with a white rim, drawn as one SVG circle: a 10 px span with a 2 px ring rendered
 * hollow at 1× density (issue 45), a circle fills the same at every density.
 */
export function DotMark({ testId, className = '' }: { testId: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-testid={testId}
      viewBox="0 0 12 12"
      className={`inline-block h-3.5 w-3.5 shrink-0 align-middle ${className}`}
    >
      <circle cx="6" cy="6" r="5.4" fill="#ef4444" stroke="#fff" strokeWidth="1.2" />
    </svg>
  );
}

/** The unread dot (spec §2): red, with its meaning for screen readers. */
export function UnreadDot({ testId = 'unread-dot' }: { testId?: string }) {
  return (
    <>
      <DotMark testId={testId} className="ml-1.5" />
      <span className="sr-only">{LAYOUT_UI.unreadMessages}</span>
    </>
  );
}
