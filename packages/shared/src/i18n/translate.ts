/**
 * English-keyed catalogues (decision 0062, "The server's text"): the pure core the server and the web share.
 * Zod-free, so the web's form code can take it.
 *
 * A catalogue is keyed by the English sentence, or by an English template whose `{name}` parts stand for values:
 * 'Too many attempts, please try again in {seconds} seconds.' matches 'Too many attempts, please try again in
 * 12 seconds.' and its German is written with `{seconds}` too. A value that is itself a catalogued sentence (a
 * nested English phrase) is translated as well. An exact entry wins over a template; among templates the one with
 * the most fixed text wins. A sentence no catalogue knows stays English.
 */
import type { LanguageCode } from '../language';

export type Translations = Record<Exclude<LanguageCode, 'en'>, string>;
/** English sentence or template → the five other languages (a missing one does not compile). */
export type Catalogue = Record<string, Translations>;

interface Template {
  pattern: RegExp;
  names: string[];
  translations: Translations;
}

/**
 * Says a template's value in the reader's language by its placeholder's name (an `{amount}` in the reader's number
 * style, a `{place}` as their ordinal); undefined leaves the value to the usual rule (an entry, else as written).
 */
export type ValueLocaliser = (name: string, value: string) => string | undefined;

export interface CompiledCatalogue {
  exact: Map<string, Translations>;
  templates: Template[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function compile(catalogue: Catalogue): CompiledCatalogue {
  const exact = new Map<string, Translations>();
  const templates: Template[] = [];
  for (const [english, translations] of Object.entries(catalogue)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(english, translations);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '([\\s\\S]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`), names, translations });
  }
  // The most specific template first: the one with the most fixed text.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, templates };
}

/**
 * `english` in `language`: the catalogue's sentence with the values put back, or English when none matches.
 * `localise` may say a value in the language first (the notices' amounts and ordinals).
 */
export function translateText(
  compiled: CompiledCatalogue,
  language: LanguageCode,
  english: string,
  localise?: ValueLocaliser,
): string {
  if (language === 'en' || !english) return english;
  const exact = compiled.exact.get(english);
  if (exact) return exact[language];
  for (const template of compiled.templates) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const values = new Map(template.names.map((name, index) => [name, match[index + 1] ?? '']));
    return template.translations[language].replace(PLACEHOLDER, (whole, name: string) => {
      const value = values.get(name);
      if (value === undefined) return whole;
      return localise?.(name, value) ?? compiled.exact.get(value)?.[language] ?? value;
    });
  }
  return english;
}

/** True when the catalogue knows `english` (exactly or by a template): for the completeness tests. */
export function isCatalogued(compiled: CompiledCatalogue, english: string): boolean {
  return compiled.exact.has(english) || compiled.templates.some((template) => template.pattern.test(english));
}

/**
 * The catalogue read the other way for one language: its sentences and templates in `language` lead back to their
 * English, so `translateText(back, language, shown)` gives the English of a sentence shown in that language (the
 * console's tournament form recognises a refusal the server answered in German by its English). Where two English
 * sentences share one translation the first is kept; a sentence the catalogue does not know comes back unchanged.
 */
export function compileBackToEnglish(
  catalogue: Catalogue,
  language: Exclude<LanguageCode, 'en'>,
): CompiledCatalogue {
  const back: Catalogue = {};
  for (const [english, translations] of Object.entries(catalogue))
    back[translations[language]] ??= { de: english, fr: english, es: english, it: english, pl: english };
  return compile(back);
}
