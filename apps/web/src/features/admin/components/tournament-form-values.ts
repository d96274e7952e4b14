/**
 * The tournament form's values as typed (text in inputs, local times) and their translation into the
 * shared tournament schema's input, so the form is checked by that one schema with its messages.
 */
import dayjs from 'dayjs';
import type { Resolver } from 'react-hook-form';
import {
  tournamentInputSchema,
  type AdminTournament,
  type BRACKET_FORMATS,
  type SEEDING_MODES,
  type TournamentInput,
  type TournamentValues,
} from '@arena/shared/admin-catalogue';
import type { TOURNAMENT_CATEGORIES } from '@arena/shared/catalogue';
import { convertingResolver, numberOrText } from './typed-form';

export interface TournamentFormValues {
  game_id: string;
  tournament_name: string;
  description: string;
  tournament_category: (typeof TOURNAMENT_CATEGORIES)[number];
  entry_fee: string;
  total_teams: string;
  region: string;
  team_size: string;
  /** `YYYY-MM-DDTHH:mm` in the viewer's time zone (a datetime-local input). */
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
}

/** Fields that cannot change once teams have entered (the server refuses them too). */
export const LOCKED_ONCE_ENTERED = ['game_id', 'team_size', 'entry_fee', 'tournament_category'] as const;
export type LockedField = (typeof LOCKED_ONCE_ENTERED)[number];

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format(LOCAL_FORMAT) : '';
}

export const emptyTournamentForm: TournamentFormValues = {
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
};

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
    tournament_start_date: toLocalInput(tournament.tournament_start_date),
    tournament_end_date: toLocalInput(tournament.tournament_end_date),
    registration_deadline_date: toLocalInput(tournament.registration_deadline_date),
    winning_prize: String(tournament.winning_prize),
    overview_description: tournament.overview_description,
    prize_description: tournament.prize_description,
    prize_split: tournament.prize_split.map((share) => ({ share: String(share) })),
    bracket_format: tournament.bracket_format,
    seeding: tournament.seeding,
    check_in_minutes: String(tournament.check_in_minutes),
    match_report_minutes: String(tournament.match_report_minutes),
    discord_webhook_url: tournament.discord_webhook_url ?? '',
  };
}

function textOf(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

/** A local date and time as an instant with its offset (UTC); what cannot be read is left for the schema to refuse. */
function instantOf(local: string | undefined): string | undefined {
  if (!local) return undefined;
  const date = dayjs(local);
  return date.isValid() ? date.toDate().toISOString() : local;
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
    // Blank clears it (the schema reads blank as null).
    discord_webhook_url: merged.discord_webhook_url ?? '',
  } as unknown as TournamentInput;
}

/** The shared schema as the form's resolver; values that cannot change are taken from `locked`. */
export function tournamentResolver(
  locked?: Partial<Pick<TournamentFormValues, LockedField>>,
): Resolver<TournamentFormValues, unknown, TournamentValues> {
  return convertingResolver<TournamentFormValues, TournamentValues>(tournamentInputSchema, (values) =>
    toTournamentInput(values, locked),
  );
}
