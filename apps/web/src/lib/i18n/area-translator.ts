/**
 * An area's hook (decision 0062, "Areas loaded per route"): a feature makes one from its English catalogue,
 *
 *   import en from '../../locales/en/teams.json';
 *   export const useTeamsT = areaTranslator('teams', en);
 *
 * and its components call `const { t } = useTeamsT();`. The text follows the language the page shows (the
 * provider's); an area not loaded in that language yet shows English for the moment it takes to arrive.
 */
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { loadArea, loadedArea, registerArea, subscribeToAreas, type Messages } from './catalogues';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from './languages';
import { translator, type Translator } from './translator';

export function areaTranslator(area: string, english: Messages): () => Translator {
  registerArea(area);
  const intls = new Map<string, IntlShape>();
  const intlFor = (language: Language, messages: Messages): IntlShape => {
    let intl = intls.get(language);
    if (!intl) {
      intl = createIntl({ locale: language, defaultLocale: DEFAULT_LANGUAGE, messages });
      intls.set(language, intl);
    }
    return intl;
  };

  return function useAreaT(): Translator {
    const shown = toLanguage(useContext(IntlContext)?.locale) ?? DEFAULT_LANGUAGE;
    const messages = useSyncExternalStore(
      subscribeToAreas,
      () => (shown === DEFAULT_LANGUAGE ? english : loadedArea(shown, area)),
      () => english,
    );
    useEffect(() => {
      if (!messages) void loadArea(shown, area).catch(() => {});
    }, [messages, shown]);
    return useMemo(
      () => translator(messages ? intlFor(shown, messages) : intlFor(DEFAULT_LANGUAGE, english)),
      [messages, shown],
    );
  };
}
