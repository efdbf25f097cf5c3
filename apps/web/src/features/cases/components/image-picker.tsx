import {
  addImages,
  CASES_UI,
  countOfTotal,
  type ImageContext,
  LIMITS,
  previewOf,
  removeFile,
  validateImageFile,
} from '@forewarn/domain';
import { useEffect, useId, useMemo, useRef } from 'react';

const ACCEPT = LIMITS.imageTypes.join(',');

/** Object URLs for previews, revoked when the files change or the picker goes. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/** Splits chosen files into the acceptable ones and the spec's message for the first refused. */
export function screenImages(
  files: readonly File[],
  context: ImageContext,
): { accepted: File[]; error: string | null } {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    const problem = validateImageFile({ type: file.type, size: file.size }, context);
    if (problem) error ??= problem;
    else accepted.push(file);
  }
  return { accepted, error };
}

/**
 * Chooses image files (JPEG, PNG or GIF up to 5 MB, spec §5) with previews and a remove button
 * each. `max` files at most; the caller says what happens beyond that.
 */
export function ImagePicker({
  label,
  files,
  max,
  onAdd,
  onRemove,
  message,
  disabled = false,
  testId,
}: {
  label: string;
  files: readonly File[];
  max: number;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  message?: string | null;
  disabled?: boolean;
  testId?: string;
}) {
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(files);
  // A single image is replaced by the next choice; a list stops at its maximum.
  const blocked = disabled || (max > 1 && files.length >= max);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">
        {label}{' '}
        <span className="font-normal text-slate-600">({countOfTotal(files.length, max)})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {files.map((file, i) => (
          <figure key={`${file.name}-${i}`} className="relative">
            <img
              src={previews[i]}
              alt={previewOf(file.name)}
              className="h-24 w-24 rounded border border-slate-200 object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(i)}
              className="absolute top-1 right-1 rounded bg-white/90 px-1.5 text-sm font-semibold text-red-700 shadow"
              aria-label={removeFile(file.name)}
            >
              ×
            </button>
          </figure>
        ))}
      </div>
      <div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple={max > 1}
          disabled={blocked}
          className="hidden"
          aria-label={label}
          data-testid={testId}
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
        <button
          type="button"
          disabled={blocked}
          onClick={() => input.current?.click()}
          aria-describedby={messageId}
          className="rounded border border-slate-400 px-3 py-1.5 font-medium hover:bg-slate-100 disabled:opacity-50"
        >
          {max > 1
            ? addImages(label.toLowerCase())
            : files.length > 0
              ? CASES_UI.replaceImage
              : CASES_UI.chooseImage}
        </button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
