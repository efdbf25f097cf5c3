import { ACCOUNTS_UI, validateImageFile } from '@forewarn/domain';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError, secondaryButton } from './fields';

/** The preview of a chosen file, revoked when it changes or the component goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * An optional profile image with a preview (spec §2, Signup). The file is checked here for
 * type and size with the domain's rule; the server checks the bytes again.
 */
export function ProfileImagePicker({
  label,
  file,
  onChange,
  currentUrl,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  currentUrl?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const preview = usePreview(file);
  const shown = preview ?? currentUrl ?? null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = validateImageFile({ type: chosen.type, size: chosen.size });
    setError(problem ?? undefined);
    if (problem) {
      event.target.value = '';
      return;
    }
    onChange(chosen);
  }

  function clear() {
    onChange(null);
    setError(undefined);
    if (input.current) input.current.value = '';
  }

  return (
    // The picker drops below the image when there is no room for "Choose File  No file chosen".
    <div className="flex flex-wrap items-center gap-4">
      <Avatar url={shown} size="lg" />
      <div className="min-w-0 flex-1 basis-52">
        <label htmlFor={id} className="mb-1 block font-medium">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full max-w-xs text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-medium"
        />
        {file && (
          <button
            type="button"
            className={`${secondaryButton} mt-2 px-3 py-1 text-sm`}
            onClick={clear}
          >
            {ACCOUNTS_UI.removeImage}
          </button>
        )}
        <FieldError id={`${id}-error`} error={error} />
      </div>
    </div>
  );
}

export function Avatar({
  url,
  size = 'lg',
}: {
  url: string | null;
  /** 'fit': smaller on a phone, where My Account's first screen is short (issue 45). */
  size?: 'lg' | 'md' | 'fit';
}) {
  const box = { lg: 'h-24 w-24', md: 'h-12 w-12', fit: 'h-16 w-16 sm:h-24 sm:w-24' }[size];
  return url ? (
    <img
      src={url}
      alt={ACCOUNTS_UI.profileImageAlt}
      className={`${box} shrink-0 rounded-full object-cover ring-1 ring-slate-300`}
    />
  ) : (
    <span
      role="img"
      aria-label={ACCOUNTS_UI.noProfileImage}
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500 ring-1 ring-slate-300`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-1/2 w-1/2 fill-current">
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
      </svg>
    </span>
  );
}
