import {
  type CaseReportRequest,
  caseReportSchema,
  LIMITS,
  MESSAGES,
  THREADS_UI,
} from '@forewarn/domain';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextareaField } from '../../../components/textarea-field';
import { useSuspended } from '../../../lib/session';
import { useReportCase } from '../api/report-case';

// The report form, loaded when a reader who may report opens the case page (not for visitors),
// so the first paint of a case does not wait for the form library and zod (issue #15).

export function ReportDialog({
  caseId,
  open,
  onClose,
  onReported,
}: {
  caseId: string;
  open: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const suspended = useSuspended();
  const form = useForm<{ details: string }, unknown, CaseReportRequest>({
    resolver: zodResolver(caseReportSchema),
    mode: 'onChange',
    defaultValues: { details: '' },
  });
  const report = useReportCase(caseId);
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    form.reset();
    setFailure(null);
    onClose();
  }

  const onSubmit = form.handleSubmit(async ({ details }) => {
    setFailure(null);
    try {
      await report.mutateAsync(details);
      form.reset();
      onReported();
    } catch (error) {
      setFailure(MESSAGES.failedToReportCase((error as Error).message));
    }
  });

  const error = form.formState.errors.details?.message;
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex w-screen items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{THREADS_UI.reportCase}</DialogTitle>
          <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
            <fieldset disabled={suspended} className="contents">
              <TextareaField
                label={THREADS_UI.details}
                rows={LIMITS.detailsTextareaRows}
                {...form.register('details')}
                error={error}
              />
              {failure && (
                <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">
                  {failure}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  onClick={close}
                  className="rounded border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
                >
                  {THREADS_UI.cancel}
                </button>
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
                >
                  {THREADS_UI.submit}
                </button>
              </div>
            </fieldset>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
