import type { ReactNode } from 'react';

/**
 * One section of a settings page that opens and closes (My Account, issue 45: 3,636 px on a
 * phone). The heading holds a button with aria-expanded, so a keyboard or a screen reader opens
 * it as a mouse does; the title names the button, the heading and the section, and the line
 * under it, the button's description, says what is inside. A closed panel stays mounted but hidden, so what it loads or registers on
 * mount (this device's push subscription, say) still happens.
 */
export function DisclosureSection({
  id,
  title,
  summary,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-describedby={`${id}-summary`}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 sm:px-6"
        >
          <span className="flex min-w-0 flex-1 flex-col">
            <span id={`${id}-title`}>{title}</span>
            {/* Out of the name (the button, the heading and the section are the title alone),
                read as the button's description. */}
            <span
              id={`${id}-summary`}
              aria-hidden="true"
              className="text-sm font-normal text-slate-600"
            >
              {summary}
            </span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`h-5 w-5 shrink-0 fill-current text-slate-500 transition-transform ${
              open ? 'rotate-180' : ''
            }`}
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </h2>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="flex flex-col gap-4 border-t border-slate-200 px-4 pt-4 pb-4 sm:px-6 sm:pb-6"
      >
        {children}
      </div>
    </section>
  );
}
