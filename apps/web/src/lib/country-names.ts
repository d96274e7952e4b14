/**
 * Country names in the shown language (decision 0062, "countries"): the forms and the API keep the ISO 3166-1
 * alpha-2 codes; only the names change. English keeps the shared list's names (`COUNTRIES`, the words the
 * server's English sentences use, the same in every browser); the other languages take the browser's own names
 * (`Intl.DisplayNames`), and every list is sorted with the language's collation (`Intl.Collator`: 'Österreich'
 * under O in German, 'Łotwa' after 'Luksemburg' in Polish).
 */
import { useContext, useMemo } from 'react';
import { IntlContext } from 'react-intl';
import { COUNTRIES, countryName as englishCountryName, isCountryCode } from '@arena/shared/countries';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from './i18n/languages';

export interface CountryOption {
  code: string;
  name: string;
}

/** Made on first use per language; null where the browser has no `Intl.DisplayNames` (English names then). */
const displayNames = new Map<Language, Intl.DisplayNames | null>();
function displayNamesIn(language: Language): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/**
 * The country's name in `language`: 'Deutschland' / 'Niemcy' for 'DE'; English as the shared list writes it. A
 * code not in the list comes back as it is (as in English), never an error; a name the browser lacks is English.
 */
export function countryNameIn(code: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !isCountryCode(code)) return englishCountryName(code);
  return displayNamesIn(language)?.of(code) ?? englishCountryName(code);
}

const collators = new Map<Language, Intl.Collator>();
function collatorIn(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}

/** Countries sorted by their name in `language`, as its readers look for them. */
export function sortCountries(countries: readonly CountryOption[], language: Language): CountryOption[] {
  const collator = collatorIn(language);
  return [...countries].sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

const allCountries = new Map<Language, readonly CountryOption[]>();
/** Every country of the list, named and sorted in `language` (a select's options). */
export function countryOptionsIn(language: Language): readonly CountryOption[] {
  let options = allCountries.get(language);
  if (!options) {
    options = sortCountries(
      COUNTRIES.map(({ code }) => ({ code, name: countryNameIn(code, language) })),
      language,
    );
    allCountries.set(language, options);
  }
  return options;
}

export interface CountryNames {
  /** The name of one code in the shown language. */
  countryName: (code: string) => string;
  /** Every country, named and sorted in the shown language. */
  countries: readonly CountryOption[];
  /** These codes named and sorted in the shown language (a list the API gave). */
  named: (codes: readonly string[]) => CountryOption[];
}

/** The shown language's country names; a component re-renders with them when the language changes. */
export function useCountryNames(): CountryNames {
  const language = toLanguage(useContext(IntlContext)?.locale) ?? DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      countryName: (code) => countryNameIn(code, language),
      countries: countryOptionsIn(language),
      named: (codes) =>
        sortCountries(
          codes.map((code) => ({ code, name: countryNameIn(code, language) })),
          language,
        ),
    }),
    [language],
  );
}
