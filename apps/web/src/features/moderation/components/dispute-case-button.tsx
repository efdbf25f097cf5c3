import { LIMITS, MODERATION_MESSAGES, MODERATION_UI } from '@forewarn/domain';
import { useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { type OnMessage, useMessageSink } from '../../../components/status-message';
import { TextareaField } from '../../../components/textarea-field';
import { useSuspended } from '../../../lib/session';
import { useDisputeCase } from '../api/dispute-case';
import { danger, secondary } from './styles';

/**
 * 'Dispute this case' (issue 13): for anyone signed in but the creator. The person named, or
 * someone who knows the case is false or settled, says why; the moderators review it and the
 * creator is told a dispute was lodged (not by whom).
 */
export function DisputeCaseButton({
  caseId,
  onMessage,
}: {
  caseId: string;
  onMessage?: OnMessage;
}) {
  const suspended = useSuspended();
  const { notify, inline } = useMessageSink(onMessage);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dispute = useDisputeCase(caseId);
  const titleId = useId();

  function close() {
    setOpen(false);
    setReason('');
    setError(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(MODERATION_MESSAGES.disputeReasonRequired);
      return;
    }
    try {
      const answer = await dispute.mutateAsync(reason.trim());
      close();
      notify(answer.message, 'success');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className="text-sm font-medium text-blue-800 underline hover:text-blue-950 disabled:cursor-not-allowed disabled:opacity-60"
        disabled={suspended}
        onClick={() => setOpen(true)}
      >
        {MODERATION_MESSAGES.disputeThisCase}
      </button>
      {inline}
      <Modal open={open} onClose={close} labelledBy={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">
          {MODERATION_MESSAGES.disputeThisCase}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{MODERATION_UI.disputeLead}</p>
        <form onSubmit={submit} noValidate className="mt-3 space-y-3">
          <fieldset disabled={suspended} className="contents">
            <TextareaField
              label={MODERATION_UI.whyFalse}
              rows={5}
              maxLength={LIMITS.disputeReasonMax}
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
              <button type="submit" className={danger} disabled={dispute.isPending}>
                {MODERATION_UI.submitDispute}
              </button>
            </div>
          </fieldset>
        </form>
      </Modal>
    </div>
  );
}
