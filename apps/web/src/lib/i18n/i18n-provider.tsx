/**
 * The interface language (decision 0062): picks it (see detectLanguage), loads its catalogue, keeps
 * `<html lang>` in step, and offers `useT()` and `useLanguage()` to components.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, IntlContext, IntlProvider } from 'react-intl';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../api-client';
import { useStoredUser } from '../session';
import { storeUser } from '../storage';
import { englishMessages, loadMessages, type Messages } from './catalogues';
import { setShownLanguage } from './shown-language';
import { translator, type Translator } from './translator';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  queryLanguage,
  readStoredLanguage,
  storeLanguage,
  toLanguage,
  type Language,
} from './languages';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState>({ language: DEFAULT_LANGUAGE, setLanguage: () => {} });

/** English, for a component rendered outside the provider (a unit test of one component). */
const fallbackIntl = createIntl({ locale: DEFAULT_LANGUAGE, messages: englishMessages });

/** A choice made in the menu goes to the signed-in account too; failing that, it still holds in this browser. */
function saveToAccount(user: User, language: Language): void {
  apiRequest<{ user: User }>('/api/update-user-profile', {
    method: 'POST',
    body: { email: user.email, language },
  })
    .then((answer) => storeUser(answer.user))
    .catch(() => {});
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const account = toLanguage(user?.user_details?.language);
  const [language, setLanguageState] = useState<Language>(() =>
    detectLanguage({
      search: window.location.search + window.location.hash,
      stored: readStoredLanguage(),
      account,
      navigatorLanguages: window.navigator.languages,
    }),
  );
  const [catalogue, setCatalogue] = useState<{ language: Language; messages: Messages }>({
    language: DEFAULT_LANGUAGE,
    messages: englishMessages,
  });

  // Signing in to an account with a language: it applies unless the address or this browser chose one.
  useEffect(() => {
    if (!account) return;
    if (queryLanguage(window.location.search + window.location.hash) || readStoredLanguage()) return;
    setLanguageState(account);
  }, [account]);

  useEffect(() => {
    let current = true;
    void loadMessages(language).then((messages) => {
      if (current) setCatalogue({ language, messages });
    });
    return () => {
      current = false;
    };
  }, [language]);

  // Formats and the API's answers follow the language shown, from this render on (children render after this).
  setShownLanguage(catalogue.language);

  useEffect(() => {
    document.documentElement.lang = catalogue.language;
  }, [catalogue.language]);

  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      setLanguageState(next);
      if (user && user.user_details?.language !== next) saveToAccount(user, next);
    },
    [user],
  );
  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);

  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider
        locale={catalogue.language}
        defaultLocale={DEFAULT_LANGUAGE}
        messages={catalogue.messages}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/**
 * The global areas' text (`layout.…`, `home.…`): `t('home.title')`, `tRich` for messages with tags. A feature's
 * own area has a hook of its own (see area-translator.ts). The catalogue test finds keys by their literals.
 */
export function useT(): Translator {
  const intl = useContext(IntlContext) ?? fallbackIntl;
  return useMemo(() => translator(intl), [intl]);
}
