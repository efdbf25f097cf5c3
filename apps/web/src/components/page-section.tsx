import type { ReactNode } from 'react';

/** The card every section of a settings page sits in: one heading size, one spacing. */
export const sectionCardClass =
  'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/**
 * One section of a long page (My Account, issue 38): an anchor the section menu links to, a
 * heading, a card. `scroll-mt` keeps the heading clear of the bar when the menu jumps to it.
 */
export function PageSection({
  id,
  title,
  children,
  card = true,
}: {
  id: string;
  /** Null when the content brings its own heading. */
  title: string | null;
  children: ReactNode;
  /** False when the content draws its own card (and its own heading, title null). */
  card?: boolean;
}) {
  const heading = title && (
    <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section id={id} aria-labelledby={title ? `${id}-heading` : undefined} className="scroll-mt-20">
      {card ? (
        <div className={sectionCardClass}>
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}
