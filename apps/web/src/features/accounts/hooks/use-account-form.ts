import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../components/apply-server-errors';

/**
 * The one shape of the account forms (log in, sign up, forgot, reset, undo, change password):
 * the domain's schema checks a field when it is left, a submit clears the form's message, and
 * a refusal puts the server's messages under the fields they name (`fields`) or, failing
 * that, above the form.
 */
export function useAccountForm<TInput extends FieldValues, TOutput = TInput>(options: {
  schema: z.ZodType<TOutput, TInput>;
  fields: readonly Path<TInput>[];
  defaultValues?: DefaultValues<TInput>;
  /** The form's message for an error that is not the server's answer. */
  otherError?: (error: unknown) => string;
  /** Whether a field the server refused takes the focus (the forms that name several do). */
  focusField?: boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(options.schema),
    mode: 'onTouched',
    ...(options.defaultValues ? { defaultValues: options.defaultValues } : {}),
  });
  const onSubmit = (action: (values: TOutput) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (error) {
        setFormError(
          applyServerErrors(error, options.fields, form.setError, {
            ...(options.otherError ? { otherError: options.otherError } : {}),
            focus: options.focusField ?? true,
          }),
        );
      }
    });
  return {
    register: form.register,
    errors: form.formState.errors,
    formError,
    setFormError,
    onSubmit,
  };
}
