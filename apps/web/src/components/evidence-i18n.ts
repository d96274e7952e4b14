/**
 * The words of a team's match screenshots (decision 0062), shown in the match room and the console: English
 * travels with the gallery, other languages load when shown.
 */
import english from '../locales/en/evidence.json';
import { areaTranslator } from '../lib/i18n/area-translator';

export const useEvidenceT = areaTranslator('evidence', english);
