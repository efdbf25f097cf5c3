import { type CaseReportRequest, caseReportSchema, LIMITS, MESSAGES } from '@forewarn/domain';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { type OnMessage, useMessageSink } from '../../../components/status-message';
import { TextareaField } from '../../../components/textarea-field';
import { paths } from '../../../config/paths';
import { VerifyEmailNotice } from '../../../lib/require-user';
import { useSession } from '../../../lib/session';
import { useReportCase } from '../api/report-case';

export type ReportCaseButtonProps = {
  caseId: string;
  /** The creator does not see Report Case (spec §6). */
  isCreator: boolean;
  /** Where the success message goes (the case page's snackbar); inline when absent. */
  onMessage?: OnMessage;
};

const buttonClass =
  'rounded border border-red-800 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50';

/**
 * Report Case (spec §2 Case detail): a signed-in non-creator with a verified email gets a
 * dialog with a 5-row details box; a signed-out visitor is asked to log in, an unverified user
 * to verify their email.
 */
export function ReportCaseButton({ caseId, isCreator, onMessage }: ReportCaseButtonProps) {
  const session = useSession();
  const { notify, inline } = useMessageSink(onMessage);
  const [open, setOpen] = useState(false);
  const [showWhy, setShowWhy] = useState(false);
  const location = useLocation();

  if (isCreator || session.isPending) return null;
  const signedIn = Boolean(session.data?.user);
  // Reporting needs a verified email (decision 0022); the server refuses it too.
  const verified = Boolean(session.data?.user?.emailVerified);

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass}
        onClick={() => (signedIn && verified ? setOpen(true) : setShowWhy(true))}
      >
        Report Case
      </button>
      {showWhy && !signedIn && (
        <p role="alert" className="rounded bg-slate-100 px-3 py-2 text-sm">
          {MESSAGES.logInToPerformAction}{' '}
          <Link
            to={paths.login.href(location.pathname + location.search)}
            className="font-medium text-blue-800 underline"
          >
            Log in
          </Link>
        </p>
      )}
      {showWhy && signedIn && !verified && (
        <VerifyEmailNotice message={MESSAGES.verifyEmailToReport} />
      )}
      {inline}
      {signedIn && verified && (
        <ReportDialog
          caseId={caseId}
          open={open}
          onClose={() => setOpen(false)}
          onReported={() => {
            setOpen(false);
            notify(MESSAGES.reportSubmitted, 'success');
          }}
        />
      )}
    </div>
  );
}

function ReportDialog({
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
          <DialogTitle className="text-lg font-semibold">Report case</DialogTitle>
          <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
            <TextareaField
              label="Details"
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
                Cancel
              </button>
              <button
                type="submit"
                disabled={busy}
                className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
              >
                Submit
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
