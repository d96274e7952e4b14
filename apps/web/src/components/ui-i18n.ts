/**
 * The words of the shared components every feature uses (decision 0062): the dialogs' Close, the empty list, the
 * history tables, the password field, the e-mail verification notice, the statement download and the sign-in
 * pages' pitch. English travels with them (never in the home page's first script); other languages load when shown.
 */
import english from '../locales/en/ui.json';
import { areaTranslator } from '../lib/i18n/area-translator';

export const useUiT = areaTranslator('ui', english);
