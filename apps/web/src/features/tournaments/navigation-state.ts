/**
 * What other pages pass to the tournament pages in navigation state (spec 000 section 2):
 * /tournament may receive game_id; /viewtournament receives the tournament (at least its id).
 */
import type { Tournament } from '@arena/shared/catalogue';

export interface TournamentsNavigationState {
  game_id?: number | string;
}

export interface ViewTournamentNavigationState {
  tournament: Partial<Tournament> & { id: number };
}

export function positiveInt(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export function nonNegativeNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}
