import { CASES_UI, type CaseSummary, MESSAGES } from '@forewarn/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { SnackTone } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { useDeleteCase } from '../api/delete-case';
import { useChangeCaseState } from '../api/toggle-case-state';

type Notify = (message: string, tone: SnackTone) => void;

const buttonClass =
  'rounded border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:cursor-wait disabled:opacity-60';

/**
 * The card alerts of spec §8 for a failed Pause/Unpause (issue 24: the spec's own wording): a
 * session that ended meanwhile, a case no longer the reader's, a case gone.
 */
export function cardPauseError(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return MESSAGES.togglePauseLoggedOut;
    if (error.status === 403) return MESSAGES.togglePauseNotCreator;
    if (error.status === 404) return MESSAGES.togglePauseInvalidCaseId;
  }
  return MESSAGES.errorTogglingPause(error.message);
}

/**
 * The owner's buttons on a case card (spec §2, Case card): Pause/Unpause and Delete, with the
 * card alerts of spec §8. For a card whose `isOwner` is true; others get nothing.
 */
export function CaseOwnerActions({ summary, notify }: { summary: CaseSummary; notify: Notify }) {
  const change = useChangeCaseState();
  const remove = useDeleteCase();
  const [confirming, setConfirming] = useState(false);
  if (!summary.isOwner) return null;

  const togglePause = () =>
    change.mutate(
      { id: summary.id, action: summary.paused ? 'unpause' : 'pause' },
      {
        onSuccess: (result) => notify(result.message, 'success'),
        onError: (error) => notify(cardPauseError(error), 'error'),
      },
    );

  const confirmDelete = () =>
    remove.mutate(summary.id, {
      onSuccess: () => {
        setConfirming(false);
        notify(MESSAGES.caseDeleted, 'success');
      },
      onError: (error) => {
        setConfirming(false);
        notify(MESSAGES.failedToDeleteCase(error.message), 'error');
      },
    });

  return (
    <>
      <button
        type="button"
        className={buttonClass}
        onClick={togglePause}
        disabled={change.isPending}
        aria-describedby={`case-${summary.id}-title`}
      >
        {change.isPending
          ? MESSAGES.processing
          : summary.paused
            ? CASES_UI.unpause
            : CASES_UI.pause}
      </button>
      <button
        type="button"
        className={`${buttonClass} text-red-700`}
        onClick={() => setConfirming(true)}
        aria-describedby={`case-${summary.id}-title`}
      >
        {CASES_UI.delete}
      </button>
      <ConfirmDialog
        open={confirming}
        title={CASES_UI.deleteCase}
        message={MESSAGES.confirmDeleteCase}
        confirmLabel={CASES_UI.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
