import {
  REPORT_USER_MESSAGES,
  REPORT_USER_REASON_MAX,
  reasonCount,
  reasonTooLong,
} from '@forewarn/domain';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../../components/modal';

/**
 * Report User asks before it sends (issue 24): an optional reason, up to 500 characters (the
 * server checks it too and keeps it with the report), then Report User or Cancel.
 */
export function ReportUserDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  const tooLong = reason.trim().length > REPORT_USER_REASON_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) onConfirm(reason.trim());
  };
  return (
    <Modal open={open} onClose={onCancel} labelledBy={`${id}-title`} describedBy={`${id}-hint`}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {REPORT_USER_MESSAGES.dialogTitle}
        </h2>
        <label htmlFor={`${id}-reason`} className="font-medium">
          {REPORT_USER_MESSAGES.reasonLabel}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={5}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={tooLong}
          aria-describedby={`${id}-hint ${id}-count`}
          data-autofocus
          className="rounded border border-slate-400 p-2"
        />
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {REPORT_USER_MESSAGES.reasonHint}
        </p>
        <p
          id={`${id}-count`}
          className={`text-sm ${tooLong ? 'font-semibold text-red-800' : 'text-slate-600'}`}
          aria-live="polite"
        >
          {tooLong
            ? reasonTooLong(REPORT_USER_REASON_MAX)
            : reasonCount(reason.trim().length, REPORT_USER_REASON_MAX)}
        </p>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            className="rounded border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100"
          >
            {REPORT_USER_MESSAGES.cancel}
          </button>
          <button
            type="submit"
            disabled={busy || tooLong}
            className="rounded bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {REPORT_USER_MESSAGES.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
