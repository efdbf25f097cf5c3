import {
  type CommentRequest,
  commentSchema,
  LIMITS,
  MESSAGES,
  THREADS_UI,
  uploadingPercent,
  validateImageFile,
} from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OnMessage } from '../../../components/status-message';
import { TextareaField } from '../../../components/textarea-field';
import { useSuspended } from '../../../lib/session';
import { usePostComment } from '../api/post-comment';

const ACCEPT = LIMITS.imageTypes.join(',');

/** The response form: text (required, no swear words) and one optional photo. */
export function ResponseForm({ caseId, notify }: { caseId: string; notify: OnMessage }) {
  const suspended = useSuspended();
  const ids = { image: useId(), imageError: useId() };
  const form = useForm<{ text: string }, unknown, CommentRequest>({
    resolver: zodResolver(commentSchema),
    // The spec asks for errors recomputed on every change.
    mode: 'onChange',
    defaultValues: { text: '' },
  });
  const post = usePostComment(caseId);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function clearImage() {
    setImage(null);
    setImageError(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function onImageChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      clearImage();
      return;
    }
    const problem = validateImageFile({ type: file.type, size: file.size }, 'case');
    setImageError(problem);
    setImage(problem ? null : file);
    if (problem && fileInput.current) fileInput.current.value = '';
  }

  const onSubmit = form.handleSubmit(async ({ text }) => {
    setProgress(image ? 0 : null);
    try {
      await post.mutateAsync({ text, image, onProgress: image ? setProgress : undefined });
      form.reset();
      clearImage();
      notify(MESSAGES.commentPosted, 'success');
    } catch (error) {
      notify(MESSAGES.failedToSubmitComment((error as Error).message), 'error');
    } finally {
      setProgress(null);
    }
  });

  const textError = form.formState.errors.text?.message;
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-busy={busy}>
      <fieldset disabled={suspended} className="contents">
        <TextareaField
          label={THREADS_UI.yourResponse}
          rows={4}
          {...form.register('text')}
          data-response-text=""
          error={textError}
        />

        <div>
          <label htmlFor={ids.image} className="block text-sm font-medium">
            {THREADS_UI.photoOptional}
          </label>
          <input
            ref={fileInput}
            id={ids.image}
            type="file"
            accept={ACCEPT}
            onChange={onImageChange}
            disabled={busy}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? ids.imageError : undefined}
            className="mt-1 block w-full max-w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1.5 file:font-medium hover:file:bg-slate-300"
          />
          {imageError && (
            <p id={ids.imageError} className="mt-1 text-sm text-red-700">
              {imageError}
            </p>
          )}
          {preview && (
            <div className="mt-2 flex items-start gap-3">
              <img
                src={preview}
                alt={THREADS_UI.attachPreview}
                className="max-h-40 max-w-[60%] rounded border border-slate-200 object-contain"
              />
              <button
                type="button"
                onClick={clearImage}
                disabled={busy}
                className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100"
              >
                {THREADS_UI.removePhoto}
              </button>
            </div>
          )}
        </div>

        {progress !== null && (
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <progress
              value={progress}
              max={1}
              aria-label={THREADS_UI.uploadProgress}
              className="w-40"
            />
            <span>{uploadingPercent(Math.round(progress * 100))}</span>
          </div>
        )}

        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {busy ? THREADS_UI.postingResponse : THREADS_UI.postResponse}
        </button>
      </fieldset>
    </form>
  );
}
