import {
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackRequest,
  type FeedbackType,
  feedbackSchema,
  LIMITS,
  MESSAGES,
  THREADS_UI,
} from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type MessageKind, StatusMessage } from '../../../components/status-message';
import { TextareaField } from '../../../components/textarea-field';
import { useSuspended } from '../../../lib/session';
import { useSubmitFeedback } from '../api/submit-feedback';

/** Report & Feedback (spec §2): type, details, Submit. */
export function FeedbackForm() {
  const suspended = useSuspended();
  const ids = { type: useId() };
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
      <fieldset disabled={suspended} className="contents">
        <div>
          <label htmlFor={ids.type} className="block text-sm font-medium">
            {THREADS_UI.type}
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
        <TextareaField
          label={THREADS_UI.details}
          rows={LIMITS.detailsTextareaRows}
          {...form.register('details')}
          error={error}
        />
        <StatusMessage message={result} />
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {THREADS_UI.submit}
        </button>
      </fieldset>
    </form>
  );
}
