/** The invitation dialog's text (decision 0062): English travels with the dialog, other languages load when shown. */
import english from '../../locales/en/invitations.json';
import { areaTranslator } from '../../lib/i18n/area-translator';

export const useInvitationsT = areaTranslator('invitations', english);
