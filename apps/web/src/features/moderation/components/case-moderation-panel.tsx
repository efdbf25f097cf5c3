import { useState } from 'react';
import { useModerationAction } from '../api/actions';
import { ReasonDialog } from './reason-dialog';
import { danger, secondary } from './styles';

/** On a case page, for moderators: hide the case, or restore it, with a reason. */
export function CaseModerationPanel({
  caseId,
  hidden,
  hiddenReason,
}: {
  caseId: string;
  hidden: boolean;
  hiddenReason: string | null;
}) {
  const action = useModerationAction();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-label="Moderation"
      className="rounded-md border border-slate-300 bg-slate-50 p-3 text-[0.8em]"
    >
      <p className="font-semibold">Moderation</p>
      {hidden && (
        <p className="mt-1 text-red-900" data-testid="hidden-by-moderation">
          Hidden by moderation. Reason: {hiddenReason}
        </p>
      )}
      <button
        type="button"
        className={`mt-2 ${hidden ? secondary : danger}`}
        onClick={() => setOpen(true)}
      >
        {hidden ? 'Restore case' : 'Hide case'}
      </button>
      <ReasonDialog
        open={open}
        title={hidden ? 'Restore this case' : 'Hide this case'}
        description={
          hidden
            ? 'Everyone will see it again.'
            : 'Nobody but its creator (and moderators) will see it. The creator is emailed the reason; its open reports and disputes close as actioned.'
        }
        confirmLabel={hidden ? 'Restore' : 'Hide case'}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          action.mutateAsync(
            hidden ? { type: 'restore', caseId, reason } : { type: 'hide', caseId, reason },
          )
        }
      />
    </section>
  );
}
