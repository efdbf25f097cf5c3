import { useEffect, useState } from 'react';
import { detectCountry } from '../detect-country';
import { readStoredCountry, selectCountry } from './use-country';

/**
 * A first visit (no country stored, spec §4): the country is detected and stored, and the
 * Select Country popup should open so the visitor confirms or corrects it. A signed-in user's
 * country comes from the profile instead (useProfileCountry), so nothing is detected for them.
 *
 * `signedIn` is undefined while the session is loading.
 */
export function useFirstVisitCountry(signedIn: boolean | undefined): { needsChooser: boolean } {
  const [storedAtStart] = useState(() => readStoredCountry() !== undefined);
  const [detected, setDetected] = useState(false);
  const firstVisit = !storedAtStart && signedIn === false;

  useEffect(() => {
    if (!firstVisit) return;
    const controller = new AbortController();
    detectCountry(controller.signal).then((country) => {
      if (controller.signal.aborted) return;
      // The visitor may have chosen already; their choice wins.
      if (readStoredCountry() === undefined) selectCountry(country);
      setDetected(true);
    });
    return () => controller.abort();
  }, [firstVisit]);

  // The chooser opens once the guess is in, with the guessed country selected.
  return { needsChooser: firstVisit && detected };
}
