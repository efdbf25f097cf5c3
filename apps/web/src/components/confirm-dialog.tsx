import { PAGES_UI } from '@forewarn/domain';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

/**
 * A yes/no question in a modal dialog: focus trapped, Escape cancels, and focus starts on
 * Cancel so Enter never deletes by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-5 text-base shadow-xl">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <Description className="mt-2 text-slate-700">{message}</Description>
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              data-autofocus
              onClick={onCancel}
              disabled={busy}
              className="rounded border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100 disabled:opacity-50"
            >
              {PAGES_UI.cancel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-50"
            >
              {busy ? PAGES_UI.deletingDots : confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
