/** The public profiles' text (decision 0062): English travels with the pages, other languages load when shown. */
import english from '../../locales/en/profiles.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useProfilesT = areaTranslator('profiles', english);
