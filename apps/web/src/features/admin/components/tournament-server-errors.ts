/**
 * The tournament form's refusals from the server, put under the fields they are about, in every language. The
 * API's envelope names no field: a refusal of its own carries a `code`, and a sentence in the organiser's
 * language. So a code that is about one field places its sentence (whatever the language); other sentences are
 * recognised by their words in the page's language: the rules between fields by the form's own words for them
 * (tournament-form-rules.ts, the server catalogue's), a field's own sentence by its label once read back into the
 * schema's English through the shared validation catalogue (the words the server translated it with). What is
 * about no field stays in the toast the query client shows anyway.
 */
import type { FieldPath } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { englishFieldMessage } from '../../../lib/form-resolver';
import type { Translator } from '../../../lib/i18n/translator';
import { fieldOfFormRule } from './tournament-form-rules';
import type { TournamentFormValues } from './tournament-form-values';

type Field = FieldPath<TournamentFormValues>;

/** The API's refusals (their `code`) that are about one field each. */
const BY_CODE: Record<string, Field> = {
  START_IN_PAST: 'tournament_start_date',
  UNKNOWN_GAME: 'game_id',
  ARCHIVED_GAME: 'game_id',
  DISCORD_WEBHOOK_INVALID: 'discord_webhook_url',
};

/** A field's own messages start with its label ("Swiss rounds must be between 1 and 20"); longest labels first. */
const BY_LABEL: Array<[string, Field]> = [
  ['Teams advancing from each group', 'group_stage.advance'],
  ['Swiss decider best of', 'swiss_decider_best_of'],
  ['Discord post language', 'discord_language'],
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

/** The field a server sentence in the page's language (that of `t`) is about, if any. */
function fieldOfServerMessage(t: Translator['t'], message: string): Field | undefined {
  const rule = fieldOfFormRule(t, message);
  if (rule) return rule;
  const english = englishFieldMessage(message);
  return BY_LABEL.find(([label]) => english.startsWith(`${label} `))?.[1];
}

/** A failed save's sentences that belong under a field, the first for each field; `t` is useAdminFormT's. */
export function serverFieldErrors(
  error: unknown,
  t: Translator['t'],
): Array<{ name: Field; message: string }> {
  if (!isApiError(error) || error.kind !== 'validation') return [];
  const placed = new Map<Field, string>();
  const byCode = error.code ? BY_CODE[error.code] : undefined;
  if (byCode && error.errors[0]) placed.set(byCode, error.errors[0]);
  for (const message of error.errors) {
    const name = fieldOfServerMessage(t, message);
    if (name && !placed.has(name)) placed.set(name, message);
  }
  return [...placed].map(([name, message]) => ({ name, message }));
}
