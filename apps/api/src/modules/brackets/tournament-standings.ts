/**
 * A tournament's standings (decision 0043): every stage's groups with each team's record and rank, and, once the
 * tournament is completed, the final placings with the prize the completion paid each team (the same placings
 * and division as the lifecycle's, so the page shows what was paid). /api/tournament-standings answers the whole;
 * the bracket page's `standings` are its placings.
 */
import type { TournamentStanding } from '@arena/shared/brackets';
import { groupTitle } from '@arena/shared/bracket-rounds';
import { penceToPounds } from '@arena/shared/money';
import type {
  Placing,
  StandingsGroup,
  StandingsRow,
  StandingsStage,
  TournamentStandings,
} from '@arena/shared/standings';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { prizeByTeam } from '../lifecycle/prizes';
import { bracketEngine, matchesOf, participantsOf, type BracketEngine } from './bracket-engine';
import { createBracketStorage } from './bracket-storage';
import { isSettled, opponentId, stageFormat, type MatchRecord } from './bracket.rules';
import { placingsOf } from './bracket-standings';
import { findPrizePool } from './brackets.repository';
import { rankGroup, recordsOf, type RankedRecord, type TeamRecord } from './group-ranking';
import { groupsOfStage, stagesOf, type PlannedStage } from './stage-plan';
import { isSwissStage, swissStageStandings } from './swiss/swiss-stage';

type Lookup = { teamOf: (id: number) => number; nameOf: (id: number) => string };

function toRow(record: TeamRecord, rank: number, { teamOf, nameOf }: Lookup): StandingsRow {
  return {
    team_id: teamOf(record.participantId),
    team_name: nameOf(record.participantId),
    rank,
    played: record.played,
    wins: record.wins,
    draws: record.draws,
    losses: record.losses,
    game_wins: record.gameWins,
    game_losses: record.gameLosses,
    points: record.points,
    buchholz: record.buchholz,
  };
}

/**
 * An elimination stage as one group: in final placing order once the stage is complete (rank = place), before
 * that by record (most wins, then fewest losses, equal records sharing a rank; seed order within).
 */
async function eliminationGroup(
  engine: BracketEngine,
  stage: PlannedStage,
  matches: MatchRecord[],
  lookup: Lookup,
): Promise<StandingsGroup> {
  const ids = new Set<number>();
  for (const m of matches)
    for (const id of [opponentId(m.opponent1), opponentId(m.opponent2)]) if (id !== null) ids.add(id);
  const records = recordsOf(
    [...ids].sort((a, b) => a - b),
    matches,
  );
  let ranked: Array<{ record: TeamRecord; rank: number }>;
  if (matches.length > 0 && matches.every(isSettled)) {
    const standings = await engine.manager.get.finalStandings(stage.id);
    ranked = standings
      .filter((s) => records.has(Number(s.id)))
      .map((s) => ({ record: records.get(Number(s.id))!, rank: s.rank }));
    // brackets-manager numbers its places 1, 2, 3, ... by group; a shared place is numbered as the places it covers.
    let ahead = 0;
    let last = -1;
    let place = 0;
    ranked = ranked.map((row) => {
      if (row.rank !== last) place = ahead + 1;
      last = row.rank;
      ahead += 1;
      return { ...row, rank: place };
    });
  } else {
    const ordered = [...records.values()].sort(
      (a, b) => b.wins - a.wins || a.losses - b.losses || a.participantId - b.participantId,
    );
    ranked = [];
    ordered.forEach((record, i) => {
      const previous = ordered[i - 1];
      const tied = previous && previous.wins === record.wins && previous.losses === record.losses;
      ranked.push({ record, rank: tied ? ranked[i - 1]!.rank : i + 1 });
    });
  }
  return { number: 1, name: stage.name, rows: ranked.map(({ record, rank }) => toRow(record, rank, lookup)) };
}

async function stageStandings(engine: BracketEngine, lookup: Lookup): Promise<StandingsStage[]> {
  const all = await matchesOf(engine.storage);
  const stages: StandingsStage[] = [];
  for (const stage of await stagesOf(engine.storage)) {
    const matches = all.filter((m) => Number(m.stage_id) === Number(stage.id));
    let groups: StandingsGroup[];
    if (isSwissStage(stage)) {
      // Swiss (decision 0042): one group in the Swiss module's order (record, Buchholz, head-to-head, seed).
      const rows = await swissStageStandings(engine.storage, Number(stage.id));
      groups = [
        {
          number: 1,
          name: stage.name,
          rows: rows.map((row) => toRow({ ...row, participantId: row.teamId }, row.rank, lookup)),
        },
      ];
    } else if (stage.type === 'round_robin') {
      const of = await groupsOfStage(engine.storage, stage, matches);
      groups = of.map((group) => ({
        number: group.number,
        name: groupTitle(of.length, group.number, stage.name),
        rows: rankGroup(group.participantIds, group.matches).map((row: RankedRecord) =>
          toRow(row, row.rank, lookup),
        ),
      }));
    } else {
      groups = [await eliminationGroup(engine, stage, matches, lookup)];
    }
    stages.push({ number: stage.number, name: stage.name, format: stageFormat(stage), groups });
  }
  return stages;
}

/** The final placings with prizes; empty until the tournament is completed (a cancelled one has none). */
async function finalPlacings(
  db: DbOrTx,
  tournamentId: number,
  engine: BracketEngine,
  nameOfTeam: (teamId: number) => string,
): Promise<Placing[]> {
  const tournament = await findPrizePool(db, tournamentId);
  if (tournament?.state !== 'completed') return [];
  const groups = await placingsOf(engine);
  const prizes = prizeByTeam(tournament.poolPence, tournament.split, groups);
  const placings: Placing[] = [];
  let ahead = 0;
  for (const group of groups) {
    for (const teamId of [...group].sort((a, b) => a - b))
      placings.push({
        place: ahead + 1,
        team_id: teamId,
        team_name: nameOfTeam(teamId),
        prize: penceToPounds(prizes.get(teamId) ?? 0),
      });
    ahead += group.length;
  }
  return placings;
}

async function lookups(engine: BracketEngine) {
  const participants = await participantsOf(engine.storage);
  const byId = new Map(participants.map((p) => [Number(p.id), p]));
  // The name the team played under, as the bracket shows it.
  const teamName = new Map(participants.map((p) => [Number(p.team_id), p.name]));
  return {
    lookup: {
      teamOf: (id: number) => Number(byId.get(id)?.team_id ?? 0),
      nameOf: (id: number) => byId.get(id)?.name ?? '',
    },
    nameOfTeam: (teamId: number) => teamName.get(teamId) ?? '',
  };
}

/** GET /api/tournament-standings: the stages' standings and, once completed, the placings. */
export async function readTournamentStandings(
  db: DbOrTx,
  tournamentId: number,
): Promise<TournamentStandings> {
  if (!(await findPrizePool(db, tournamentId))) throw notFound('The tournament');
  const engine = bracketEngine(createBracketStorage(db, tournamentId));
  const { lookup, nameOfTeam } = await lookups(engine);
  return {
    stages: await stageStandings(engine, lookup),
    placings: await finalPlacings(db, tournamentId, engine, nameOfTeam),
  };
}

/** The bracket page's standings: the final placings (the same source), empty until completed. */
export async function readStandings(db: DbOrTx, tournamentId: number): Promise<TournamentStanding[]> {
  const engine = bracketEngine(createBracketStorage(db, tournamentId));
  const { nameOfTeam } = await lookups(engine);
  return (await finalPlacings(db, tournamentId, engine, nameOfTeam)).map((p) => ({
    team_id: p.team_id,
    team_name: p.team_name,
    placing: p.place,
    prize: p.prize,
  }));
}
