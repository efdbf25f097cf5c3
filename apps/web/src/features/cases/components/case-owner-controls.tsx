import { CASES_UI, type CaseDetail, MESSAGES } from '@forewarn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { forgetCase, useDeleteCase } from '../api/delete-case';
import { useChangeCaseState } from '../api/toggle-case-state';
import { caseButtonClass, type Notify } from './case-detail';

// Only the creator sees these, so the case page loads them (and the dialog library with them)
// after its first paint (app/routes/case-detail-parts.ts).

/**
 * The creator's controls in view mode (spec §2, §4): Edit, Pause/Unpause ('Processing...' while
 * it runs), Resolve/Reopen and Delete (confirmed, then back to /).
 */
export function OwnerControls({
  detail,
  onEdit,
  notify,
}: {
  detail: CaseDetail;
  onEdit: () => void;
  notify: Notify;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangeCaseState();
  const remove = useDeleteCase();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<'pause' | 'resolve' | null>(null);

  const run = (kind: 'pause' | 'resolve') => {
    const action =
      kind === 'pause'
        ? detail.paused
          ? 'unpause'
          : 'pause'
        : detail.resolved
          ? 'reopen'
          : 'resolve';
    setPending(kind);
    change.mutate(
      { id: detail.id, action },
      {
        onSuccess: (result) => notify(result.message, 'success'),
        onError: (error) =>
          notify(
            kind === 'pause' && error instanceof ApiError && error.status === 401
              ? // Spec §5, Pause toggle (issue 38): the spec's own row, not the server's wording.
                MESSAGES.togglePauseLoggedOut
              : kind === 'pause'
                ? MESSAGES.failedToTogglePause(error.message)
                : MESSAGES.failedToSaveCase(error.message),
            'error',
          ),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <fieldset className="flex flex-wrap gap-[0.5em]">
      <legend className="sr-only">{CASES_UI.ownerControls}</legend>
      <button type="button" className={caseButtonClass} onClick={onEdit}>
        {CASES_UI.edit}
      </button>
      <button
        type="button"
        className={caseButtonClass}
        onClick={() => run('pause')}
        disabled={pending !== null}
      >
        {pending === 'pause'
          ? MESSAGES.processing
          : detail.paused
            ? CASES_UI.unpause
            : CASES_UI.pause}
      </button>
      <button
        type="button"
        className={caseButtonClass}
        onClick={() => run('resolve')}
        disabled={pending !== null}
      >
        {pending === 'resolve'
          ? MESSAGES.processing
          : detail.resolved
            ? CASES_UI.reopen
            : CASES_UI.markResolved}
      </button>
      <button
        type="button"
        className={`${caseButtonClass} text-red-700`}
        onClick={() => setConfirming(true)}
      >
        {CASES_UI.delete}
      </button>
      <ConfirmDialog
        open={confirming}
        title={CASES_UI.deleteCase}
        message={MESSAGES.confirmDeleteCase}
        confirmLabel={CASES_UI.delete}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(detail.id, {
            onSuccess: async () => {
              await navigate(paths.home.href(), { replace: true });
              forgetCase(queryClient, detail.id);
            },
            onError: (error) => {
              setConfirming(false);
              notify(MESSAGES.failedToDeleteCase(error.message), 'error');
            },
          })
        }
      />
    </fieldset>
  );
}
