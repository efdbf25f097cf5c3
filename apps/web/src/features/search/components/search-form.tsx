import {
  type CountryCode,
  LAYOUT_UI,
  LIMITS,
  SEARCH_MESSAGES,
  searchLabel,
} from '@forewarn/domain';
import { type FormEvent, useId } from 'react';

/** The search box and its Search button (spec §2). An empty box brings up the recent cases. */
export function SearchForm({
  country,
  initialQuery,
  onSearch,
}: {
  country: CountryCode;
  initialQuery: string;
  onSearch: (query: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };

  return (
    <search className="w-full">
      <form onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          {searchLabel(SEARCH_MESSAGES.countryName(country))}
        </label>
        {/* Stacked on a phone, so the whole placeholder fits the box. */}
        <div className="flex flex-col gap-2 min-[480px]:flex-row">
          <input
            // Remount when the URL's query changes (back, forward), so the box shows it.
            key={initialQuery}
            id={inputId}
            name="q"
            type="search"
            defaultValue={initialQuery}
            placeholder={SEARCH_MESSAGES.searchPlaceholder(country)}
            aria-describedby={hintId}
            autoComplete="off"
            maxLength={LIMITS.searchQueryMax}
            className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base placeholder:text-slate-500"
          />
          <button
            type="submit"
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {LAYOUT_UI.searchButton}
          </button>
        </div>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {LAYOUT_UI.exactMatch}
        </p>
      </form>
    </search>
  );
}
