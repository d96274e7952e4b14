/**
 * Message catalogues: apps/web/src/locales/<language>/<area>.json, flat keys prefixed by the area
 * (`layout.…`, `tournaments.…`), ICU MessageFormat values.
 *
 * Two kinds of area (decision 0062, "Areas loaded per route"):
 * - the global areas (`common`: words and labels every screen uses, `layout`, `home`): English bundled in the first script, read through `useT()`;
 * - every other area belongs to the feature that uses it: the feature imports its English file (so English
 *   travels in the feature's own lazy chunk, never the home page's) and reads it through the hook made by
 *   `areaTranslator` (lib/i18n/area-translator.ts).
 * Every other language is one small chunk per area file, loaded when that language is shown and the area is
 * in use.
 */
import type { Language } from './languages';
import enCommon from '../../locales/en/common.json';
import enHome from '../../locales/en/home.json';
import enLayout from '../../locales/en/layout.json';

export type Messages = Record<string, string>;

export const GLOBAL_AREAS = ['common', 'layout', 'home'] as const;

export const englishMessages: Messages = { ...enCommon, ...enLayout, ...enHome };

const lazyCatalogues = import.meta.glob<{ default: Messages }>([
  '../../locales/*/*.json',
  '!../../locales/en/*',
]);

/** Areas whose English a loaded feature registered: a language switch loads these too, before it shows. */
const areasInUse = new Set<string>();
const loaded = new Map<string, Messages>();
const pending = new Map<string, Promise<Messages>>();
const listeners = new Set<() => void>();

const cacheKey = (language: Language, area: string) => `${language}/${area}`;

export function registerArea(area: string): void {
  areasInUse.add(area);
}

/** The area's messages in `language` if they are here already (English areas are never loaded here). */
export function loadedArea(language: Language, area: string): Messages | undefined {
  return loaded.get(cacheKey(language, area));
}

export function subscribeToAreas(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One area of one language (not English), fetched once; an area file that does not exist is empty. */
export function loadArea(language: Language, area: string): Promise<Messages> {
  const key = cacheKey(language, area);
  const done = loaded.get(key);
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    const load = lazyCatalogues[`../../locales/${language}/${area}.json`];
    promise = (load ? load().then((module) => module.default) : Promise.resolve({}))
      .then((messages) => {
        loaded.set(key, messages);
        pending.delete(key);
        for (const listener of listeners) listener();
        return messages;
      })
      .catch((error: unknown) => {
        pending.delete(key);
        throw error;
      });
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The global areas' messages of one language, merged, after every area in use has arrived too: a switch of
 * language then shows the whole page in it at once.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return englishMessages;
  const [globals] = await Promise.all([
    Promise.all(GLOBAL_AREAS.map((area) => loadArea(language, area))),
    Promise.all([...areasInUse].map((area) => loadArea(language, area))),
  ]);
  return Object.assign({}, ...globals) as Messages;
}
