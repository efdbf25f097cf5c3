import {
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  MODERATION_UI,
  SUSPENSION_DAYS,
  suspensionDays,
} from '@forewarn/domain';
import { useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { TextareaField } from '../../../components/textarea-field';
import { danger, input, secondary } from './styles';

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What the action does, in a sentence. */
  description?: string;
  confirmLabel: string;
  /** Ask for a suspension length too. */
  askDays?: boolean;
  onClose: () => void;
  /** Resolves when done; a rejection's message is shown in the dialog. */
  onConfirm: (reason: string, days: number | null) => Promise<unknown>;
};

/** Every moderator action needs a reason (it goes in the audit log): this dialog asks for it. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, description, confirmLabel, askDays, onClose, onConfirm } = props;
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<string>('7');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError(MODERATION_MESSAGES.moderationReasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(trimmed, days === 'forever' ? null : Number(days));
      setReason('');
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        {askDays && (
          <label className="block text-sm font-medium">
            {MODERATION_UI.forHowLong}
            <select
              className={`${input} mt-1 block w-full`}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            >
              {SUSPENSION_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  {suspensionDays(d)}
                </option>
              ))}
              <option value="forever">{MODERATION_UI.untilLifted}</option>
            </select>
          </label>
        )}
        <TextareaField
          label={MODERATION_UI.reasonAudit}
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          value={reason}
          data-autofocus
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondary} onClick={close}>
            {MODERATION_UI.cancel}
          </button>
          <button type="submit" className={danger} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
