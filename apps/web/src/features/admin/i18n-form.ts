/**
 * The console's tournament form and its parts (decision 0062): the form, series and map pool fields, the
 * rich-text editor, seeds, stream links and the reason dialog, in area `adminForm`. English travels with the
 * feature, other languages load when shown.
 */
import english from '../../locales/en/adminForm.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useAdminFormT = areaTranslator('adminForm', english);
