import { MODERATION_UI, pageOfPages } from '@forewarn/domain';
import { secondary } from './styles';

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
