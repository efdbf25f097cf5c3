import { type ReactNode, useEffect, useRef } from 'react';
import { closeOnBackdropClick } from './backdrop-click';

/**
 * A modal dialog on the browser's own <dialog> element (docs/decisions/0007): showModal() puts
 * it in the top layer, makes the rest of the page inert, moves focus into it (to the element
 * marked data-autofocus, else the first focusable one), closes on Escape and gives focus back to
 * whatever opened it. About 1 KB, against about 15 KB gzip for Headless UI's Dialog, which
 * matters on the first screen. Lazily loaded screens may use either.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React sets autoFocus in script, before the dialog shows; data-autofocus marks the
      // element to focus instead of the first focusable one.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard equivalent is Escape.
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape: let React state close it, so state and element never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself, outside its padding box. The
      // keyboard's way out is Escape (onCancel above).
      onClick={closeOnBackdropClick(onClose)}
      className={`m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {open && <div className="p-5">{children}</div>}
    </dialog>
  );
}
