import { CASE_CARD_LABELS, CASE_CARD_MESSAGES, type CaseSummary } from '@forewarn/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Flag } from '../../../components/flag';
import { fallBackToPlaceholder, IMAGE_PLACEHOLDER } from '../../../components/image-placeholder';
import { TradeBadges } from '../../../components/trade-badges';
import { paths } from '../../../config/paths';

/**
 * A case in a list (spec §2, Case card). Compact on a phone (issue 38: cards were 390 px tall,
 * two a screen): the main image a thumbnail beside the text, the fields in aligned rows, so
 * three or more cases fit an 844 px screen at 390 px.
 */
export function CaseCard({ summary, actions }: { summary: CaseSummary; actions?: ReactNode }) {
  const titleId = `case-${summary.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="case-card"
      className="flex flex-row overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={summary.mainImage?.thumbUrl ?? IMAGE_PLACEHOLDER}
        alt=""
        loading="lazy"
        onError={fallBackToPlaceholder}
        data-placeholder={summary.mainImage ? undefined : 'true'}
        width={96}
        height={96}
        className={`m-3 mr-0 h-20 w-20 shrink-0 rounded-lg sm:m-0 sm:h-auto sm:min-h-40 sm:w-40 sm:rounded-none ${summary.mainImage ? 'object-cover' : 'bg-slate-100 object-contain p-3 sm:p-8'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3
          id={titleId}
          className="flex items-start gap-2 text-base leading-snug font-semibold sm:text-lg"
        >
          <Flag country={summary.country} className="mt-[0.3em] h-[0.9em] w-auto" />
          <span className="line-clamp-2 min-w-0 wrap-anywhere">{summary.title}</span>
        </h3>
        <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-2 text-sm leading-5 text-slate-700 wrap-anywhere">
          <dt className="text-slate-500">{CASE_CARD_LABELS.cardName}</dt>
          <dd>{summary.maskedName}</dd>
          {summary.postcode && (
            <>
              <dt className="text-slate-500">{CASE_CARD_LABELS.cardPostcode}</dt>
              <dd>{summary.postcode}</dd>
            </>
          )}
          <dt className="text-slate-500">{CASE_CARD_LABELS.cardAuthor}</dt>
          <dd>
            {CASE_CARD_LABELS.shownAuthor(summary.author)}
            <TradeBadges badges={summary.authorBadges} />
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2 text-xs empty:hidden">
          {summary.paused && (
            <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {CASE_CARD_LABELS.cardPaused}
            </span>
          )}
          {summary.resolved && (
            <span className="rounded bg-green-100 px-2 py-0.5 font-semibold text-green-900">
              {CASE_CARD_LABELS.cardResolved}
            </span>
          )}
          {summary.archived && (
            <span className="rounded bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">
              {CASE_CARD_MESSAGES.archivedBadge}
            </span>
          )}
        </div>
        {summary.heldForReview && (
          <p
            className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900"
            data-testid="card-held-notice"
          >
            {CASE_CARD_MESSAGES.firstCaseHeld}
          </p>
        )}
        {summary.hiddenReason !== null && (
          <p
            className="rounded bg-red-50 px-2 py-1 text-xs text-red-900"
            data-testid="card-removed-notice"
          >
            {CASE_CARD_MESSAGES.caseRemovedReason(summary.hiddenReason)}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <Link
            to={paths.caseDetail.href(summary.id)}
            className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark"
            aria-describedby={titleId}
          >
            {CASE_CARD_LABELS.cardViewDetails}
          </Link>
          {actions}
        </div>
      </div>
      {summary.extraImages.length > 0 && (
        // Up to 2 extra images, on large screens only (spec §2).
        <div className="hidden gap-2 p-2 lg:flex">
          {summary.extraImages.map((image) => (
            <img
              key={image.id}
              src={image.thumbUrl}
              alt=""
              loading="lazy"
              onError={fallBackToPlaceholder}
              className="h-32 w-32 rounded object-cover"
            />
          ))}
        </div>
      )}
    </article>
  );
}
