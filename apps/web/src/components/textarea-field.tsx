import { type ComponentPropsWithRef, useId } from 'react';

type Props = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  /** The field's error, shown under it and announced with it; absent when valid. */
  error?: string | undefined;
};

/**
 * A labelled textarea with its error wired for assistive technology (aria-invalid,
 * aria-describedby). Takes react-hook-form's register() spread like a plain textarea.
 */
export function TextareaField({ label, error, className = '', ...textarea }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        {...textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded border border-slate-300 bg-white p-2 text-base aria-invalid:border-red-600 ${className}`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
