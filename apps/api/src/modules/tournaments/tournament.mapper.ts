import { penceToPounds } from '@arena/shared/money';
import type { Tournament } from '@arena/shared/catalogue';
import { sanitizeRichText } from '../../lib/html';
import type { TournamentWithGame } from './tournaments.repository';

export function toTournamentDto(
  { tournament: t, gameName, enrolledTeams }: TournamentWithGame,
  participate: boolean,
): Tournament {
  return {
    id: t.id,
    game_id: t.gameId,
    game_name: gameName,
    tournament_name: t.tournamentName,
    description: t.description,
    tournament_banner: t.tournamentBanner,
    tournament_category: t.tournamentCategory,
    entry_fee: t.entryFee,
    total_teams: t.totalTeams,
    enrolled_teams: enrolledTeams,
    region: t.region,
    team_size: t.teamSize,
    tournament_start_date: t.tournamentStartDate.toISOString(),
    tournament_end_date: t.tournamentEndDate.toISOString(),
    registration_deadline_date: t.registrationDeadlineDate.toISOString(),
    winning_prize: penceToPounds(t.winningPrizePence),
    tournament_state: t.tournamentState,
    participate,
    // Stored sanitised; sanitised again on the way out in case a row was written another way.
    overview_description: sanitizeRichText(t.overviewDescription),
    prize_description: sanitizeRichText(t.prizeDescription),
    bracket_image_url: t.bracketImageUrl,
  };
}
