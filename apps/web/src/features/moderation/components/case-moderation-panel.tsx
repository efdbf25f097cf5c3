import { MODERATION_UI } from '@forewarn/domain';
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
  // The action is fixed when the dialog opens: the case is refetched as the action succeeds, and
  // a dialog that read `hidden` live turned from 'Restore' into 'Hide case' while closing.
  const [opened, setOpened] = useState<'hide' | 'restore' | null>(null);
  const restoring = opened === 'restore';
  return (
    <section
      aria-label={MODERATION_UI.panel}
      className="rounded-md border border-slate-300 bg-slate-50 p-3 text-[0.8em]"
    >
      <p className="font-semibold">{MODERATION_UI.panel}</p>
      {hidden && (
        <p className="mt-1 text-red-900" data-testid="hidden-by-moderation">
          {MODERATION_UI.hiddenReason} {hiddenReason}
        </p>
      )}
      <button
        type="button"
        className={`mt-2 ${hidden ? secondary : danger}`}
        onClick={() => setOpened(hidden ? 'restore' : 'hide')}
      >
        {hidden ? MODERATION_UI.restoreCase : MODERATION_UI.hideCase}
      </button>
      <ReasonDialog
        open={opened !== null}
        title={restoring ? MODERATION_UI.restoreThisCase : MODERATION_UI.hideThisCase}
        description={
          restoring ? MODERATION_UI.everyoneSeesAgain : MODERATION_UI.hideCaseDescription
        }
        confirmLabel={restoring ? MODERATION_UI.restore : MODERATION_UI.hideCase}
        onClose={() => setOpened(null)}
        onConfirm={(reason) =>
          action.mutateAsync(
            restoring ? { type: 'restore', caseId, reason } : { type: 'hide', caseId, reason },
          )
        }
      />
    </section>
  );
}
