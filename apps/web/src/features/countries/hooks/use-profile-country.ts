import { isCountryCode } from '@forewarn/domain';
import { useEffect } from 'react';
import { selectCountry } from './use-country';

/** `{userId}:{country}` of the profile country last applied to this browser. */
const APPLIED_KEY = 'profileCountryApplied';

function read(): string | null {
  try {
    return localStorage.getItem(APPLIED_KEY);
  } catch {
    return null;
  }
}

function write(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(APPLIED_KEY);
    else localStorage.setItem(APPLIED_KEY, value);
  } catch {
    // Private mode: the profile country is applied again on the next page load; harmless.
  }
}

/**
 * A signed-in user's country comes from their profile (spec §1, §4): on signing in, and
 * whenever the profile's country changes, it becomes the selected country. In between, the
 * Select Country popup still switches the country this browser shows (to look at another
 * country's cases) until the next sign-in or profile change (docs/decisions/0008).
 *
 * `user` is undefined while the session is loading, null when signed out.
 */
export function useProfileCountry(user: { id: string; country: string } | null | undefined) {
  const id = user?.id;
  const country = user?.country;
  const signedOut = user === null;
  useEffect(() => {
    if (signedOut) {
      // The next sign-in applies the profile's country again.
      write(null);
      return;
    }
    if (!id || !isCountryCode(country)) return;
    const applied = `${id}:${country}`;
    if (read() === applied) return;
    write(applied);
    selectCountry(country);
  }, [id, country, signedOut]);
}
