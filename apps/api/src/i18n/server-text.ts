/**
 * The server's sentences in the reader's language (decision 0062, "The server's text"). Code keeps writing
 * English (the spec's texts); the sentence is translated where it leaves the server: the error envelope, a
 * notification read, an e-mail, a Discord answer, the .ics file.
 *
 * The core (templates with `{name}` values, nested phrases, exact before template) is shared with the web:
 * `@arena/shared/i18n/translate`. This wrapper binds it to the server's catalogues (`./catalogue/*.ts`).
 */
import { isLanguageCode, type LanguageCode } from '@arena/shared/language';
import {
  compile,
  isCatalogued as isCataloguedIn,
  translateText as translateTextIn,
  type ValueLocaliser,
} from '@arena/shared/i18n/translate';
import { SERVER_CATALOGUE } from './catalogue';

export type { Catalogue, Translations, ValueLocaliser } from '@arena/shared/i18n/translate';

const compiled = compile(SERVER_CATALOGUE);

/**
 * `english` in `language`: the catalogue's sentence with the values put back, or English when none matches;
 * `localise` says values in the language (the notices' amounts: `../modules/notifications/notice-text.ts`).
 */
export function translateText(language: LanguageCode, english: string, localise?: ValueLocaliser): string {
  return translateTextIn(compiled, language, english, localise);
}

/** True when the catalogue knows `english` (exactly or by a template): for the completeness tests. */
export function isCatalogued(english: string): boolean {
  return isCataloguedIn(compiled, english);
}

/** The language an e-mail to an account is written in: the account's choice, English when it made none. */
export function accountLanguage(language: string | null | undefined): LanguageCode {
  return isLanguageCode(language) ? language : 'en';
}

/** `t(english)` for an e-mail to an account: each English line in the account's language. */
export function emailText(language: string | null | undefined): (english: string) => string {
  const code = accountLanguage(language);
  return (english) => translateText(code, english);
}
