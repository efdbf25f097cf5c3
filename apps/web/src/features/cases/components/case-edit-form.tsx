import {
  CASE_TEXT_FIELDS,
  CASES_UI,
  type CaseDetail,
  type CaseEditRequest,
  type CaseTextField,
  caseEditSchemaFor,
  MESSAGES,
} from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { BusyOverlay } from '../../../components/busy-overlay';
import type { SnackTone } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useUpdateCase } from '../api/update-case';
import { countryOfCase } from './case-detail';
import { CaseFieldInput, CaseVisibilityChoices, caseFormFields } from './case-fields';

type EditValues = Required<CaseEditRequest>;

const isCaseField = (name: string): name is CaseTextField =>
  (CASE_TEXT_FIELDS as readonly string[]).includes(name);

function valuesOf(detail: CaseDetail): EditValues {
  const values = Object.fromEntries(CASE_TEXT_FIELDS.map((field) => [field, detail[field]]));
  return {
    ...(values as Record<CaseTextField, string>),
    postAnonymously: detail.postAnonymously,
    visibleToPlumbers: detail.visibleToPlumbers,
    visibleToElectricians: detail.visibleToElectricians,
  };
}

/**
 * The edit rules apply to the fields being changed, as on the server: a value stored before a
 * rule existed (say, a number from before decision 0013) does not block editing another field.
 */
function changedFieldsResolver(
  initial: EditValues,
  country: Parameters<typeof caseEditSchemaFor>[0],
) {
  const validate = zodResolver(caseEditSchemaFor(country));
  return ((values: EditValues, context, options) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => value !== initial[key as keyof EditValues]),
    );
    return validate(changed, context, options as never);
  }) as Resolver<EditValues>;
}

const buttonClass =
  'rounded px-[0.8em] py-[0.35em] text-[0.8em] font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Edit mode (spec §4, Case detail; §5, Case edit): the creator's full values, the lodgement
 * checks on every change, 'Swear words are not allowed.' for profanity; only the changed
 * fields are sent. 'Saving, please wait...' covers the page while the server saves.
 */
export function CaseEditForm({
  detail,
  user,
  onDone,
  notify,
}: {
  detail: CaseDetail;
  user: SessionUser;
  onDone: () => void;
  notify: (message: string, tone: SnackTone) => void;
}) {
  const country = countryOfCase(detail);
  const initial = useMemo(() => valuesOf(detail), [detail]);
  const resolver = useMemo(() => changedFieldsResolver(initial, country), [initial, country]);
  const form = useForm<EditValues>({ resolver, mode: 'onChange', defaultValues: initial });
  const update = useUpdateCase(detail.id);
  const { errors, dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      const changes = Object.fromEntries(
        Object.entries(values).filter(([key]) => dirtyFields[key as keyof EditValues]),
      ) as CaseEditRequest;
      try {
        await update.mutateAsync(changes);
        notify(MESSAGES.caseUpdated, 'success');
        onDone();
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null;
        for (const [field, message] of Object.entries(apiError?.fields ?? {})) {
          if (isCaseField(field)) form.setError(field, { message });
        }
        notify(MESSAGES.failedToSaveCase((error as Error).message), 'error');
      }
    },
    (invalid) => {
      const messages = Object.values(invalid).map((e) => e?.message);
      const swearing = messages.includes(MESSAGES.caseEditProfanity);
      notify(swearing ? MESSAGES.caseEditProfanity : String(messages[0] ?? ''), 'error');
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-[0.75em]">
      <h2 className="text-[1.15em] font-semibold">{CASES_UI.editCase}</h2>
      <CaseVisibilityChoices
        className="flex flex-col gap-[0.3em] text-base"
        anonymous={form.register('postAnonymously')}
        plumbers={
          user.verifiedPlumber || detail.visibleToPlumbers
            ? form.register('visibleToPlumbers')
            : null
        }
        electricians={
          user.verifiedElectrician || detail.visibleToElectricians
            ? form.register('visibleToElectricians')
            : null
        }
      />
      <div className="flex flex-col gap-3 text-base">
        {caseFormFields(country).map((spec) => (
          <CaseFieldInput
            key={spec.name}
            spec={spec}
            idPrefix="edit"
            error={errors[spec.name]?.message}
            inputProps={form.register(spec.name)}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-[0.5em]">
        <button
          type="submit"
          className={`${buttonClass} bg-brand text-white hover:bg-brand-dark`}
          disabled={update.isPending}
        >
          {CASES_UI.saveChanges}
        </button>
        <button
          type="button"
          className={`${buttonClass} border border-slate-300 bg-white hover:bg-slate-100`}
          onClick={onDone}
          disabled={update.isPending}
        >
          {CASES_UI.cancel}
        </button>
      </div>
      {update.isPending && <BusyOverlay label={MESSAGES.savingPleaseWait} />}
    </form>
  );
}
