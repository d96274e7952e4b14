/**
 * The bracket's read models: the public bracket in brackets-viewer's shape, a player's matches, the admin's
 * dispute queue and the results audit. Reads only; each reads the bracket in one statement.
 */
import type {
  Dispute,
  MatchAuditEntry,
  MyMatch,
  ReportStatus,
  TournamentBracket,
  TournamentStanding,
} from '@arena/shared/brackets';
import { forfeitOutcome } from '@arena/shared/bracket-rounds';
import { mirrorGames } from '@arena/shared/series-games';
import { tournamentBracketSchema } from '@arena/shared/brackets';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  isDecided,
  isPlayable,
  matchLabeller,
  stageFormat,
  matchStanding,
  opponentId,
  type GroupRecord,
  type MatchRecord,
  type ParticipantRecord,
  type RoundRecord,
  type StageRecord,
} from './bracket.rules';
import {
  findBracketVersion,
  findMatchTournamentId,
  findTeams,
  findTournament,
  listAudit,
  listBracketRecords,
  listDisputedMatchIds,
  listMatchGames,
  listReports,
  teamsOfUser,
} from './brackets.repository';
import { listTournamentDeadlines } from './match-deadlines.repository';
import { readEvidence } from './match-evidence.reads';
import { readStandings, readTournamentStandings } from './tournament-standings';
import { gamesFromSide, seriesLengths } from './series.rules';
import type { SeriesGame } from '../../db/schema/brackets';

export interface BracketReadsDeps {
  db: Db;
  /** Brackets whose public view is kept in memory (the most recently read or started first). */
  viewCacheSize?: number;
}

/** Cached bracket views; a 1,024-team double elimination is about 0.5 MB of JSON. */
const VIEW_CACHE_SIZE = 16;

type BracketRows = ReadonlyArray<{ id: number; table: string; data: Record<string, unknown> }>;
export type BracketRecords = ReturnType<typeof bracketOf>;

/** The records of one bracket, split by table, read in one statement. */
export async function readBracket(db: DbOrTx, tournamentId: number) {
  return bracketOf(await listBracketRecords(db, tournamentId));
}

/** Rows of bracket_records (as read, or as a start wrote them) split by table, in id order. */
export function bracketOf(rows: BracketRows) {
  const of = <T>(table: string) =>
    rows.filter((row) => row.table === table).map((row) => ({ ...row.data, id: row.id }) as T);
  return {
    stages: of<StageRecord>('stage'),
    groups: of<GroupRecord>('group'),
    rounds: of<RoundRecord>('round'),
    matches: of<MatchRecord>('match'),
    matchGames: of<MatchRecord & { parent_id: number }>('match_game'),
    participants: of<ParticipantRecord>('participant'),
  };
}

type ReportRow = Awaited<ReturnType<typeof listReports>>[number];

function reportStatusOf(match: MatchRecord, reports: ReportRow[]): ReportStatus {
  if (isDecided(match)) return 'confirmed';
  if (!isPlayable(match) || reports.length === 0) return 'none';
  return reports.length === 1 ? 'awaiting_opponent' : 'disputed';
}

function groupReports(reports: ReportRow[]): Map<number, ReportRow[]> {
  const byMatch = new Map<number, ReportRow[]>();
  for (const report of reports) byMatch.set(report.matchId, [...(byMatch.get(report.matchId) ?? []), report]);
  return byMatch;
}

function toOpponent(opponent: MatchRecord['opponent1']) {
  if (opponent === null) return null;
  return {
    id: opponentId(opponent),
    ...(opponent.position === undefined ? {} : { position: opponent.position }),
    ...(opponent.score === undefined ? {} : { score: opponent.score }),
    ...(opponent.result === undefined ? {} : { result: opponent.result }),
    ...(opponent.forfeit === undefined ? {} : { forfeit: opponent.forfeit }),
  };
}

/** The public view of a bracket's records and reports, without the viewer's own teams. */
function buildView(
  tournamentId: number,
  bracket: BracketRecords,
  reports: Map<number, ReportRow[]>,
  games: Map<number, SeriesGame[]>,
  series: SeriesLengths,
): Omit<TournamentBracket, 'my_team_ids'> | null {
  const [stage] = bracket.stages;
  if (!stage) return null;
  const bestOf = seriesLengths(series, bracket);
  return {
    tournament_id: tournamentId,
    format: stageFormat(stage),
    stages: bracket.stages.map((s) => ({
      id: Number(s.id),
      tournament_id: Number(s.tournament_id),
      name: s.name,
      type: s.type,
      number: s.number,
      settings: s.settings,
    })),
    groups: bracket.groups.map((g) => ({
      id: Number(g.id),
      stage_id: Number(g.stage_id),
      number: g.number,
    })),
    rounds: bracket.rounds.map((r) => ({
      id: Number(r.id),
      stage_id: Number(r.stage_id),
      group_id: Number(r.group_id),
      number: r.number,
    })),
    matches: bracket.matches.map((m) => ({
      id: Number(m.id),
      stage_id: Number(m.stage_id),
      group_id: Number(m.group_id),
      round_id: Number(m.round_id),
      number: m.number,
      child_count: m.child_count,
      status: m.status,
      opponent1: toOpponent(m.opponent1),
      opponent2: toOpponent(m.opponent2),
      report_status: reportStatusOf(m, reports.get(Number(m.id)) ?? []),
      // A series' length and a decided series' games (decision 0040), only where there is a series: a big Bo1
      // bracket stays small.
      ...bestOfView(bestOf(m)),
      ...gamesOfView(games.get(Number(m.id))),
    })),
    match_games: bracket.matchGames.map((g) => ({
      id: Number(g.id),
      stage_id: Number(g.stage_id),
      parent_id: Number(g.parent_id),
      number: g.number,
      status: g.status,
      opponent1: toOpponent(g.opponent1),
      opponent2: toOpponent(g.opponent2),
    })),
    participants: bracket.participants.map((p) => ({
      id: Number(p.id),
      tournament_id: Number(p.tournament_id),
      name: p.name,
      team_id: Number(p.team_id),
    })),
  };
}

function bestOfView(bestOf: number) {
  return bestOf > 1 ? { best_of: bestOf } : {};
}

function gamesOfView(games: SeriesGame[] | undefined) {
  if (!games || games.length === 0) return {};
  return {
    games: games.map((game) => ({ opponent1_score: game.opponent1, opponent2_score: game.opponent2 })),
  };
}

interface ViewEntry {
  version: number;
  /** A start's records, until the first read builds the view from them. */
  rows?: BracketRows;
  built?: { head: string; teamIds: number[] } | null;
}

/** A tournament's series lengths, which never change once its bracket is drawn (decision 0039). */
type SeriesLengths = { bestOf: number; finalBestOf: number };

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function createBracketReads(deps: BracketReadsDeps) {
  const { db } = deps;
  const capacity = deps.viewCacheSize ?? VIEW_CACHE_SIZE;
  // Tournament id -> its view at a bracket version; Map order is the eviction order (oldest first).
  const views = new Map<number, ViewEntry>();

  function remember(tournamentId: number, entry: ViewEntry) {
    views.delete(tournamentId);
    views.set(tournamentId, entry);
    while (views.size > capacity) views.delete(views.keys().next().value!);
  }

  function built(
    tournamentId: number,
    bracket: BracketRecords,
    series: SeriesLengths,
    reports: ReportRow[],
    games: Map<number, SeriesGame[]> = new Map(),
  ) {
    const view = buildView(tournamentId, bracket, groupReports(reports), games, series);
    if (!view) return null;
    // Encoded as the route's schema would (the same JSON as the response serialiser writes), once per version.
    const { my_team_ids: _mine, ...encoded } = z.encode(tournamentBracketSchema, {
      ...view,
      my_team_ids: [],
    });
    return {
      head: JSON.stringify(encoded).slice(0, -1),
      teamIds: view.participants.map((p) => p.team_id),
    };
  }

  /**
   * The view at the bracket's current version. The version is read before the records: a change committed in
   * between makes the entry newer than its version says, which the next read rebuilds; never older.
   */
  async function cachedView(tournamentId: number) {
    const head = await findBracketVersion(db, tournamentId);
    if (head === undefined) throw notFound('The tournament');
    const { version, state } = head;
    const entry = views.get(tournamentId);
    if (entry?.version === version) {
      if (entry.built === undefined) entry.built = built(tournamentId, bracketOf(entry.rows ?? []), head, []);
      entry.rows = undefined;
      return { view: entry.built, state };
    }
    const bracket = await readBracket(db, tournamentId);
    const next: ViewEntry = {
      version,
      built:
        bracket.stages.length === 0
          ? null
          : built(
              tournamentId,
              bracket,
              head,
              await listReports(db, { tournamentId }),
              await listMatchGames(db, { tournamentId }),
            ),
    };
    remember(tournamentId, next);
    return { view: next.built, state };
  }

  return {
    /** The tournament a match is in (public: a stream overlay opens a match by its id alone); 404 unknown. */
    async matchTournament(matchId: number): Promise<{ match_id: number; tournament_id: number }> {
      const tournamentId = await findMatchTournamentId(db, matchId);
      if (tournamentId === undefined) throw notFound('The match');
      return { match_id: matchId, tournament_id: tournamentId };
    },

    /** A completed tournament's teams with their places and prizes; empty before it is completed. */
    standings: (tournamentId: number) => readStandings(db, tournamentId),
    /** The stages' standings and the final placings (decision 0043). */
    tournamentStandings: (tournamentId: number) => readTournamentStandings(db, tournamentId),

    /**
     * The bracket as brackets-viewer renders it, with each match's report status; null before it exists. As
     * JSON, built once per bracket version (decision 0036): the viewer's own teams are the only part read per
     * request.
     */
    async viewJson(tournamentId: number, viewerId: number | null): Promise<string | null> {
      return (await this.page(tournamentId, viewerId)).data;
    },

    /**
     * The public bracket page: the view as JSON and the standings, read only once the tournament is completed
     * (a page of a live bracket reads its version and state, and nothing else when its view is cached).
     */
    async page(
      tournamentId: number,
      viewerId: number | null,
    ): Promise<{ data: string | null; standings: TournamentStanding[] }> {
      const { view: cached, state } = await cachedView(tournamentId);
      const standings = state === 'completed' ? await readStandings(db, tournamentId) : [];
      if (!cached) return { data: null, standings };
      const myTeamIds = viewerId === null ? [] : await teamsOfUser(db, viewerId, cached.teamIds);
      const data = `${cached.head},"my_team_ids":${JSON.stringify(myTeamIds.sort((a, b) => a - b))}}`;
      return { data, standings };
    },

    /** The same as an object. */
    async view(tournamentId: number, viewerId: number | null): Promise<TournamentBracket | null> {
      const json = await this.viewJson(tournamentId, viewerId);
      return json === null ? null : (JSON.parse(json) as TournamentBracket);
    },

    /**
     * A bracket just committed at `version` (a start's draw, which holds every record in memory): its view is
     * built from these rows when it is first read, instead of reading them back.
     */
    prime(tournamentId: number, version: number, rows: BracketRows) {
      remember(tournamentId, { version, rows });
    },

    /** The matches of the caller's team(s) in a tournament, as captain or accepted player. */
    async myMatches(tournamentId: number, userId: number): Promise<MyMatch[]> {
      const tournament = await findTournament(db, tournamentId);
      if (!tournament) throw notFound('The tournament');
      const bracket = await readBracket(db, tournamentId);
      const [stage] = bracket.stages;
      if (!stage) return [];
      const participantById = new Map(bracket.participants.map((p) => [Number(p.id), p]));
      const myTeamIds = new Set(
        await teamsOfUser(
          db,
          userId,
          bracket.participants.map((p) => Number(p.team_id)),
        ),
      );
      if (myTeamIds.size === 0) return [];
      const captainOf = new Set(
        (await findTeams(db, [...myTeamIds])).filter((t) => t.captainId === userId).map((t) => t.id),
      );
      const reports = groupReports(await listReports(db, { tournamentId }));
      const seriesGames = await listMatchGames(db, { tournamentId });
      const label = matchLabeller(bracket.stages, bracket.groups, bracket.rounds);
      const bestOf = seriesLengths(tournament, bracket);
      const stageNumber = new Map(bracket.stages.map((s) => [Number(s.id), s.number]));
      const roundNumber = new Map(bracket.rounds.map((r) => [Number(r.id), r.number]));
      const underway = tournament.state === 'underway';
      const deadlines = new Map(
        (await listTournamentDeadlines(db, tournamentId)).map((row) => [row.matchId, row]),
      );

      const mine: MyMatch[] = [];
      for (const match of bracket.matches) {
        // A bye is not a match to play.
        if (match.opponent1 === null || match.opponent2 === null) continue;
        for (const [own, other, isOpponent1] of [
          [match.opponent1, match.opponent2, true],
          [match.opponent2, match.opponent1, false],
        ] as const) {
          const ownParticipant = participantById.get(opponentId(own) ?? -1);
          if (!ownParticipant || !myTeamIds.has(Number(ownParticipant.team_id))) continue;
          const teamId = Number(ownParticipant.team_id);
          const matchReports = reports.get(Number(match.id)) ?? [];
          const myReport = matchReports.find((r) => r.teamId === teamId);
          const theirReport = matchReports.find((r) => r.teamId !== teamId);
          const otherId = opponentId(other);
          const decided = isDecided(match);
          // A forfeit has no score: it is won or lost, never the 0-0 draw its missing scores would read as.
          const forfeit = decided ? forfeitOutcome(own, other) : null;
          const deadline = deadlines.get(Number(match.id));
          const status = matchStanding(match, matchReports.length, deadline?.state);
          // No report by the deadline: the organiser decides, and reports are closed (decision 0024).
          const withOrganiser = status === 'no_show';
          // Two different reports at the deadline: the dispute queue has it; the deadline is behind it.
          const deadlineActive = !withOrganiser && deadline?.state !== 'disputed';
          mine.push({
            match_id: Number(match.id),
            round_label: label(match),
            opponent_name: otherId === null ? null : (participantById.get(otherId)?.name ?? null),
            my_team_id: teamId,
            stage_number: stageNumber.get(Number(match.stage_id)) ?? 1,
            round_number: roundNumber.get(Number(match.round_id)) ?? 1,
            best_of: bestOf(match),
            // Kept with a decided result only (a forfeit's are removed): from this team's side.
            games: decided ? gamesFromSide(seriesGames.get(Number(match.id)) ?? [], isOpponent1) : [],
            status,
            my_report: myReport
              ? {
                  own_score: myReport.ownScore,
                  opponent_score: myReport.opponentScore,
                  games: myReport.games,
                }
              : null,
            // Shown once the two reports disagree (decision 0032): the first reporter sees the claim too, and either
            // captain can correct an honest typo by changing their own report.
            opponent_report:
              !decided && myReport && theirReport && status === 'disputed'
                ? {
                    own_score: theirReport.opponentScore,
                    opponent_score: theirReport.ownScore,
                    games: mirrorGames(theirReport.games),
                  }
                : null,
            can_report: underway && !decided && isPlayable(match) && !withOrganiser && captainOf.has(teamId),
            result:
              decided && forfeit === null
                ? { own_score: own.score ?? 0, opponent_score: other.score ?? 0 }
                : null,
            forfeit,
            report_deadline:
              underway && !decided && isPlayable(match) && deadlineActive
                ? (deadline?.reportDeadline?.toISOString() ?? null)
                : null,
          });
        }
      }
      return mine;
    },

    /** Every disputed match (optionally of one tournament) with both reports, for the admin. */
    async disputes(tournamentId?: number): Promise<Dispute[]> {
      const disputed = await listDisputedMatchIds(db, tournamentId);
      const matchIds = disputed.map((row) => row.match_id);
      const evidence = await readEvidence(db, { matchIds });
      const reportsOf = groupReports(await listReports(db, { matchIds }));
      const byTournament = new Map<number, Awaited<ReturnType<typeof readBracket>> & { name: string }>();
      const result: Dispute[] = [];
      for (const row of disputed) {
        let bracket = byTournament.get(row.tournament_id);
        if (!bracket) {
          const tournament = await findTournament(db, row.tournament_id);
          bracket = { ...(await readBracket(db, row.tournament_id)), name: tournament?.name ?? '' };
          byTournament.set(row.tournament_id, bracket);
        }
        const match = bracket.matches.find((m) => Number(m.id) === row.match_id);
        const [stage] = bracket.stages;
        if (!match || !stage) continue;
        const reports = reportsOf.get(row.match_id) ?? [];
        const participantById = new Map(bracket.participants.map((p) => [Number(p.id), p]));
        const side = (opponent: MatchRecord['opponent1']) => {
          const participant = participantById.get(opponentId(opponent) ?? -1);
          const teamId = Number(participant?.team_id ?? 0);
          const report = reports.find((r) => r.teamId === teamId);
          return {
            team_id: teamId,
            team_name: participant?.name ?? '',
            report: report
              ? {
                  own_score: report.ownScore,
                  opponent_score: report.opponentScore,
                  games: report.games,
                  reported_by: report.reportedBy,
                  reported_at: report.updatedAt.toISOString(),
                }
              : null,
            evidence: evidence.of(row.match_id, participant ? teamId : null),
          };
        };
        result.push({
          match_id: row.match_id,
          tournament_id: row.tournament_id,
          tournament_name: bracket.name,
          round_label: matchLabeller(bracket.stages, bracket.groups, bracket.rounds)(match),
          opponent1: side(match.opponent1),
          opponent2: side(match.opponent2),
          disputed_at: iso(row.disputed_at),
        });
      }
      return result;
    },

    /** Every result change of a tournament, newest first. */
    async audit(tournamentId: number): Promise<MatchAuditEntry[]> {
      if (!(await findTournament(db, tournamentId))) throw notFound('The tournament');
      return (await listAudit(db, tournamentId)).map(({ entry, actorName }) => ({
        id: entry.id,
        tournament_id: entry.tournamentId,
        match_id: entry.matchId,
        actor_user_id: entry.actorUserId,
        actor_name: actorName,
        action: entry.action,
        before: entry.before,
        after: entry.after,
        reason: entry.reason,
        created_at: entry.createdAt.toISOString(),
      }));
    },
  };
}

export type BracketReads = ReturnType<typeof createBracketReads>;

/** Match and tournament look-ups for the match room and its evidence, in the caller's transaction or pool. */
export {
  findMatchTournamentId,
  findTournament,
  listMatchGames,
  listReports,
  teamsOfUser,
} from './brackets.repository';
/** The bracket version a view is cached at (decision 0036): a start primes its view at the version it wrote. */
export { findBracketVersion } from './brackets.repository';
export { findDeadlineState, findReportDeadline } from './match-deadlines.repository';
