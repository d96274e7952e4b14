/**
 * The organiser console's text (decision 0062): the frame, the shared list parts, games and tournaments in area
 * `admin`; players, money, records and integrations in area `adminPeople` (i18n-people.ts). English travels with
 * the console's chunk, other languages load when shown.
 */
import english from '../../locales/en/admin.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useAdminT = areaTranslator('admin', english);
