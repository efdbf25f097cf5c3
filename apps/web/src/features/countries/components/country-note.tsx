import { countryNote } from '@forewarn/domain';

/** The country popup's line for a member: lodging follows the chosen country, sign-in the profile's. */
export function CountryNote({ country }: { country: string }) {
  return <p className="mt-1 text-sm text-slate-600">{countryNote(country)}</p>;
}
