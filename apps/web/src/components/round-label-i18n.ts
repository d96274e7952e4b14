/**
 * Round, group and stage names (decision 0062): the words of round-label.ts, shared by the players' screens and the
 * console. English travels with them; other languages load when shown.
 */
import english from '../locales/en/roundLabel.json';
import { areaTranslator } from '../lib/i18n/area-translator';
import type { Translator } from '../lib/i18n/translator';

export const useRoundLabelT = areaTranslator('roundLabel', english);

/** The `t` of `useRoundLabelT()`. */
export type SayRound = Translator['t'];
