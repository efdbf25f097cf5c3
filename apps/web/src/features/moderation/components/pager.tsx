import { LIMITS, MODERATION_UI, pageOfPages } from '@forewarn/domain';
import { secondary } from './styles';

/**
 * The page a moderation list's address asks for, as the server accepts it: a whole number from 1
 * to LIMITS.moderationLastPage (past it the API answers 400), so a hand-edited or stale `?page=`
 * shows the nearest page rather than an error.
 */
export function pageFromAddress(raw: string | null): number {
  const page = Math.floor(Number(raw));
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, LIMITS.moderationLastPage);
}

/** Newer / Older between pages of a moderation list, shown only when there is more than one. */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** The navigation landmark's name, e.g. 'Queue pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center gap-3 text-sm">
      <button
        type="button"
        className={secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {MODERATION_UI.newer}
      </button>
      <span>{pageOfPages(page, pages)}</span>
      <button
        type="button"
        className={secondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {MODERATION_UI.older}
      </button>
    </nav>
  );
}
