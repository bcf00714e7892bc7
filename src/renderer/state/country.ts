import { atom } from 'jotai';
import { COUNTRIES, COUNTRY_STORAGE_KEY, type Country } from '../../shared/api/constants';

/** The client keeps the chosen country in local storage under the key `country`. */
function readStoredCountry(): Country | null {
  try {
    const stored = window.localStorage.getItem(COUNTRY_STORAGE_KEY);
    return COUNTRIES.find((c) => c === stored) ?? null;
  } catch {
    return null;
  }
}

const storedCountryAtom = atom<Country | null>(readStoredCountry());

export const countryAtom = atom(
  (get) => get(storedCountryAtom),
  (_get, set, country: Country | null) => {
    if (country) window.localStorage.setItem(COUNTRY_STORAGE_KEY, country);
    else window.localStorage.removeItem(COUNTRY_STORAGE_KEY);
    set(storedCountryAtom, country);
  },
);
