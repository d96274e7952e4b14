/** Tournament rows to their wire shapes: the public one, and the console's (also the audit log's snapshots). */
import { penceToPounds } from '@arena/shared/money';
import { pickPlatformIds } from '@arena/shared/platforms';
import type { Tournament } from '@arena/shared/catalogue';
import type {
  AdminParticipant,
  AdminTournament,
  AdminTournamentSummary,
} from '@arena/shared/admin-catalogue';
import { sanitizeRichText } from '../../lib/html';
import type { EntryWithCaptain, RosterPlayerRow, TournamentWithGame } from './tournaments.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The fields every view of a tournament shows, as the visitor sees them. */
function publicFields({ tournament: t, gameName, enrolledTeams }: TournamentWithGame) {
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
    bracket_image_url: t.bracketImageUrl,
    check_in_minutes: t.checkInMinutes,
    check_in_opens_at:
      t.checkInMinutes > 0
        ? new Date(t.tournamentStartDate.getTime() - t.checkInMinutes * 60_000).toISOString()
        : null,
    // How the matches are played (decision 0039): players read it on the tournament page.
    bracket_format: t.bracketFormat,
    best_of: t.bestOf,
    final_best_of: t.finalBestOf,
    third_place_match: t.thirdPlaceMatch,
    grand_final: t.grandFinal,
    swiss_rounds: t.swissRounds,
    swiss_advance_wins: t.swissAdvanceWins,
    swiss_eliminate_losses: t.swissEliminateLosses,
    swiss_decider_best_of: t.swissDeciderBestOf,
    group_stage: t.groupStage,
    map_pool: t.mapPool,
    veto: t.veto,
    veto_step_seconds: t.vetoStepSeconds,
  };
}

export function toTournamentDto(row: TournamentWithGame, participate: boolean): Tournament {
  return {
    ...publicFields(row),
    participate,
    // Stored sanitised; sanitised again on the way out in case a row was written another way.
    overview_description: sanitizeRichText(row.tournament.overviewDescription),
    prize_description: sanitizeRichText(row.tournament.prizeDescription),
  };
}

export function toAdminTournamentSummary(row: TournamentWithGame): AdminTournamentSummary {
  const t = row.tournament;
  return {
    ...publicFields(row),
    prize_split: t.prizeSplit,
    seeding: t.seeding,
    check_in_minutes: t.checkInMinutes,
    match_report_minutes: t.matchReportMinutes,
    discord_webhook_url: t.discordWebhookUrl,
    discord_language: t.discordLanguage,
    started_at: iso(t.startedAt),
    completed_at: iso(t.completedAt),
    cancelled_at: iso(t.cancelledAt),
    cancel_reason: t.cancelReason,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

export function toAdminTournament(row: TournamentWithGame): AdminTournament {
  return {
    ...toAdminTournamentSummary(row),
    // Stored sanitised; shown as stored so the editor round-trips exactly what was saved.
    overview_description: row.tournament.overviewDescription,
    prize_description: row.tournament.prizeDescription,
  };
}

/** An entry's rating for seeding (decision 0045): its average, rated players and seed by rating. */
export type ParticipantRating = Pick<
  AdminParticipant,
  'rating' | 'rated_players' | 'rating_seed' | 'rating_tied'
>;

export function toAdminParticipant(
  entry: EntryWithCaptain,
  roster: RosterPlayerRow[],
  rating: ParticipantRating,
): AdminParticipant {
  return {
    entry_id: entry.entryId,
    team_id: entry.teamId,
    team_name: entry.teamName,
    status: entry.status,
    checked_in: entry.checkedInAt !== null,
    checked_in_at: entry.checkedInAt?.toISOString() ?? null,
    seed: entry.seed,
    ...rating,
    entry_fee_paid: entry.entryFeePaid,
    enrolled_at: entry.createdAt.toISOString(),
    captain: { id: entry.captainId, name: entry.captainName, player_id: entry.captainPlayerId },
    players: roster.map((p) => ({
      id: p.userId,
      name: p.name,
      player_id: p.playerId,
      is_captain: p.userId === entry.captainId,
      tokens_paid: p.tokensPaid,
      ...pickPlatformIds(p),
    })),
  };
}
