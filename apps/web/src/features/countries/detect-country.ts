import { type CountryCode, countryFromTimeZone, DEFAULT_COUNTRY } from '@forewarn/domain';
import { getGeo } from './api/get-geo';

/** On the main thread, where no worker can run (older browsers, tests). */
function timeZoneHere(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The browser's time zone, from a small worker so that ICU's first load does not block the
 * page (time-zone.worker.ts); here when a worker cannot be started or fails.
 */
function browserTimeZone(): { zone: Promise<string | undefined>; cancel: () => void } {
  if (typeof Worker === 'undefined') return { zone: Promise.resolve(timeZoneHere()), cancel() {} };
  let worker: Worker;
  try {
    worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return { zone: Promise.resolve(timeZoneHere()), cancel() {} };
  }
  const zone = new Promise<string | undefined>((resolve) => {
    worker.onmessage = (event: MessageEvent<string | null>) => resolve(event.data ?? undefined);
    worker.onerror = () => resolve(timeZoneHere());
  }).finally(() => worker.terminate());
  return { zone, cancel: () => worker.terminate() };
}

/**
 * The visitor's likely country (spec §4; DESIGN.md §1): our server's answer from a trusted
 * proxy header, else the browser's time zone, else Australia. Nothing goes to a third party.
 * The time zone is looked up meanwhile, in case the server has no answer.
 */
export async function detectCountry(signal?: AbortSignal): Promise<CountryCode> {
  const timeZone = browserTimeZone();
  try {
    const { country } = await getGeo(signal);
    if (country) {
      timeZone.cancel();
      return country;
    }
  } catch {
    // The spec logs a failed lookup; here the time zone is the next answer, so carry on.
  }
  return countryFromTimeZone(await timeZone.zone) ?? DEFAULT_COUNTRY;
}
