/**
 * The interface languages (issue 29, decision 0062) and how the page picks one: `?lang=` in the address, the
 * choice stored in this browser, the signed-in account's `language`, the browser's languages, else English.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language under its own name, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
};

export const LANGUAGE_STORAGE_KEY = 'arena.language';

/** `de`, `de-AT`, `DE` → `de`; anything not offered → undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}

export function readStoredLanguage(): Language | undefined {
  try {
    return toLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled (private mode): the choice lasts for this page view.
  }
}

export interface DetectionInput {
  /** The address (or its search and hash part). */
  search: string;
  stored?: string | null;
  account?: string | null;
  navigatorLanguages?: readonly string[];
}

/**
 * `?lang=` before the hash (`/?lang=de#/games`) or inside it (`/#/games?lang=de`): the app routes by the hash.
 */
export function queryLanguage(href: string): Language | undefined {
  const [beforeHash = '', hash = ''] = href.split('#');
  const inHash = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  const search = beforeHash.includes('?') ? beforeHash.slice(beforeHash.indexOf('?')) : '';
  return (
    toLanguage(new URLSearchParams(search).get('lang')) ?? toLanguage(new URLSearchParams(inHash).get('lang'))
  );
}

/** The detection order of decision 0062; the first source naming an offered language wins. */
export function detectLanguage(input: DetectionInput): Language {
  const fromQuery = queryLanguage(input.search);
  if (fromQuery) return fromQuery;
  const stored = toLanguage(input.stored);
  if (stored) return stored;
  const account = toLanguage(input.account);
  if (account) return account;
  for (const candidate of input.navigatorLanguages ?? []) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
