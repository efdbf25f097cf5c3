import {
  DESK_DUE_FILTERS,
  type DeskFilter,
  NOTICE_MESSAGES as M,
  NOTICE_REASONS,
  REGIMES,
} from '@forewarn/domain';
import type { Dispatch, SetStateAction } from 'react';
import { input } from './styles';

/** The desk's filters: by law, by complaint and by deadline (the order stays deadline, then age). */
export function DeskFilters({
  filter,
  setFilter,
}: {
  filter: DeskFilter;
  setFilter: Dispatch<SetStateAction<DeskFilter>>;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      <legend className="text-sm font-medium">{M.deskFilters}</legend>
      <label className="flex min-w-0 flex-col gap-1 text-sm">
        {M.deskFilterRegime}
        <select
          className={`${input} min-h-11 w-full min-w-0`}
          value={filter.regime ?? ''}
          onChange={(e) => {
            const regime = REGIMES.find((r) => r === e.target.value);
            setFilter(({ regime: _old, ...f }) => (regime ? { ...f, regime } : f));
          }}
        >
          <option value="">{M.deskFilterAll}</option>
          {REGIMES.map((r) => (
            <option key={r} value={r}>
              {M.regimeLabels[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm">
        {M.deskFilterReason}
        <select
          className={`${input} min-h-11 w-full min-w-0`}
          value={filter.reason ?? ''}
          onChange={(e) => {
            const reason = NOTICE_REASONS.find((r) => r === e.target.value);
            setFilter(({ reason: _old, ...f }) => (reason ? { ...f, reason } : f));
          }}
        >
          <option value="">{M.deskFilterAll}</option>
          {NOTICE_REASONS.map((r) => (
            <option key={r} value={r}>
              {M.reasonLabels[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-sm">
        {M.deskFilterDue}
        <select
          className={`${input} min-h-11 w-full min-w-0`}
          value={filter.due}
          onChange={(e) => {
            const due = DESK_DUE_FILTERS.find((d) => d === e.target.value) ?? 'all';
            setFilter((f) => ({ ...f, due }));
          }}
        >
          {DESK_DUE_FILTERS.map((d) => (
            <option key={d} value={d}>
              {M.deskFilterDueLabels[d]}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
