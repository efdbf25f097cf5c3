import {
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackRequest,
  type FeedbackType,
  feedbackSchema,
  LIMITS,
  MESSAGES,
} from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type MessageKind, StatusMessage } from '../../../components/status-message';
import { useSubmitFeedback } from '../api/submit-feedback';

/** Report & Feedback (spec §2): type, details, Submit. */
export function FeedbackForm() {
  const ids = { type: useId(), details: useId(), error: useId() };
  const form = useForm<{ type: FeedbackType; details: string }, unknown, FeedbackRequest>({
    resolver: zodResolver(feedbackSchema),
    mode: 'onChange',
    defaultValues: { type: FEEDBACK_TYPES[0], details: '' },
  });
  const submit = useSubmitFeedback();
  const [result, setResult] = useState<{ text: string; kind: MessageKind; key: number } | null>(
    null,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      await submit.mutateAsync(values);
      form.reset({ type: values.type, details: '' });
      setResult({ text: MESSAGES.submittedSuccessfully, kind: 'success', key: Date.now() });
    } catch (error) {
      setResult({
        text: MESSAGES.errorSubmitting((error as Error).message),
        kind: 'error',
        key: Date.now(),
      });
    }
  });

  const error = form.formState.errors.details?.message;
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
      <div>
        <label htmlFor={ids.type} className="block text-sm font-medium">
          Type
        </label>
        <select
          id={ids.type}
          {...form.register('type')}
          className="mt-1 block w-full rounded border border-slate-300 bg-white p-2 text-base"
        >
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {FEEDBACK_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.details} className="block text-sm font-medium">
          Details
        </label>
        <textarea
          id={ids.details}
          rows={LIMITS.detailsTextareaRows}
          {...form.register('details')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          className="mt-1 block w-full rounded border border-slate-300 bg-white p-2 text-base aria-invalid:border-red-600"
        />
        {error && (
          <p id={ids.error} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <StatusMessage message={result} />
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        Submit
      </button>
    </form>
  );
}
