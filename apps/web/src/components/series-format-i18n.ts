/**
 * The words of how a tournament is played (decision 0062): the format line, the group stage (series-format-text),
 * read by the tournament page and the console. English travels with them; other languages load when shown.
 */
import english from '../locales/en/seriesFormat.json';
import { areaTranslator } from '../lib/i18n/area-translator';

export const useSeriesFormatT = areaTranslator('seriesFormat', english);
