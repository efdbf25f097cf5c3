import { COUNTRY_CODES, type CountryCode, LAYOUT_UI, SEARCH_MESSAGES } from '@forewarn/domain';
import { Suspense } from 'react';
import { Flag } from '../../../components/flag';
import { Modal } from '../../../components/modal';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { selectCountry, useCountry } from '../hooks/use-country';

// Only a signed-in member's popup has the note: a visitor's first visit does not load its text.
const CountryNote = lazyWithRetry(() => import('./country-note'), 'CountryNote');

/** The Select Country popup (spec §2): six buttons, flag and name; choosing stores the country. */
export function CountryChooser({
  open,
  onClose,
  profileCountry,
}: {
  open: boolean;
  onClose: () => void;
  /** A signed-in member's home country: a line under the title says how it applies. */
  profileCountry?: string | null;
}) {
  const current = useCountry();
  const choose = (code: CountryCode) => {
    selectCountry(code);
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy="country-chooser-title">
      <h2 id="country-chooser-title" className="text-xl font-semibold">
        {LAYOUT_UI.selectCountry}
      </h2>
      {profileCountry && (
        <Suspense fallback={null}>
          <CountryNote country={profileCountry} />
        </Suspense>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {COUNTRY_CODES.map((code) => {
          const selected = code === current;
          return (
            <li key={code}>
              <button
                type="button"
                onClick={() => choose(code)}
                aria-pressed={selected}
                // Focus lands on the current country when the popup opens.
                data-autofocus={selected ? true : undefined}
                className={`flex w-full items-center gap-2 rounded-md border px-3 py-2 text-left font-medium hover:bg-slate-100 ${
                  selected ? 'border-brand bg-red-50' : 'border-slate-300'
                }`}
              >
                <Flag country={code} decorative className="h-5 w-auto" />
                {SEARCH_MESSAGES.countryName(code)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {LAYOUT_UI.close}
        </button>
      </div>
    </Modal>
  );
}
