import { CASE_CARD_MESSAGES, type CaseSummary } from '@forewarn/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Flag } from '../../../components/flag';
import { fallBackToPlaceholder, IMAGE_PLACEHOLDER } from '../../../components/image-placeholder';
import { TradeBadges } from '../../../components/trade-badges';
import { paths } from '../../../config/paths';

export function CaseCard({ summary, actions }: { summary: CaseSummary; actions?: ReactNode }) {
  const titleId = `case-${summary.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm sm:flex-row"
    >
      <img
        src={summary.mainImage?.thumbUrl ?? IMAGE_PLACEHOLDER}
        alt=""
        loading="lazy"
        onError={fallBackToPlaceholder}
        data-placeholder={summary.mainImage ? undefined : 'true'}
        className={`h-40 w-full shrink-0 sm:h-auto sm:w-40 ${summary.mainImage ? 'object-cover' : 'bg-slate-100 object-contain p-8'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <h3 id={titleId} className="flex items-start gap-2 text-lg font-semibold">
          <Flag country={summary.country} className="mt-[0.3em] h-[0.9em] w-auto" />
          <span className="min-w-0 wrap-anywhere">{summary.title}</span>
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-slate-700 wrap-anywhere">
          <dt className="font-medium">Name</dt>
          <dd>{summary.maskedName}</dd>
          {summary.postcode && (
            <>
              <dt className="font-medium">Postcode</dt>
              <dd>{summary.postcode}</dd>
            </>
          )}
          <dt className="font-medium">Author</dt>
          <dd>
            {summary.author}
            <TradeBadges badges={summary.authorBadges} />
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2 text-xs">
          {summary.paused && (
            <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              Case Paused
            </span>
          )}
          {summary.resolved && (
            <span className="rounded bg-green-100 px-2 py-0.5 font-semibold text-green-900">
              Resolved
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
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Link
            to={paths.caseDetail.href(summary.id)}
            className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-dark"
            aria-describedby={titleId}
          >
            View Details
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
