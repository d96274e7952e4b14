/** Rows to the console's wire shapes; the same shapes are the audit log's before and after snapshots. */
import { penceToPounds } from '@arena/shared/money';
import type {
  AdminContactMessage,
  AdminContentPage,
  AdminGame,
  AdminParticipant,
  AdminTournament,
  AdminTournamentSummary,
} from '@arena/shared/admin-catalogue';
import type { ContentPageKey } from '@arena/shared/pages';
import type { contactMessages } from '../../db/schema/pages';
import type { GameRow } from '../../db/schema/games';
import type { TournamentWithGame } from '../tournaments/tournaments.repository';
import type { EntryWithCaptain, RosterPlayerRow } from './admin-catalogue.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toAdminGame(
  row: GameRow,
  counts: { tournamentCount: number; openTournamentCount: number },
): AdminGame {
  return {
    id: row.id,
    game_name: row.gameName,
    game_banner: row.gameBanner,
    archived_at: iso(row.archivedAt),
    tournament_count: counts.tournamentCount,
    open_tournament_count: counts.openTournamentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAdminTournamentSummary({
  tournament: t,
  gameName,
  enrolledTeams,
}: TournamentWithGame): AdminTournamentSummary {
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
    prize_split: t.prizeSplit,
    bracket_format: t.bracketFormat,
    seeding: t.seeding,
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

export function toAdminParticipant(entry: EntryWithCaptain, roster: RosterPlayerRow[]): AdminParticipant {
  return {
    entry_id: entry.entryId,
    team_id: entry.teamId,
    team_name: entry.teamName,
    status: entry.status,
    seed: entry.seed,
    entry_fee_paid: entry.entryFeePaid,
    enrolled_at: entry.createdAt.toISOString(),
    captain: { id: entry.captainId, name: entry.captainName, player_id: entry.captainPlayerId },
    players: roster.map((p) => ({
      id: p.userId,
      name: p.name,
      player_id: p.playerId,
      is_captain: p.userId === entry.captainId,
      tokens_paid: p.tokensPaid,
      psn: p.psn,
      xbox: p.xbox,
      activision: p.activision,
      ea: p.ea,
      ubisoft: p.ubisoft,
      discord: p.discord,
    })),
  };
}

export function toAdminContentPage(
  key: ContentPageKey,
  row: { title: string; content: string; updatedAt: Date } | undefined,
  defaultTitle: string,
): AdminContentPage {
  return {
    key,
    title: row?.title ?? defaultTitle,
    content: row?.content ?? '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export function toAdminContactMessage(row: typeof contactMessages.$inferSelect): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    email: row.email,
    contact_number: row.contactNumber,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    handled_at: iso(row.handledAt),
  };
}
