/**
 * The tournament form's values as typed (text in inputs, local times) and their translation into the
 * shared tournament schema's input, so the form is checked by that one schema with its messages.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  tournamentInputSchema,
  type AdminTournament,
  type BRACKET_FORMATS,
  type SEEDING_MODES,
  type TournamentInput,
  type TournamentValues,
} from '@arena/shared/admin-catalogue';
import type { TOURNAMENT_CATEGORIES } from '@arena/shared/catalogue';
import type { LanguageCode } from '@arena/shared/language';
import { DATE_TIME_INPUT_MESSAGE, parseDateTimeInput, toDateTimeInput } from '../../../lib/date-time-input';
import { mapErrorMessages } from '../../../lib/form-resolver';
import {
  emptySeriesForm,
  seriesFormErrors,
  seriesFormOf,
  toSeriesInput,
  type SeriesFormValues,
} from './series-form-values';
import { convertingResolver, numberOrText } from './typed-form';

/** Every field of the form; the series and stage settings are typed in series-form-values.ts. */
export interface TournamentFormValues extends SeriesFormValues {
  game_id: string;
  tournament_name: string;
  description: string;
  tournament_category: (typeof TOURNAMENT_CATEGORIES)[number];
  entry_fee: string;
  total_teams: string;
  region: string;
  team_size: string;
  /** `DD-MM-YYYY HH:mm` in the viewer's time zone, as typed (decision 0033). */
  tournament_start_date: string;
  tournament_end_date: string;
  registration_deadline_date: string;
  winning_prize: string;
  overview_description: string;
  prize_description: string;
  prize_split: Array<{ share: string }>;
  bracket_format: (typeof BRACKET_FORMATS)[number];
  seeding: (typeof SEEDING_MODES)[number];
  /** Minutes before the start when check-in opens; 0 = none. */
  check_in_minutes: string;
  /** Minutes captains have to report a ready match; 0 = no deadline. */
  match_report_minutes: string;
  /** Blank: no Discord posts. */
  discord_webhook_url: string;
  /** The language of those posts. */
  discord_language: LanguageCode;
}

/** Fields that cannot change once teams have entered (the server refuses them too). */
export const LOCKED_ONCE_ENTERED = ['game_id', 'team_size', 'entry_fee', 'tournament_category'] as const;
export type LockedField = (typeof LOCKED_ONCE_ENTERED)[number];

const DATE_FIELDS = ['registration_deadline_date', 'tournament_start_date', 'tournament_end_date'] as const;

const emptyTournamentForm: TournamentFormValues = {
  game_id: '',
  tournament_name: '',
  description: '',
  tournament_category: 'regular',
  entry_fee: '0',
  total_teams: '8',
  region: '',
  team_size: '1',
  tournament_start_date: '',
  tournament_end_date: '',
  registration_deadline_date: '',
  winning_prize: '0',
  overview_description: '',
  prize_description: '',
  prize_split: [{ share: '100' }],
  bracket_format: 'single_elimination',
  seeding: 'random',
  check_in_minutes: '0',
  match_report_minutes: '0',
  discord_webhook_url: '',
  // The form of a new tournament starts from the organiser's own language (newTournamentForm).
  discord_language: 'en',
  ...emptySeriesForm,
};

/**
 * A new tournament's form: its Discord posts in the organiser's account language when one was chosen (an
 * organiser mostly runs the scene they speak to), else English, as the API does when the field is left out.
 */
export function newTournamentForm(accountLanguage: LanguageCode | undefined): TournamentFormValues {
  return { ...emptyTournamentForm, discord_language: accountLanguage ?? 'en' };
}

export function tournamentFormOf(tournament: AdminTournament): TournamentFormValues {
  return {
    game_id: String(tournament.game_id),
    tournament_name: tournament.tournament_name,
    description: tournament.description,
    tournament_category: tournament.tournament_category,
    entry_fee: String(tournament.entry_fee),
    total_teams: String(tournament.total_teams),
    region: tournament.region,
    team_size: String(tournament.team_size),
    tournament_start_date: toDateTimeInput(tournament.tournament_start_date),
    tournament_end_date: toDateTimeInput(tournament.tournament_end_date),
    registration_deadline_date: toDateTimeInput(tournament.registration_deadline_date),
    winning_prize: String(tournament.winning_prize),
    overview_description: tournament.overview_description,
    prize_description: tournament.prize_description,
    prize_split: tournament.prize_split.map((share) => ({ share: String(share) })),
    bracket_format: tournament.bracket_format,
    seeding: tournament.seeding,
    check_in_minutes: String(tournament.check_in_minutes),
    match_report_minutes: String(tournament.match_report_minutes),
    discord_webhook_url: tournament.discord_webhook_url ?? '',
    discord_language: tournament.discord_language,
    ...seriesFormOf(tournament),
  };
}

function textOf(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

/** A typed date and time as an instant with its offset (UTC); what cannot be read is left for the schema to refuse. */
function instantOf(typed: string | undefined): string | undefined {
  if (!typed || typed.trim() === '') return undefined;
  return parseDateTimeInput(typed)?.toISOString() ?? typed;
}

/** Dates typed but not readable as DD-MM-YYYY HH:mm (the schema would ask for an ISO instant, which nobody types). */
function unreadableDates(values: TournamentFormValues): Array<(typeof DATE_FIELDS)[number]> {
  return DATE_FIELDS.filter((name) => {
    const typed = values[name] ?? '';
    return typed.trim() !== '' && !parseDateTimeInput(typed);
  });
}

export function toTournamentInput(
  values: TournamentFormValues,
  locked?: Partial<Pick<TournamentFormValues, LockedField>>,
): TournamentInput {
  const merged = { ...values, ...locked };
  return {
    game_id: numberOrText(merged.game_id),
    tournament_name: textOf(merged.tournament_name),
    description: textOf(merged.description),
    tournament_category: merged.tournament_category,
    entry_fee: numberOrText(merged.entry_fee),
    total_teams: numberOrText(merged.total_teams),
    region: textOf(merged.region),
    team_size: numberOrText(merged.team_size),
    tournament_start_date: instantOf(merged.tournament_start_date),
    tournament_end_date: instantOf(merged.tournament_end_date),
    registration_deadline_date: instantOf(merged.registration_deadline_date),
    winning_prize: numberOrText(merged.winning_prize),
    overview_description: merged.overview_description ?? '',
    prize_description: merged.prize_description ?? '',
    prize_split: (merged.prize_split ?? []).map((place) => numberOrText(place.share)),
    bracket_format: merged.bracket_format,
    check_in_minutes: numberOrText(merged.check_in_minutes),
    match_report_minutes: numberOrText(merged.match_report_minutes),
    seeding: merged.seeding,
    ...toSeriesInput(merged, merged.bracket_format),
    // Blank clears it (the schema reads blank as null).
    discord_webhook_url: merged.discord_webhook_url ?? '',
    discord_language: merged.discord_language,
  } as unknown as TournamentInput;
}

/** The form's own messages in the language shown (the English ones when none are given). */
export interface TournamentFormMessages {
  unreadableDate: string;
  blankRecord: Record<'swiss_advance_wins' | 'swiss_eliminate_losses', string>;
  /** A rule's English sentence in the language shown (tournament-form-rules.ts); any other as it is. */
  rule: (english: string) => string;
}

/**
 * The shared schema as the form's resolver; values that cannot change are taken from `locked`. A date that
 * does not read gets the form's own message in place of the schema's, and so does a blank Major-style record.
 * The field sentences come translated (translatedResolver); the rules between fields are the form's own words.
 */
export function tournamentResolver(
  locked?: Partial<Pick<TournamentFormValues, LockedField>>,
  messages?: TournamentFormMessages,
): Resolver<TournamentFormValues, unknown, TournamentValues> {
  const schemaResolver = convertingResolver<TournamentFormValues, TournamentValues>(
    tournamentInputSchema,
    (values) => toTournamentInput(values, locked),
  );
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const unreadable = unreadableDates(values);
    const blankRecord = seriesFormErrors(values, values.bracket_format);
    if (unreadable.length === 0 && blankRecord.length === 0 && Object.keys(result.errors).length === 0)
      return result;
    const errors: FieldErrors<TournamentFormValues> = messages
      ? mapErrorMessages(result.errors, messages.rule)
      : { ...result.errors };
    for (const name of unreadable)
      errors[name] = { type: 'format', message: messages?.unreadableDate ?? DATE_TIME_INPUT_MESSAGE };
    for (const { name, message } of blankRecord)
      errors[name] = { type: 'required', message: messages?.blankRecord[name] ?? message };
    return { values: {}, errors };
  };
}
