import {
  CASES_UI,
  type CaseDetail,
  deleteExtraImage,
  extraImageAlt,
  extraImageSlots,
  extraImagesCount,
  LIMITS,
  MESSAGES,
} from '@forewarn/domain';
import { useRef, useState } from 'react';
import { BusyOverlay } from '../../../components/busy-overlay';
import { fallBackToPlaceholder } from '../../../components/image-placeholder';
import type { SnackTone } from '../../../components/snackbar';
import { useAddCaseImages, useDeleteCaseImage } from '../api/case-images';
import { screenImages } from './image-picker';

const ACCEPT = LIMITS.imageTypes.join(',');
const buttonClass =
  'rounded border border-slate-300 bg-white px-[0.8em] py-[0.35em] text-[0.8em] font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Image management in edit mode (spec §5, Images; §6, Case creator): delete the main or an
 * extra image, add a main image when there is none, add extras into the free slots only
 * ('Maximum of 6 extra images reached.'). Changes apply at once, as in the spec.
 */
export function CaseImagesEditor({
  detail,
  notify,
}: {
  detail: CaseDetail;
  notify: (message: string, tone: SnackTone) => void;
}) {
  const add = useAddCaseImages(detail.id);
  const remove = useDeleteCaseImage(detail.id);
  const [progress, setProgress] = useState<number | null>(null);
  const mainInput = useRef<HTMLInputElement>(null);
  const extrasInput = useRef<HTMLInputElement>(null);
  const busy = add.isPending || remove.isPending;

  const upload = async (files: { mainImage?: File; extraImages?: File[] }) => {
    setProgress(0);
    try {
      const result = await add.mutateAsync({ ...files, onProgress: setProgress });
      if (result.warning) notify(result.warning, 'error');
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setProgress(null);
    }
  };

  const onMainChosen = (chosen: File[]) => {
    const { accepted, error } = screenImages(chosen, 'case');
    if (error) notify(error, 'error');
    if (accepted.length > LIMITS.mainImages) notify(MESSAGES.oneMainImage, 'error');
    const [first] = accepted;
    if (first) void upload({ mainImage: first });
  };

  const onExtrasChosen = (chosen: File[]) => {
    const { accepted, error } = screenImages(chosen, 'case');
    const slots = extraImageSlots(detail.extraImages.length, accepted.length);
    const message = error ?? slots.warning;
    if (message) notify(message, 'error');
    if (slots.accepted > 0) void upload({ extraImages: accepted.slice(0, slots.accepted) });
  };

  const deleteImage = (imageId: string, main: boolean) =>
    remove.mutate(imageId, {
      onSuccess: (result) => notify(result.message, 'success'),
      onError: (error) =>
        notify(
          main
            ? MESSAGES.failedToDeleteMainImage(error.message)
            : MESSAGES.failedToDeleteImage(error.message),
          'error',
        ),
    });

  const picker = (
    ref: React.RefObject<HTMLInputElement | null>,
    label: string,
    multiple: boolean,
    onChosen: (files: File[]) => void,
  ) => (
    <input
      ref={ref}
      type="file"
      accept={ACCEPT}
      multiple={multiple}
      className="hidden"
      aria-label={label}
      onChange={(event) => {
        const chosen = Array.from(event.currentTarget.files ?? []);
        event.currentTarget.value = '';
        if (chosen.length > 0) onChosen(chosen);
      }}
    />
  );

  const full = detail.extraImages.length >= LIMITS.extraImages;
  return (
    <section aria-labelledby="edit-images" className="flex flex-col gap-[0.6em]">
      <h2 id="edit-images" className="text-[1.15em] font-semibold">
        {CASES_UI.images}
      </h2>
      <div className="flex flex-col gap-[0.4em]">
        <h3 className="font-medium">{CASES_UI.mainImage}</h3>
        {detail.mainImage ? (
          <div className="flex flex-wrap items-end gap-[0.5em]">
            <img
              src={detail.mainImage.thumbUrl}
              alt={CASES_UI.currentMain}
              onError={fallBackToPlaceholder}
              className="h-28 w-28 rounded border border-slate-200 object-cover"
            />
            <button
              type="button"
              className={`${buttonClass} text-red-700`}
              disabled={busy}
              onClick={() => detail.mainImage && deleteImage(detail.mainImage.id, true)}
            >
              {CASES_UI.deleteMainImage}
            </button>
          </div>
        ) : (
          <div>
            {picker(mainInput, CASES_UI.addMainImage, false, onMainChosen)}
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              onClick={() => mainInput.current?.click()}
            >
              {CASES_UI.addMainImage}
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-[0.4em]">
        <h3 className="font-medium">{extraImagesCount(detail.extraImages.length)}</h3>
        {detail.extraImages.length > 0 && (
          <ul className="flex flex-wrap gap-[0.5em]">
            {detail.extraImages.map((image, i) => (
              <li key={image.id} className="flex flex-col items-start gap-1">
                <img
                  src={image.thumbUrl}
                  alt={extraImageAlt(i + 1)}
                  onError={fallBackToPlaceholder}
                  className="h-24 w-24 rounded border border-slate-200 object-cover"
                />
                <button
                  type="button"
                  className={`${buttonClass} text-red-700`}
                  disabled={busy}
                  onClick={() => deleteImage(image.id, false)}
                  aria-label={deleteExtraImage(i + 1)}
                >
                  {CASES_UI.delete}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div>
          {picker(extrasInput, CASES_UI.addExtraImages, true, onExtrasChosen)}
          <button
            type="button"
            className={buttonClass}
            disabled={busy}
            onClick={() =>
              full ? notify(MESSAGES.extraImagesReached, 'error') : extrasInput.current?.click()
            }
          >
            {CASES_UI.addExtraImages}
          </button>
        </div>
      </div>
      {progress !== null && <BusyOverlay label={CASES_UI.uploadingImages} progress={progress} />}
    </section>
  );
}
