import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

/** A small yes/no dialog; focus goes to Cancel, so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex w-screen items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm space-y-4 rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <Description className="text-slate-700">{message}</Description>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              data-autofocus
              onClick={onCancel}
              className="rounded border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
