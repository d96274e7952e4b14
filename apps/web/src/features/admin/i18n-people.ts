/**
 * The console's players, money, records and integrations text (decision 0062): English travels with the
 * feature, other languages load when shown. The tournaments and games screens speak through the `admin` area.
 */
import english from '../../locales/en/adminPeople.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useAdminPeopleT = areaTranslator('adminPeople', english);
