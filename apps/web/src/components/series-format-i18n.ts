/**
 * The words of how a tournament is played (decision 0062): the format line and group stage (series-format-text)
 * of the tournament page and the console, and a series entered game by game (series-games-fields). English
 * travels with them; other languages load when shown.
 */
import { createIntl, type IntlShape } from 'react-intl';
import english from '../locales/en/seriesFormat.json';
import { areaTranslator } from '../lib/i18n/area-translator';
import type { Translator } from '../lib/i18n/translator';

export const useSeriesFormatT = areaTranslator('seriesFormat', english);

/** The `t` of `useSeriesFormatT()`. */
export type SayFormat = Translator['t'];

/** English, for a text asked for outside a page (made on first use). */
let englishIntl: IntlShape | undefined;
export const sayFormatInEnglish: SayFormat = (id, values) =>
  (englishIntl ??= createIntl({ locale: 'en', messages: english })).formatMessage({ id }, values);
