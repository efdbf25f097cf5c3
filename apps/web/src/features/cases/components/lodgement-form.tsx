import {
  CASE_TEXT_FIELDS,
  CASES_UI,
  type CaseTextField,
  type CaseTextInput,
  type CountryCode,
  imageRules,
  LIMITS,
  LIMITS_MESSAGES,
  type LodgementRequest,
  type LodgementRequestInput,
  lodgementSchema,
  MESSAGES,
  perIdentifier,
  validateLodgement,
} from '@forewarn/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BusyOverlay } from '../../../components/busy-overlay';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { type SessionUser, useSuspended } from '../../../lib/session';
import { useLodgeCase } from '../api/lodge-case';
import { CaseFieldInput, CaseVisibilityChoices, caseFormFields } from './case-fields';
import { ImagePicker, screenImages } from './image-picker';

const isCaseField = (name: string): name is CaseTextField =>
  (CASE_TEXT_FIELDS as readonly string[]).includes(name);

/** A lodging limit's refusal: the spec's message, then when it ends if the server said. */
function limitRefusal(error: ApiError): string {
  if (!error.until) return error.message;
  return `${error.message} ${LIMITS_MESSAGES.lodgeAgainFrom(formatDateTime(error.until))}`;
}

function emptyValues(country: CountryCode): LodgementRequestInput {
  return {
    country,
    postAnonymously: true,
    visibleToPlumbers: false,
    visibleToElectricians: false,
    title: '',
    name: '',
    address: '',
    instagram: '',
    tiktok: '',
    ...perIdentifier(() => ''),
    details: '',
  };
}

/**
 * The lodgement form (spec §2, Lodgement page; §5, Lodgement form). Every change re-runs the
 * domain's validation: a field shows its error once edited, the '?' help lists everything that
 * still blocks, and Submit Case stays disabled while anything does. The server checks it all
 * again.
 */
export function LodgementForm({
  user,
  country,
  limitMessage,
  onLodged,
}: {
  user: SessionUser;
  country: CountryCode;
  limitMessage: string | null;
  onLodged: () => void;
}) {
  const suspended = useSuspended();
  const form = useForm<LodgementRequestInput, unknown, LodgementRequest>({
    resolver: zodResolver(lodgementSchema),
    mode: 'onChange',
    defaultValues: emptyValues(country),
  });
  const values = useWatch({ control: form.control });
  const fieldErrors = useMemo(
    () => validateLodgement(values as CaseTextInput, country),
    [values, country],
  );

  const [mainImage, setMainImage] = useState<File[]>([]);
  const [extras, setExtras] = useState<File[]>([]);
  const [mainMessage, setMainMessage] = useState<string | null>(null);
  const [extrasMessage, setExtrasMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const helpId = useId();
  const lodge = useLodgeCase();

  const blockers = [
    ...new Set([...(limitMessage ? [limitMessage] : []), ...fieldErrors.map((e) => e.message)]),
  ];
  const canSubmit = blockers.length === 0 && !lodge.isPending;

  // The case is posted in the country shown above the form (the selected one), even if the
  // flag changed after the form opened.
  const onSubmit = form.handleSubmit(async ({ country: _initial, ...rest }) => {
    const fields = { ...rest, country };
    setSubmitError(null);
    setProgress(0);
    try {
      await lodge.mutateAsync({
        fields,
        mainImage: mainImage[0] ?? null,
        extraImages: extras,
        onProgress: setProgress,
      });
      onLodged();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isCaseField(field)) form.setError(field, { message });
        }
        // A rate limit speaks for itself, with until when in the reader's zone (the server
        // sends the instant as data, issue 38); anything else says the case was not submitted.
        setSubmitError(
          error.status === 429 ? limitRefusal(error) : MESSAGES.failedToSubmitCase(error.message),
        );
      } else {
        setSubmitError(MESSAGES.failedToSubmitCase((error as Error).message));
      }
    } finally {
      setProgress(null);
    }
  });

  const fields = caseFormFields(country);
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset disabled={suspended} className="contents">
        {/* Nothing to type while the member cannot lodge (issue 38: limits before effort); the
            '?' help stays open to them. */}
        <fieldset disabled={limitMessage !== null} className="contents">
          <CaseVisibilityChoices
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
            anonymous={form.register('postAnonymously')}
            plumbers={user.verifiedPlumber ? form.register('visibleToPlumbers') : null}
            electricians={user.verifiedElectrician ? form.register('visibleToElectricians') : null}
          />

          <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
            {fields.map((spec) => (
              <div
                key={spec.name}
                className={spec.multiline || spec.name === 'title' ? 'sm:col-span-2' : ''}
              >
                <CaseFieldInput
                  spec={spec}
                  idPrefix="lodge"
                  error={errors[spec.name]?.message}
                  inputProps={form.register(spec.name)}
                />
              </div>
            ))}
          </div>

          <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
            <ImagePicker
              label={CASES_UI.mainImage}
              testId="main-image-input"
              files={mainImage}
              max={LIMITS.mainImages}
              message={mainMessage}
              onAdd={(chosen) => {
                const { accepted, error } = screenImages(chosen, 'lodgement');
                setMainMessage(error);
                if (accepted[0]) setMainImage([accepted[0]]);
              }}
              onRemove={() => setMainImage([])}
            />
            <ImagePicker
              label={CASES_UI.extraImages}
              testId="extra-images-input"
              files={extras}
              max={LIMITS.extraImages}
              message={extrasMessage}
              onAdd={(chosen) => {
                const { accepted, error } = screenImages(chosen, 'lodgement');
                const room = LIMITS.extraImages - extras.length;
                setExtrasMessage(
                  error ?? (accepted.length > room ? MESSAGES.extraImagesMax : null),
                );
                setExtras([...extras, ...accepted.slice(0, room)]);
              }}
              onRemove={(index) => {
                setExtrasMessage(null);
                setExtras(extras.filter((_, i) => i !== index));
              }}
            />
          </div>
        </fieldset>
        {submitError && (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-800">
            {submitError}
          </p>
        )}

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={!canSubmit}
            className="rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50"
          >
            {CASES_UI.submitCase}
          </button>
          <button
            type="button"
            onClick={() => setHelpOpen((open) => !open)}
            aria-expanded={helpOpen}
            aria-controls={helpId}
            aria-label={CASES_UI.whyCantISubmit}
            className="h-9 w-9 rounded-full border border-slate-400 font-bold hover:bg-slate-100"
          >
            ?
          </button>
        </div>
        <section
          id={helpId}
          hidden={!helpOpen}
          aria-label={CASES_UI.submissionHelp}
          className="rounded-lg border border-slate-300 bg-white p-4 text-sm"
        >
          {blockers.length > 0 ? (
            <>
              <p className="font-semibold">{CASES_UI.blockersHeading}</p>
              <ul className="mt-1 list-disc pl-5">
                {blockers.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="font-semibold">{CASES_UI.nothingBlocking}</p>
          )}
          <p className="mt-3 text-slate-700">{CASES_UI.maskedNote}</p>
          <p className="mt-2 text-slate-700">{imageRules()}</p>
        </section>

        {progress !== null && <BusyOverlay label={CASES_UI.submittingCase} progress={progress} />}
      </fieldset>
    </form>
  );
}
