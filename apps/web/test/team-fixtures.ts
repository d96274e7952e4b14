/** Teams and players shaped like the API's answers (GET /api/teams-list, /api/player-list). */
import type { TeamPlayer } from '@arena/shared/catalogue';
import { perPlatform } from '@arena/shared/platforms';
import type { Team } from '@arena/shared/teams';

export function makeTeam(overrides: Partial<Team> = {}): Team {
  const id = overrides.id ?? 11;
  return {
    id,
    team_name: `Team ${id}`,
    slug: `team-${id}`,
    captain_id: 7,
    captain_name: 'NovaStrike',
    total_players: 2,
    accepted_players: 1,
    description: `Description of team ${id}`,
    status: 'unlock',
    role: 'captain',
    ...overrides,
  };
}

export function makePlayer(
  overrides: Partial<Omit<TeamPlayer, 'user_details'>> & {
    details?: Partial<TeamPlayer['user_details']>;
  } = {},
): TeamPlayer {
  const { details, ...rest } = overrides;
  return {
    id: 20,
    name: 'Player20',
    is_accepted: 1,
    user_details: { ...perPlatform(() => null), ...details },
    ...rest,
  };
}
