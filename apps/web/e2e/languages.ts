/**
 * The interface languages in browser tests (issue 29, decision 0062): choose a page's language as a visitor
 * would (the choice kept in the browser), and find a screen's text in another language from the catalogues
 * the app itself ships (apps/web/src/locales), so a test names the English text once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pl';

const localesDir = path.resolve(import.meta.dirname, '../src/locales');
const catalogues = new Map<Language, Record<string, string>>();

/** Every area of a language's catalogue, merged (keys are unique across areas: each starts with its area). */
export function catalogue(language: Language): Record<string, string> {
  let messages = catalogues.get(language);
  if (!messages) {
    const dir = path.join(localesDir, language);
    messages = Object.assign(
      {},
      ...fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>),
    ) as Record<string, string>;
    catalogues.set(language, messages);
  }
  return messages;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as the page shows it: its tags (`<b>…</b>`) are markup, not text. */
const shown = (message: string) => message.replace(/<\/?\w+>/g, '');

/** A message's fixed text with its `{value}` parts as wildcards (plurals are not used in headings). */
const pattern = (message: string) =>
  shown(message)
    .split(/\{[^}]*\}/)
    .map(escape)
    .join('.+');

/**
 * What a screen shows in `language` for an English text (a string matched whole, or a pattern): every
 * translation of the English messages that match it, as one pattern. Undefined when no message matches,
 * which means the text is not in any catalogue (not translated).
 */
export function inLanguage(language: Language, english: string | RegExp): RegExp | undefined {
  if (language === 'en') return typeof english === 'string' ? new RegExp(`^${escape(english)}$`) : english;
  const source = catalogue('en');
  const target = catalogue(language);
  const keys = Object.keys(source).filter((key) =>
    typeof english === 'string'
      ? shown(source[key] ?? '') === english
      : english.test(shown(source[key] ?? '')),
  );
  const translations = [...new Set(keys.map((key) => target[key]).filter((text): text is string => !!text))];
  if (translations.length === 0) return undefined;
  return new RegExp(`^(?:${translations.map(pattern).join('|')})$`);
}

/** The message of `key` in `language`, with `values` put in (simple `{name}` arguments only). */
export function message(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = catalogue(language)[key];
  if (text === undefined) throw new Error(`No message ${key} in ${language}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Shows every page of this tab in `language`, as the language menu's stored choice does. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('arena.language', chosen), language);
}
