/**
 * The tournament form's rules between fields (the shared schema's, checked here and again by the API) and the
 * API's own refusals of a save, each with the field it is shown under and its words in the adminForm area
 * (decision 0062). The words are the server catalogue's, so a refusal the API answers in the organiser's language
 * is recognised by them (apps/api/src/i18n/console-form-rules.unit.test.ts keeps the two equal); English is the shared
 * constants' (tournament-form-rules.test.ts).
 */
import type { FieldPath } from 'react-hook-form';
import { ADMIN_CATALOGUE_MESSAGES as A } from '@arena/shared/admin-catalogue';
import { SERIES_FORMAT_MESSAGES as S } from '@arena/shared/series-format-schema';
import type { Translator } from '../../../lib/i18n/translator';
import type { TournamentFormValues } from './tournament-form-values';

type Field = FieldPath<TournamentFormValues>;
type Say = Translator['t'];

interface FormRule {
  field: Field;
  /** The shared English sentence; a rule that names a number (a count of maps, of teams) takes it. */
  english: (count: number) => string;
  /** The same sentence in the language of `t` (`useAdminFormT`). */
  say: (t: Say, count: number) => string;
}

const rule = (field: Field, english: string, say: (t: Say) => string): FormRule => ({
  field,
  english: () => english,
  say,
});

export const FORM_RULES: readonly FormRule[] = [
  rule('third_place_match', S.thirdPlaceNeedsSingleElimination, (t) => t('adminForm.rule.thirdPlace')),
  rule('grand_final', S.doubleGrandFinalNeedsDoubleElimination, (t) => t('adminForm.rule.doubleGrandFinal')),
  rule('swiss_rounds', S.swissSettingsNeedSwiss, (t) => t('adminForm.rule.swissSettingsNeedSwiss')),
  rule('swiss_rounds', S.swissRoundsOrRecord, (t) => t('adminForm.rule.swissRoundsOrRecord')),
  rule('swiss_advance_wins', S.swissRecordPair, (t) => t('adminForm.rule.swissRecordPair')),
  rule('swiss_decider_best_of', S.deciderNeedsRecord, (t) => t('adminForm.rule.deciderNeedsRecord')),
  rule('group_stage', S.groupStagePlayoff, (t) => t('adminForm.rule.groupStagePlayoff')),
  rule('group_stage', S.swissGroupStageOneGroup, (t) => t('adminForm.rule.swissGroupStageOneGroup')),
  rule('group_stage', S.groupsTooMany, (t) => t('adminForm.rule.groupsTooMany')),
  rule('group_stage', S.advanceTooMany, (t) => t('adminForm.rule.advanceTooMany')),
  rule('group_stage', S.advanceTooFew, (t) => t('adminForm.rule.advanceTooFew')),
  rule('map_pool', S.mapPoolDuplicate, (t) => t('adminForm.rule.mapPoolDuplicate')),
  rule('map_pool', S.vetoNeedsPool, (t) => t('adminForm.rule.vetoNeedsPool')),
  rule('map_pool', S.poolMin, (t) => t('adminForm.rule.poolMin')),
  {
    field: 'map_pool',
    english: S.poolTooSmall,
    say: (t, count) => t('adminForm.rule.poolTooSmall', { count: String(count) }),
  },
  rule('registration_deadline_date', A.deadlineAfterStart, (t) => t('adminForm.rule.deadlineAfterStart')),
  rule('tournament_end_date', A.endNotAfterStart, (t) => t('adminForm.rule.endNotAfterStart')),
  rule('prize_split', A.splitSum, (t) => t('adminForm.rule.splitSum')),
  rule('prize_split', A.splitMorePlacesThanTeams, (t) => t('adminForm.rule.splitMorePlacesThanTeams')),
  rule('discord_webhook_url', A.discordWebhookInvalid, (t) => t('adminForm.rule.discordWebhook')),
  // The API's own: a start moved into the past, fewer places than teams entered (TOURNAMENT_LOCKED lists them).
  rule('tournament_start_date', A.startInPast, (t) => t('adminForm.rule.startInPast')),
  {
    field: 'total_teams',
    english: A.totalTeamsBelowEntered,
    // The count as digits, as the API writes it (a formatted "1.024" would not be recognised).
    say: (t, count) => t('adminForm.rule.totalTeamsBelowEntered', { count, entered: String(count) }),
  },
];

/** The one number a rule's sentence may name (0 when it names none). */
function countIn(sentence: string): number {
  const digits = /\d+/.exec(sentence);
  return digits ? Number(digits[0]) : 0;
}

/** A rule's English sentence in the language of `t`; any other sentence as it is. */
export function sayFormRule(t: Say, english: string): string {
  const count = countIn(english);
  const found = FORM_RULES.find((candidate) => candidate.english(count) === english);
  return found ? found.say(t, count) : english;
}

/** The field a rule's sentence in the language of `t` is about, if it is one of the rules. */
export function fieldOfFormRule(t: Say, shown: string): Field | undefined {
  const count = countIn(shown);
  return FORM_RULES.find((candidate) => candidate.say(t, count) === shown)?.field;
}
