/** The enrolment dialog's text (decision 0062): English travels with the dialog's lazy chunk. */
import english from '../locales/en/enrolment.json';
import { areaTranslator } from '../lib/i18n/area-translator';

export const useEnrolmentT = areaTranslator('enrolment', english);
