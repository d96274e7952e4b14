/**
 * What other pages pass to /tournament in navigation state (spec 000 section 2): game_id. The state of
 * /viewtournament is shared by every list that links there, so it lives in lib/routes.
 */
export interface TournamentsNavigationState {
  game_id?: number | string;
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
