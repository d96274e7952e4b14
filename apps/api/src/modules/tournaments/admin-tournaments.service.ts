/**
 * The console's tournaments: create and edit every field, banner and bracket image, organiser seeds, and the
 * full view with participants and rosters. Start and cancel live in the lifecycle module.
 */
import { poundsToPence } from '@arena/shared/money';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  type AdminSeed,
  type AdminTournament,
  type AdminTournamentDetail,
  type TournamentValues,
} from '@arena/shared/admin-catalogue';
import type { EntryCounts } from '@arena/shared/organiser-entries';
import type { Db, Tx } from '../../db/client';
import type { EntryStatus } from '../../db/schema/tournament-entries';
import type { TournamentState } from '@arena/shared/catalogue';
import type { TournamentRow } from '../../db/schema/tournaments';
import { AppError, invalid, notFound } from '../../http/errors';
import {
  BANNER_SIZE,
  BRACKET_IMAGE_SIZE,
  storeReplacingImage,
} from '../../integrations/storage/image-uploads';
import type { FileStorage } from '../../integrations/storage/local-storage';
import type { Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/html';
import { recordAdminAction } from '../audit/audit.service';
import {
  countActiveEntries,
  listActiveEntries,
  lockTournament,
  rostersOfEntries,
} from '../enrolment/enrolment.service';
import { fillFreePlaces } from '../enrolment/waitlist.service';
import { lockGame } from '../games/games.service';
import { averageOf, compareRatings, entryRatings, ratingSeedOrder } from '../seeding/rating-seeds.service';
import { toAdminParticipant, toAdminTournament, toAdminTournamentSummary } from './tournament.mapper';
import { tournamentsNotices } from './tournaments.notices';
import {
  findTournament,
  insertTournamentRow,
  listEntriesForAdmin,
  listTournamentsForAdmin,
  setActiveEntrySeeds,
  updateTournamentRow,
} from './tournaments.repository';

/** How the entries stand, counted from the same rows the participants list shows. */
function entryCountsOf(entries: Array<{ status: EntryStatus; checkedInAt: Date | null }>): EntryCounts {
  const active = entries.filter((e) => e.status === 'active');
  const checkedIn = active.filter((e) => e.checkedInAt !== null).length;
  const count = (status: EntryStatus) => entries.filter((e) => e.status === status).length;
  return {
    entered: active.length,
    checked_in: checkedIn,
    not_checked_in: active.length - checkedIn,
    no_show: count('no_show'),
    removed: count('removed'),
    left: count('left'),
  };
}

/** The stored columns of a validated form: HTML sanitised, pounds to pence, instants to dates. */
function columnsOf(input: TournamentValues) {
  return {
    gameId: input.game_id,
    tournamentName: input.tournament_name,
    description: input.description,
    tournamentCategory: input.tournament_category,
    entryFee: input.entry_fee,
    totalTeams: input.total_teams,
    region: input.region,
    teamSize: input.team_size,
    tournamentStartDate: new Date(input.tournament_start_date),
    tournamentEndDate: new Date(input.tournament_end_date),
    registrationDeadlineDate: new Date(input.registration_deadline_date),
    winningPrizePence: poundsToPence(input.winning_prize),
    overviewDescription: sanitizeRichText(input.overview_description),
    prizeDescription: sanitizeRichText(input.prize_description),
    prizeSplit: input.prize_split,
    bracketFormat: input.bracket_format,
    seeding: input.seeding,
    bestOf: input.best_of,
    // Left out: the final is played as the other matches are.
    finalBestOf: input.final_best_of ?? input.best_of,
    thirdPlaceMatch: input.third_place_match,
    grandFinal: input.grand_final,
    swissRounds: input.swiss_rounds,
    swissAdvanceWins: input.swiss_advance_wins,
    swissEliminateLosses: input.swiss_eliminate_losses,
    swissDeciderBestOf: input.swiss_decider_best_of,
    groupStage: input.group_stage,
    // Stored trimmed, as validated.
    mapPool: input.map_pool,
    veto: input.veto,
    vetoStepSeconds: input.veto_step_seconds,
    // Left out of an edit: kept as they are (a create leaves them to the columns' defaults: 0, none, English).
    ...(input.check_in_minutes === undefined ? {} : { checkInMinutes: input.check_in_minutes }),
    ...(input.match_report_minutes === undefined ? {} : { matchReportMinutes: input.match_report_minutes }),
    ...(input.discord_webhook_url === undefined ? {} : { discordWebhookUrl: input.discord_webhook_url }),
    ...(input.discord_language === undefined ? {} : { discordLanguage: input.discord_language }),
  };
}

type Columns = ReturnType<typeof columnsOf>;

/** The rules that hold once teams have entered (they paid and built rosters for these terms). */
function enteredTeamsRefusals(current: TournamentRow, next: Columns, entered: number): string[] {
  if (entered === 0) return [];
  const refusals: string[] = [];
  if (next.gameId !== current.gameId) refusals.push(M.lockedOnceEntered('Game'));
  if (next.teamSize !== current.teamSize) refusals.push(M.lockedOnceEntered('Team size'));
  if (next.entryFee !== current.entryFee) refusals.push(M.lockedOnceEntered('Entry fee'));
  if (next.tournamentCategory !== current.tournamentCategory) refusals.push(M.lockedOnceEntered('Category'));
  if (next.totalTeams < entered) refusals.push(M.totalTeamsBelowEntered(entered));
  return refusals;
}

/** A webhook must point at Discord (or a configured stand-in): the server posts to it, so no arbitrary host. */
function checkDiscordWebhook(url: string | null | undefined, bases: string[]) {
  if (url && !bases.some((base) => url.startsWith(base) && url.length > base.length)) {
    throw new AppError('invalid', 'DISCORD_WEBHOOK_INVALID', M.discordWebhookInvalid, {
      errors: [M.discordWebhookInvalid],
    });
  }
}

export function createAdminTournamentsService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** Public catalogue pages show tournaments: called after every change. */
  onChange: () => void;
  /** Where a Discord webhook may point (DISCORD_WEBHOOK_BASES). */
  discordWebhookBases: string[];
}) {
  const { db, clock } = deps;

  async function adminView(tx: Tx, id: number): Promise<AdminTournament> {
    const row = await findTournament(tx, id);
    if (!row) throw notFound('The tournament');
    return toAdminTournament(row);
  }

  /** A game a tournament can be (re)attached to: it exists and is in the catalogue. Locked against archiving. */
  async function usableGame(tx: Tx, gameId: number) {
    const game = await lockGame(tx, gameId);
    if (!game) throw invalid('UNKNOWN_GAME', M.unknownGame);
    if (game.archivedAt) throw invalid('ARCHIVED_GAME', M.archivedGame);
  }

  async function seedsOf(tx: Tx, tournamentId: number): Promise<AdminSeed[]> {
    const entries = await listActiveEntries(tx, tournamentId);
    return entries
      .map(({ entry, teamName }) => ({ team_id: entry.teamId, team_name: teamName, seed: entry.seed }))
      .sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity) || a.team_id - b.team_id);
  }

  async function replaceImage(
    adminId: number,
    id: number,
    upload: Buffer,
    kind: 'banner' | 'bracket_image',
  ): Promise<AdminTournament> {
    if (!(await findTournament(db, id))) throw notFound('The tournament');
    const banner = kind === 'banner';
    const tournament = await storeReplacingImage(
      deps.storage,
      {
        folder: banner ? 'tournaments' : 'brackets',
        size: banner ? BANNER_SIZE : BRACKET_IMAGE_SIZE,
        upload,
      },
      (path) =>
        db.transaction(async (tx) => {
          const row = await lockTournament(tx, id);
          if (!row) throw notFound('The tournament');
          const replaced = banner ? row.tournamentBanner : row.bracketImageUrl;
          await updateTournamentRow(tx, id, {
            ...(banner ? { tournamentBanner: path } : { bracketImageUrl: path }),
            updatedAt: clock.now(),
          });
          const field = banner ? 'tournament_banner' : 'bracket_image_url';
          await recordAdminAction(tx, {
            adminId,
            action: banner ? 'tournament.banner' : 'tournament.bracket_image',
            targetType: 'tournament',
            targetId: id,
            before: { [field]: replaced },
            after: { [field]: path },
          });
          return { result: await adminView(tx, id), replaced };
        }),
    );
    deps.onChange();
    return tournament;
  }

  return {
    async list(
      filter: { search?: string; state: 'all' | TournamentState; gameId?: number },
      page: { limit?: number; offset?: number },
    ) {
      const { rows, total } = await listTournamentsForAdmin(db, filter, page);
      return { tournaments: rows.map(toAdminTournamentSummary), total };
    },

    async detail(id: number): Promise<AdminTournamentDetail> {
      const row = await findTournament(db, id);
      if (!row) throw notFound('The tournament');
      const entries = await listEntriesForAdmin(db, id);
      const entryIds = entries.map((e) => e.entryId);
      const rosters = await rostersOfEntries(db, entryIds);
      // Every entry's team rating; the active ones' seeds by rating now, equals in entry order (decision 0045).
      const ratings = await entryRatings(db, row.tournament, entryIds);
      const byRating = ratingSeedOrder(
        entries
          .filter((e) => e.status === 'active')
          .sort((a, b) => a.entryId - b.entryId)
          .map((e) => ({ entryId: e.entryId, rating: ratings.get(e.entryId)! })),
        (tied) => tied,
      );
      const ratingSeedOf = new Map(byRating.map((e, i) => [e.entryId, i + 1]));
      const tied = new Set(
        byRating
          .filter((e, i) =>
            [byRating[i - 1], byRating[i + 1]].some(
              (other) => other && compareRatings(other.rating, e.rating) === 0,
            ),
          )
          .map((e) => e.entryId),
      );
      return {
        tournament: toAdminTournament(row),
        counts: entryCountsOf(entries),
        participants: entries.map((entry) => {
          const rating = ratings.get(entry.entryId)!;
          return toAdminParticipant(
            entry,
            // Captain first, then the roster in the order it entered.
            rosters
              .filter((p) => p.entryId === entry.entryId)
              .sort((a, b) => Number(b.userId === entry.captainId) - Number(a.userId === entry.captainId)),
            {
              rating: averageOf(rating),
              rated_players: rating.ratedPlayers,
              rating_seed: ratingSeedOf.get(entry.entryId) ?? null,
              rating_tied: tied.has(entry.entryId),
            },
          );
        }),
      };
    },

    async create(adminId: number, input: TournamentValues): Promise<AdminTournament> {
      checkDiscordWebhook(input.discord_webhook_url, deps.discordWebhookBases);
      const columns = columnsOf(input);
      if (columns.tournamentStartDate.getTime() <= clock.now().getTime()) {
        throw invalid('START_IN_PAST', M.startInPast);
      }
      const tournament = await db.transaction(async (tx) => {
        await usableGame(tx, columns.gameId);
        const now = clock.now();
        const id = await insertTournamentRow(tx, { ...columns, createdAt: now, updatedAt: now });
        const after = await adminView(tx, id);
        await recordAdminAction(tx, {
          adminId,
          action: 'tournament.create',
          targetType: 'tournament',
          targetId: id,
          before: null,
          after,
        });
        await tournamentsNotices.created(tx, { id, name: columns.tournamentName });
        return after;
      });
      deps.onChange();
      return tournament;
    },

    /** Pending only; once teams have entered, their terms (game, size, fee, category) hold and slots cannot shrink below them. */
    async update(adminId: number, id: number, input: TournamentValues): Promise<AdminTournament> {
      checkDiscordWebhook(input.discord_webhook_url, deps.discordWebhookBases);
      const columns = columnsOf(input);
      const tournament = await db.transaction(async (tx) => {
        // The same lock as enrolment: no team enters between the checks below and the update.
        const current = await lockTournament(tx, id);
        if (!current) throw notFound('The tournament');
        if (current.tournamentState !== 'pending') throw invalid('NOT_EDITABLE', M.notEditable);
        if (columns.gameId !== current.gameId) await usableGame(tx, columns.gameId);
        const refusals = enteredTeamsRefusals(current, columns, await countActiveEntries(tx, id));
        const startMoved = columns.tournamentStartDate.getTime() !== current.tournamentStartDate.getTime();
        if (startMoved && columns.tournamentStartDate.getTime() <= clock.now().getTime()) {
          refusals.push(M.startInPast);
        }
        if (refusals.length > 0) throw invalid('TOURNAMENT_LOCKED', refusals[0]!, refusals);
        const before = await adminView(tx, id);
        const now = clock.now();
        await updateTournamentRow(tx, id, { ...columns, updatedAt: now });
        // New places go to the waitlist at once, as a place freed by a leaving team does (decision 0023).
        const promoted =
          columns.totalTeams > current.totalTeams
            ? await fillFreePlaces(tx, (await lockTournament(tx, id))!, now)
            : 0;
        const after = await adminView(tx, id);
        await recordAdminAction(tx, {
          adminId,
          action: 'tournament.update',
          targetType: 'tournament',
          targetId: id,
          before,
          after: promoted > 0 ? { ...after, promoted_from_waitlist: promoted } : after,
        });
        return after;
      });
      deps.onChange();
      return tournament;
    },

    replaceBanner(adminId: number, id: number, upload: Buffer) {
      return replaceImage(adminId, id, upload, 'banner');
    },

    replaceBracketImage(adminId: number, id: number, upload: Buffer) {
      return replaceImage(adminId, id, upload, 'bracket_image');
    },

    /**
     * Organiser seeding: one seed per entered team, 1 to n; the bracket is drawn in this order at the start. A
     * rating-seeded tournament's organiser changing the rating order saves it the same way, and the tournament is
     * seeded by the organiser from then on (decision 0045): `overRating` says so.
     */
    async setSeeds(
      adminId: number,
      id: number,
      seeds: Array<{ team_id: number; seed: number }>,
    ): Promise<{ seeds: AdminSeed[]; overRating: boolean }> {
      const result = await db.transaction(async (tx) => {
        const tournament = await lockTournament(tx, id);
        if (!tournament) throw notFound('The tournament');
        if (tournament.tournamentState !== 'pending') throw invalid('NOT_PENDING', M.seedsNotPending);
        if (tournament.seeding === 'random') throw invalid('RANDOM_SEEDING', M.seedsNeedOrganiserSeeding);
        const overRating = tournament.seeding === 'rating';
        const before = await seedsOf(tx, id);
        const entered = new Set(before.map((s) => s.team_id));
        if (seeds.some((s) => !entered.has(s.team_id))) throw invalid('NOT_ENTERED', M.teamNotEntered);
        if (seeds.some((s) => s.seed > entered.size)) {
          throw invalid('SEED_RANGE', M.seedOutOfRange(entered.size));
        }
        if (seeds.length !== entered.size)
          throw invalid('SEEDS_INCOMPLETE', M.seedsMustCoverEveryTeam(entered.size));
        await setActiveEntrySeeds(
          tx,
          id,
          seeds.map((s) => ({ teamId: s.team_id, seed: s.seed })),
          clock.now(),
        );
        if (overRating) await updateTournamentRow(tx, id, { seeding: 'organiser', updatedAt: clock.now() });
        const after = await seedsOf(tx, id);
        await recordAdminAction(tx, {
          adminId,
          action: 'tournament.seeds',
          targetType: 'tournament',
          targetId: id,
          before: overRating ? { seeding: 'rating', seeds: before } : before,
          after: overRating ? { seeding: 'organiser', seeds: after } : after,
        });
        return { seeds: after, overRating };
      });
      if (result.overRating) deps.onChange();
      return result;
    },
  };
}

export type AdminTournamentsService = ReturnType<typeof createAdminTournamentsService>;
