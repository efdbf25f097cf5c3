import { COUNTRIES, COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY } from '@forewarn/domain';
import { useSyncExternalStore } from 'react';

// The selected country lives in localStorage.userCountry as its display name ('Australia',
// 'New Zealand', ...), as the spec has it, and every change is announced with a
// `userCountryChange` window event whose detail is that name.

export const COUNTRY_STORAGE_KEY = 'userCountry';
export const COUNTRY_CHANGE_EVENT = 'userCountryChange';

export function countryFromName(name: unknown): CountryCode | undefined {
  return COUNTRY_CODES.find((code) => COUNTRIES[code].name === name);
}

export function readStoredCountry(): CountryCode | undefined {
  try {
    return countryFromName(localStorage.getItem(COUNTRY_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Stores and announces the country. */
export function selectCountry(code: CountryCode): void {
  const name = COUNTRIES[code].name;
  try {
    localStorage.setItem(COUNTRY_STORAGE_KEY, name);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  window.dispatchEvent(new CustomEvent(COUNTRY_CHANGE_EVENT, { detail: name }));
}

function subscribe(onChange: () => void): () => void {
  const onEvent = (event: Event) => {
    // Only the six countries are accepted; anything else announced is ignored.
    if (event instanceof CustomEvent && countryFromName(event.detail) === undefined) return;
    onChange();
  };
  window.addEventListener(COUNTRY_CHANGE_EVENT, onEvent);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(COUNTRY_CHANGE_EVENT, onEvent);
    window.removeEventListener('storage', onChange);
  };
}

/** The selected country, Australia when none is stored. */
export function useCountry(): CountryCode {
  return useSyncExternalStore(
    subscribe,
    () => readStoredCountry() ?? DEFAULT_COUNTRY,
    () => DEFAULT_COUNTRY,
  );
}

/** Whether the visitor has chosen (or been given) a country yet. */
export function useHasStoredCountry(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readStoredCountry() !== undefined,
    () => false,
  );
}
