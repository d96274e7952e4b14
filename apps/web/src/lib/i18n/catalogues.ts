/**
 * Message catalogues: apps/web/src/locales/<language>/<area>.json, flat keys prefixed by the area
 * (`layout.…`, `home.…`), ICU MessageFormat values. English is bundled for the first paint; every other
 * language is a chunk of its own, loaded when chosen.
 */
import type { Language } from './languages';
import enHome from '../../locales/en/home.json';
import enLayout from '../../locales/en/layout.json';

export type Messages = Record<string, string>;

export const englishMessages: Messages = { ...enLayout, ...enHome };

const lazyCatalogues = import.meta.glob<{ default: Messages }>([
  '../../locales/*/*.json',
  '!../../locales/en/*',
]);

/** Every area's messages of one language, merged. */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return englishMessages;
  const prefix = `../../locales/${language}/`;
  const areas = await Promise.all(
    Object.entries(lazyCatalogues)
      .filter(([file]) => file.startsWith(prefix))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...areas.map((area) => area.default)) as Messages;
}
