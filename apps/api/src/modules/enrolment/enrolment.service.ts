/**
 * Entering and leaving tournaments (decision 0009): every rule is checked, and every credit and token
 * moved, in one transaction on the locked tournament and team rows.
 */
import { PLATFORMS, type PlatformIds } from '@arena/shared/platforms';
import { ENROLMENT_MESSAGES, type EnrolInput } from '@arena/shared/enrolment';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { createKeyedQueue } from '../../lib/keyed-queue';
import type { TournamentRow } from '../../db/schema/tournaments';
import type { UserRow } from '../../db/schema/users';
import { requireVerifiedEmail } from '../users/verified-email';
import {
  countActiveEntries,
  entryRosters,
  findCaptainEntry,
  lockTournament,
  playersAlreadyEntered,
  readPlaces,
} from './enrolment.repository';
import { enrolmentNotices } from './enrolment.notices';
import { checkTeamCanEnter, enterTeam, isPaidEntry, refundEntry } from './enrolment.rules';
import { fillFreePlaces, type WaitlistService } from './waitlist.service';

/**
 * Entry queries other modules run in their own transactions (the lifecycle, the console's tournaments) or read
 * (My Tournaments, in the tournaments module).
 */
export {
  countActiveEntries,
  entryPlayers,
  findActiveEntry,
  listActiveEntries,
  listEnrolledTournaments,
  lockTournament,
  playersAlreadyEntered,
} from './enrolment.repository';
export { refundEntry } from './enrolment.rules';

/** Entry rosters, the one place they are read (the match room, the console's entries, every module's notices). */
export {
  PLAYING_ENTRY_STATUSES,
  entryRosterIds,
  entryRosters,
  rostersOfEntries,
  tournamentPlayerIds,
} from './enrolment.repository';

/** Everyone on these teams' active entries in a tournament (each once). */
export async function entryPlayerIdsOfTeams(db: DbOrTx, tournamentId: number, teamIds: number[]) {
  return [...new Set((await entryRosters(db, tournamentId, teamIds)).map((p) => p.userId))];
}

/** The platform ids a player filled in, under their short names (the match-ready mail lists them). */
export function platformIdsOf(player: PlatformIds): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const platform of PLATFORMS) {
    const value = player[platform.key];
    if (value) ids[platform.shortLabel] = value;
  }
  return ids;
}

/**
 * The refusals every enrolment meets first, in this order: no such tournament, registration closed, no place
 * left. Checked twice with the same rules: on a plain read before any transaction (most of a rush for the last
 * places stops there), and again on the locked tournament row, which decides.
 */
function refuseUnlessOpen<T extends Pick<TournamentRow, 'tournamentState' | 'registrationDeadlineDate'>>(
  tournament: T | undefined,
  now: Date,
): asserts tournament is T {
  if (!tournament) throw notFound('The tournament');
  if (tournament.tournamentState !== 'pending' || now >= tournament.registrationDeadlineDate)
    throw invalid('REGISTRATION_CLOSED', ENROLMENT_MESSAGES.registrationClosed);
}

function refuseIfFull(tournament: Pick<TournamentRow, 'totalTeams'>, enrolled: number): void {
  if (enrolled >= tournament.totalTeams) throw invalid('TOURNAMENT_FULL', ENROLMENT_MESSAGES.full);
}

type Places = Awaited<ReturnType<typeof readPlaces>>;

/** The signed-in captain who asks: the account row of the request's session. */
export type Captain = Pick<UserRow, 'id' | 'emailVerifiedAt'>;

/** The three first refusals on the plain read of the tournament's places. */
function refuseUnlessPlaceLeft(places: Places, now: Date): asserts places is NonNullable<Places> {
  refuseUnlessOpen(places, now);
  refuseIfFull(places, places.enrolled);
}

export function createEnrolmentService(deps: {
  db: Db;
  clock: Clock;
  onChange: () => void;
  /** Leaving takes a waiting team out of the waitlist too. */
  waitlist: WaitlistService;
}) {
  const { db, clock, waitlist } = deps;
  /** This instance's enrolments, one tournament at a time (decision 0035; see `enrol`). */
  const perTournament = createKeyedQueue<number>();
  /**
   * Per tournament with enrolments queued: the last plain read that refused, its time, and when it started
   * (`tick`, counted with the requests' arrivals). Dropped when the tournament's queue empties.
   */
  const refusedReads = new Map<number, { tick: number; places: Places; now: Date }>();
  let tick = 0;

  async function enrolInTransaction(
    tx: Tx,
    captain: Captain,
    input: EnrolInput & { team_id: number; tournament_id: number },
  ) {
    const userId = captain.id;
    const now = clock.now();
    const tournament = await lockTournament(tx, input.tournament_id);
    refuseUnlessOpen(tournament, now);
    // A paid entry needs the captain's verified e-mail (decision 0054); the fee is the locked row's.
    if (isPaidEntry(tournament)) requireVerifiedEmail(captain);
    // Counted after the lock, in a statement of its own: it sees every entry committed before the lock was taken.
    refuseIfFull(tournament, await countActiveEntries(tx, tournament.id));
    const { team, roster } = await checkTeamCanEnter(tx, tournament, input.team_id, userId, now);
    const entry = await enterTeam(tx, tournament, team, roster, now);
    // The notice's facts are in hand: nothing more is read while the tournament is locked.
    await enrolmentNotices.enrolled(tx, entry, {
      tournament: tournament.tournamentName,
      team: team.teamName,
      players: roster.map((p) => p.userId),
    });
    return entry;
  }

  /** The enrolment itself, once the plain read found a place: every rule again under the tournament's lock. */
  async function enterAfterRead(
    captain: Captain,
    input: EnrolInput & { team_id: number; tournament_id: number },
  ) {
    try {
      const entry = await db.transaction((tx) => enrolInTransaction(tx, captain, input));
      deps.onChange();
      return entry;
    } catch (error) {
      // The partial unique indexes are the last word when two requests pass the checks together.
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'tournament_entries_active_unique')
        throw new AppError('conflict', 'ALREADY_ENROLLED', ENROLMENT_MESSAGES.alreadyEnrolled);
      if (constraint === 'tournament_entry_players_active_unique')
        throw invalid('PLAYER_TWICE', ENROLMENT_MESSAGES.playerTwice('A player of your team'));
      throw error;
    }
  }

  return {
    async enrol(
      captain: Captain,
      input: EnrolInput & { team_id: number; tournament_id: number; captain_id: number },
    ) {
      if (input.captain_id !== captain.id) throw invalid('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      // Decision 0035: enrolments in one tournament wait for the lock on its row anyway. Here they wait in this
      // instance's queue instead, each after the one before has committed, so that once the places are gone a
      // request is refused on one plain read, with no transaction and no lock, and the late requests of a rush
      // never hold a database connection waiting. Refusing on what was true at that read is what the locked
      // check would have answered a moment earlier; an open tournament is checked again under the lock, which
      // decides (other instances, the waitlist and the console take the lock, not this queue).
      // A refusal read after a request arrived answers it as well as the request that read it: the tournament
      // was full (or closed) at an instant of that request's life. So the requests of a rush that queued while
      // the places were being taken are refused together, on one read.
      const arrived = ++tick;
      const tournamentId = input.tournament_id;
      return perTournament
        .run(tournamentId, async () => {
          const known = refusedReads.get(tournamentId);
          // Throws that read's refusal again (a new error for this request).
          if (known && known.tick > arrived) refuseUnlessPlaceLeft(known.places, known.now);
          const read = { tick: ++tick, places: await readPlaces(db, tournamentId), now: clock.now() };
          try {
            refuseUnlessPlaceLeft(read.places, read.now);
          } catch (error) {
            refusedReads.set(tournamentId, read);
            throw error;
          }
          return enterAfterRead(captain, input);
        })
        .finally(() => {
          if (!perTournament.busy(tournamentId)) refusedReads.delete(tournamentId);
        });
    },

    /**
     * The captain takes the team out before the start (refunded, and the place goes to the waitlist in the
     * same transaction), or out of the waitlist when it is only waiting.
     */
    async leave(
      userId: number,
      input: { tournament_id: number; captain_id: number },
    ): Promise<'entry' | 'waitlist'> {
      if (input.captain_id !== userId) throw invalid('NOT_CAPTAIN', ENROLMENT_MESSAGES.notCaptain);
      const left = await db.transaction(async (tx): Promise<'entry' | 'waitlist'> => {
        const tournament = await lockTournament(tx, input.tournament_id);
        if (!tournament) throw notFound('The tournament');
        const entry = await findCaptainEntry(tx, tournament.id, userId);
        if (!entry) {
          if (tournament.tournamentState === 'pending' && (await waitlist.leave(tx, tournament, userId)))
            return 'waitlist';
          // A team-mate on an entered roster: the team is enrolled, only not theirs to take out.
          if ((await playersAlreadyEntered(tx, tournament.id, [userId])).length > 0)
            throw invalid('NOT_CAPTAIN', ENROLMENT_MESSAGES.leaveNotCaptain);
          throw invalid('NOT_ENROLLED', ENROLMENT_MESSAGES.notEnrolled);
        }
        if (tournament.tournamentState !== 'pending')
          throw invalid('LEAVE_CLOSED', ENROLMENT_MESSAGES.leaveClosed);
        const now = clock.now();
        await refundEntry(tx, entry, 'left', now);
        await enrolmentNotices.leftTournament(tx, entry, tournament);
        await fillFreePlaces(tx, tournament, now);
        return 'entry';
      });
      deps.onChange();
      return left;
    },
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
