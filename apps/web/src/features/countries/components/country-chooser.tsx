import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@forewarn/domain';
import type { ReactNode } from 'react';
import { Flag } from '../../../components/flag';
import { Modal } from '../../../components/modal';
import { selectCountry, useCountry } from '../hooks/use-country';

/** The Select Country popup (spec §2): six buttons, flag and name; choosing stores the country. */
export function CountryChooser({
  open,
  onClose,
  note,
}: {
  open: boolean;
  onClose: () => void;
  /** A line under the title, e.g. how the profile's country applies when signed in. */
  note?: ReactNode;
}) {
  const current = useCountry();
  const choose = (code: CountryCode) => {
    selectCountry(code);
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy="country-chooser-title">
      <h2 id="country-chooser-title" className="text-xl font-semibold">
        Select Country
      </h2>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {COUNTRY_CODES.map((code) => {
          const country = COUNTRIES[code];
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
                {country.name}
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
          Close
        </button>
      </div>
    </Modal>
  );
}
