/** The ladder pages' text (decision 0062): English travels with the pages, other languages load when shown. */
import english from '../../locales/en/ladders.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useLaddersT = areaTranslator('ladders', english);
