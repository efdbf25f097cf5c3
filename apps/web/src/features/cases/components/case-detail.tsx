import {
  CASE_CARD_LABELS,
  CASE_CARD_MESSAGES,
  CASES_UI,
  type CaseDetail,
  DEFAULT_COUNTRY,
  extraImageOf,
  FIELD_LABEL_TEXTS,
  isCountryCode,
  MESSAGES,
  mainImageAlt,
  NAMED_PARTY_MESSAGES,
} from '@forewarn/domain';
import type { ReactNode } from 'react';
import { Flag } from '../../../components/flag';
import { fallBackToPlaceholder } from '../../../components/image-placeholder';
import type { SnackTone } from '../../../components/snackbar';
import { TradeBadges } from '../../../components/trade-badges';
import { moderationStatusOf } from '../case-status';
import { caseFormFields } from './case-field-specs';

export type Notify = (message: string, tone: SnackTone) => void;

export const countryOfCase = (detail: CaseDetail) =>
  isCountryCode(detail.country) ? detail.country : DEFAULT_COUNTRY;

export const caseButtonClass =
  'rounded border border-slate-300 bg-white px-[0.8em] py-[0.35em] text-[0.8em] font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The left side of the case page (spec §2): title, author, Message Author, the badges, the
 * main image and the extra images.
 */
export function CaseHeader({
  detail,
  signedIn,
  notify,
  messageAuthor,
}: {
  detail: CaseDetail;
  signedIn: boolean;
  notify: Notify;
  /** The signed-in reader's Message Author button (the route page supplies it). */
  messageAuthor: ReactNode;
}) {
  const code = countryOfCase(detail);
  return (
    <div className="flex flex-col gap-[0.6em]">
      <h1
        // Spec §2: the case page's font is 2vw at 750 px or more, otherwise 4vw (the page's
        // PAGE_FONT). The title is 1.4 times it, the page's largest heading at every width
        // (issue 45: at 390 px it was 15.6 px under a 17.9 px section heading).
        className="text-[1.4em] leading-tight font-semibold wrap-anywhere"
        data-testid="case-title"
      >
        <Flag country={code} className="h-[0.8em] w-auto" /> {detail.title}
      </h1>
      <p className="text-slate-700">
        <span className="font-medium">{CASES_UI.authorColon}</span>{' '}
        {CASE_CARD_LABELS.shownAuthor(detail.author)}
        <TradeBadges badges={detail.authorBadges} />
      </p>
      <div className="flex flex-wrap gap-[0.4em]">
        {detail.paused && (
          <span className="rounded bg-amber-100 px-[0.5em] py-[0.1em] text-[0.8em] font-semibold text-amber-900">
            {MESSAGES.casePausedBadge}
          </span>
        )}
        {detail.resolved && (
          <span className="rounded bg-green-100 px-[0.5em] py-[0.1em] text-[0.8em] font-semibold text-green-900">
            {MESSAGES.resolvedBadge}
          </span>
        )}
        {moderationStatusOf(detail) === 'hidden' && (
          <span className="rounded bg-slate-200 px-[0.5em] py-[0.1em] text-[0.8em] font-semibold text-slate-800">
            {CASE_CARD_MESSAGES.hiddenByModeratorBadge}
          </span>
        )}
        {detail.archived && (
          <span className="rounded bg-slate-200 px-[0.5em] py-[0.1em] text-[0.8em] font-semibold text-slate-800">
            {MESSAGES.archivedBadge}
          </span>
        )}
      </div>
      {!detail.isOwner && (
        <MessageAuthor signedIn={signedIn} notify={notify} button={messageAuthor} />
      )}
      {detail.mainImage && (
        <a href={detail.mainImage.url} target="_blank" rel="noreferrer">
          <img
            src={detail.mainImage.displayUrl}
            alt={mainImageAlt(detail.title)}
            // The page's largest paint (issue #15): fetched first, never lazily (the server's
            // HTML preloads the same URL), with its room kept by its size while it loads.
            fetchPriority="high"
            width={detail.mainImage.width}
            height={detail.mainImage.height}
            onError={fallBackToPlaceholder}
            className="h-auto max-h-[60vh] w-full rounded-lg border border-slate-200 bg-white object-contain"
          />
        </a>
      )}
      {detail.extraImages.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" aria-label={CASES_UI.extraImagesList}>
          {detail.extraImages.map((image, i) => (
            <li key={image.id}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  src={image.thumbUrl}
                  alt={extraImageOf(i + 1, detail.extraImages.length, detail.title)}
                  loading="lazy"
                  onError={fallBackToPlaceholder}
                  className="aspect-square w-full rounded border border-slate-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Message Author (spec §2). Signed out, it asks the visitor to log in; signed in, the page puts
 * the messaging feature's button here (features do not import each other).
 */
function MessageAuthor({
  signedIn,
  notify,
  button,
}: {
  signedIn: boolean;
  notify: Notify;
  button: ReactNode;
}) {
  if (signedIn) return button;
  return (
    <div>
      <button
        type="button"
        className={caseButtonClass}
        onClick={() => notify(MESSAGES.logInToMessageAuthor, 'error')}
      >
        {CASES_UI.messageAuthor}
      </button>
    </div>
  );
}

/**
 * The details of whom the case names (spec §2, right side): masked by the server unless
 * isOwner. To the verified person named (`namesYou`) it speaks to them (issue 45).
 */
export function OffenderDetails({
  detail,
  namesYou = false,
}: {
  detail: CaseDetail;
  namesYou?: boolean;
}) {
  const fields = caseFormFields(countryOfCase(detail)).filter(
    (spec) => spec.name !== 'title' && spec.name !== 'details' && detail[spec.name] !== '',
  );
  return (
    <section aria-labelledby="offender-details" className="flex flex-col gap-[0.5em]">
      <h2 id="offender-details" className="text-[1.15em] font-semibold">
        {namesYou
          ? NAMED_PARTY_MESSAGES.detailsHeadingForNamed
          : NAMED_PARTY_MESSAGES.detailsHeading}
      </h2>
      {namesYou && (
        <p className="text-[0.75em] text-slate-600">{NAMED_PARTY_MESSAGES.detailsNoteForNamed}</p>
      )}
      {detail.isOwner && <p className="text-[0.75em] text-slate-600">{CASES_UI.ownerSeesFull}</p>}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-[0.8em] gap-y-[0.25em]">
        {fields.map((spec) => (
          <div key={spec.name} className="contents">
            <dt className="font-medium">
              {spec.name === 'name' ? FIELD_LABEL_TEXTS.name : spec.label}
            </dt>
            <dd className="wrap-anywhere" data-field={spec.name}>
              {detail[spec.name]}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-[0.5em] font-semibold">{CASES_UI.details}</h3>
      <p className="wrap-anywhere whitespace-pre-wrap" data-field="details">
        {detail.details}
      </p>
    </section>
  );
}
