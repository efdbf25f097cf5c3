import { MODERATION_UI, removeResponseOf } from '@forewarn/domain';
import { useState } from 'react';
import { useModerationAction } from '../api/actions';
import { ReasonDialog } from './reason-dialog';

/** A moderator's Remove on someone's response, with a reason for the audit log. */
export function ModeratorDeleteResponse({ id, author }: { id: string; author: string }) {
  const action = useModerationAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="ml-auto rounded px-2 py-0.5 text-sm font-medium text-red-800 hover:bg-red-50"
      >
        {MODERATION_UI.removeAsModerator}
      </button>
      <ReasonDialog
        open={open}
        title={removeResponseOf(author)}
        description={MODERATION_UI.removeResponseNote}
        confirmLabel={MODERATION_UI.remove}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          action.mutateAsync({ type: 'deleteResponse', commentId: id, reason })
        }
      />
    </>
  );
}
