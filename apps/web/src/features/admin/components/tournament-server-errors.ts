/**
 * The tournament form's refusals from the server, put under the fields they are about. The API answers its
 * sentences only (`error[]`, no field names); they are the shared schemas' own messages, so each is recognised
 * by its text: the cross-field rules by their exact sentence, a field's own messages by the label they start
 * with. What is about no field stays in the toast the query client shows anyway.
 */
import type { FieldPath } from 'react-hook-form';
import { ADMIN_CATALOGUE_MESSAGES as A } from '@arena/shared/admin-catalogue';
import { BEST_OF_VALUES } from '@arena/shared/series-format';
import { SERIES_FORMAT_MESSAGES as S } from '@arena/shared/series-format-schema';
import { isApiError } from '../../../lib/api-client';
import type { TournamentFormValues } from './tournament-form-values';

type Field = FieldPath<TournamentFormValues>;

/** The rules between fields, by their exact sentence, and the field each is shown under (the schema's path). */
const BY_SENTENCE = new Map<string, Field>([
  [S.thirdPlaceNeedsSingleElimination, 'third_place_match'],
  [S.doubleGrandFinalNeedsDoubleElimination, 'grand_final'],
  [S.swissSettingsNeedSwiss, 'swiss_rounds'],
  [S.swissRoundsOrRecord, 'swiss_rounds'],
  [S.swissRecordPair, 'swiss_advance_wins'],
  [S.deciderNeedsRecord, 'swiss_decider_best_of'],
  [S.groupStagePlayoff, 'group_stage'],
  [S.swissGroupStageOneGroup, 'group_stage'],
  [S.groupsTooMany, 'group_stage'],
  [S.advanceTooMany, 'group_stage'],
  [S.advanceTooFew, 'group_stage'],
  [S.mapPoolDuplicate, 'map_pool'],
  [S.vetoNeedsPool, 'map_pool'],
  [S.poolMin, 'map_pool'],
  ...BEST_OF_VALUES.map((games) => [S.poolTooSmall(games), 'map_pool'] as [string, Field]),
  [A.startInPast, 'tournament_start_date'],
  [A.deadlineAfterStart, 'registration_deadline_date'],
  [A.endNotAfterStart, 'tournament_end_date'],
  [A.splitSum, 'prize_split'],
  [A.splitMorePlacesThanTeams, 'prize_split'],
  [A.unknownGame, 'game_id'],
  [A.archivedGame, 'game_id'],
  [A.discordWebhookInvalid, 'discord_webhook_url'],
]);

/** A field's own messages start with its label ("Swiss rounds must be between 1 and 20"); longest labels first. */
const BY_LABEL: Array<[string, Field]> = [
  ['Total teams cannot be lower than', 'total_teams'],
  ['Teams advancing from each group', 'group_stage.advance'],
  ['Swiss decider best of', 'swiss_decider_best_of'],
  ['Swiss eliminate losses', 'swiss_eliminate_losses'],
  ['Swiss advance wins', 'swiss_advance_wins'],
  ['Veto step seconds', 'veto_step_seconds'],
  ['Swiss rounds', 'swiss_rounds'],
  ['Final best of', 'final_best_of'],
  ['Third-place match', 'third_place_match'],
  ['Group stage', 'group_stage'],
  ['Grand final', 'grand_final'],
  ['A map or mode name', 'map_pool'],
  ['Each map or mode', 'map_pool'],
  ['The map pool', 'map_pool'],
  ['Map pool', 'map_pool'],
  ['Best of', 'best_of'],
  ['Groups', 'group_stage.groups'],
  ['Veto', 'veto'],
];

/** The field a server sentence is about, if any. */
export function fieldOfServerMessage(message: string): Field | undefined {
  return BY_SENTENCE.get(message) ?? BY_LABEL.find(([label]) => message.startsWith(`${label} `))?.[1];
}

/** A failed save's sentences that belong under a field, the first for each field. */
export function serverFieldErrors(error: unknown): Array<{ name: Field; message: string }> {
  if (!isApiError(error) || error.kind !== 'validation') return [];
  const placed = new Map<Field, string>();
  for (const message of error.errors) {
    const name = fieldOfServerMessage(message);
    if (name && !placed.has(name)) placed.set(name, message);
  }
  return [...placed].map(([name, message]) => ({ name, message }));
}
