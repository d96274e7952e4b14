/**
 * The second-factor fields' text (decision 0062): the app's code, a recovery code and the step-up's passkey, shared
 * by sign-in, My Account and the wallet. English travels with the fields; other languages load when shown.
 */
import english from '../locales/en/secondFactor.json';
import { areaTranslator } from '../lib/i18n/area-translator';

export const useSecondFactorT = areaTranslator('secondFactor', english);
