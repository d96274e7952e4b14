/** The notifications area's text (decision 0062): English travels with the feature, other languages load when shown. */
import english from '../../locales/en/notifications.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useNotificationsT = areaTranslator('notifications', english);
