/**
 * The language the page shows now, for code that is not a component (the number and date formats, the API
 * client's `Accept-Language`). The I18nProvider sets it when a catalogue arrives, before its children render.
 */
import { DEFAULT_LANGUAGE, type Language } from './languages';

let shown: Language = DEFAULT_LANGUAGE;

export function setShownLanguage(language: Language): void {
  shown = language;
}

export function shownLanguage(): Language {
  return shown;
}
