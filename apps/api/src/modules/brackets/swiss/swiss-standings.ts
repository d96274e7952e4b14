/**
 * Swiss records and standings, pure (decision 0042): each team's record from the results so far, the Buchholz
 * "difficulty" (the sum of its opponents' wins minus losses), the Major style's advanced and eliminated teams,
 * and the ranking that both the pairing and the final placings use.
 */

/** A decided Swiss match, or a bye (`team2` null: `team1` wins the round without an opponent). */
export interface SwissResult {
  team1: number;
  team2: number | null;
  /** For a bye: 'team1'. */
  winner: 'team1' | 'team2' | 'draw';
  /** Games won by each side, when the series' games are known (a Bo1's score counts as its one game). */
  games1?: number | undefined;
  games2?: number | undefined;
}

export interface SwissTeam {
  id: number;
  /** 1 is the top seed. */
  seed: number;
}

export interface SwissRecord extends SwissTeam {
  wins: number;
  draws: number;
  losses: number;
  /** Rounds won without an opponent (each also counts as a win). */
  byes: number;
  /** Every opponent met, once per meeting. */
  opponents: number[];
  gameWins: number;
  gameLosses: number;
}

/** The Major style: teams reaching `advanceWins` advance, teams reaching `eliminateLosses` are out. */
export interface SwissMajorStyle {
  advanceWins: number;
  eliminateLosses: number;
}

export const SWISS_POINTS = { win: 3, draw: 1, loss: 0 } as const;

/** A record's score in half wins: two for a win, one for a draw (the pairing's "record"). */
export const halfWins = (record: Pick<SwissRecord, 'wins' | 'draws'>): number =>
  2 * record.wins + record.draws;

export function swissRecords(teams: SwissTeam[], results: SwissResult[]): Map<number, SwissRecord> {
  const records = new Map<number, SwissRecord>(
    teams.map((team) => [
      team.id,
      { ...team, wins: 0, draws: 0, losses: 0, byes: 0, opponents: [], gameWins: 0, gameLosses: 0 },
    ]),
  );
  const get = (id: number) => {
    const record = records.get(id);
    if (!record) throw new Error(`a Swiss result names team ${id}, which is not in the stage`);
    return record;
  };
  for (const result of results) {
    const one = get(result.team1);
    if (result.team2 === null) {
      one.wins += 1;
      one.byes += 1;
      continue;
    }
    const two = get(result.team2);
    one.opponents.push(two.id);
    two.opponents.push(one.id);
    if (result.winner === 'draw') {
      one.draws += 1;
      two.draws += 1;
    } else {
      const [winner, loser] = result.winner === 'team1' ? [one, two] : [two, one];
      winner.wins += 1;
      loser.losses += 1;
    }
    one.gameWins += result.games1 ?? 0;
    one.gameLosses += result.games2 ?? 0;
    two.gameWins += result.games2 ?? 0;
    two.gameLosses += result.games1 ?? 0;
  }
  return records;
}

/** The sum of the opponents' wins minus losses (each meeting counts; a bye counts nothing). */
export function buchholzOf(record: SwissRecord, records: Map<number, SwissRecord>): number {
  let total = 0;
  for (const id of record.opponents) {
    const opponent = records.get(id);
    if (opponent) total += opponent.wins - opponent.losses;
  }
  return total;
}

export type SwissStatus = 'active' | 'advanced' | 'eliminated';

export function swissStatus(
  record: Pick<SwissRecord, 'wins' | 'losses'>,
  major: SwissMajorStyle | null,
): SwissStatus {
  if (!major) return 'active';
  if (record.wins >= major.advanceWins) return 'advanced';
  if (record.losses >= major.eliminateLosses) return 'eliminated';
  return 'active';
}

/** A Major-style match that decides advancement or elimination: either team one win from advancing or one loss from out. */
export function isDecider(
  teams: Array<Pick<SwissRecord, 'wins' | 'losses'>>,
  major: SwissMajorStyle | null,
): boolean {
  if (!major) return false;
  return teams.some(
    (team) => team.wins === major.advanceWins - 1 || team.losses === major.eliminateLosses - 1,
  );
}

export interface RankedSwissTeam extends SwissRecord {
  buchholz: number;
}

/**
 * The pairing's order: record (half wins, then fewer losses), Buchholz, then seed. The standings add
 * head-to-head between teams still level on record and Buchholz (rankSwissStandings).
 */
export function compareSwiss(a: RankedSwissTeam, b: RankedSwissTeam): number {
  return halfWins(b) - halfWins(a) || a.losses - b.losses || b.buchholz - a.buchholz || a.seed - b.seed;
}

/** Every record with its Buchholz, in the pairing's order. */
export function rankedForPairing(records: Map<number, SwissRecord>): RankedSwissTeam[] {
  return [...records.values()]
    .map((record) => ({ ...record, buchholz: buchholzOf(record, records) }))
    .sort(compareSwiss);
}

export interface SwissStandingRow {
  teamId: number;
  /** 1 upwards; every team has its own rank (the seed breaks the last tie). */
  rank: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  gameWins: number;
  gameLosses: number;
  points: number;
  buchholz: number;
  status: SwissStatus;
}

/**
 * The standings: record, Buchholz, then head-to-head among the teams still level (wins in their meetings with
 * each other), then seed. A bye is a won round: it counts in played, wins and points, not in the Buchholz.
 */
export function swissStandings(
  teams: SwissTeam[],
  results: SwissResult[],
  major: SwissMajorStyle | null = null,
): SwissStandingRow[] {
  const records = swissRecords(teams, results);
  const ranked = rankedForPairing(records);
  const level = (a: RankedSwissTeam, b: RankedSwissTeam) =>
    halfWins(a) === halfWins(b) && a.losses === b.losses && a.buchholz === b.buchholz;
  const ordered: RankedSwissTeam[] = [];
  for (let start = 0; start < ranked.length;) {
    let end = start + 1;
    while (end < ranked.length && level(ranked[start]!, ranked[end]!)) end += 1;
    const tied = ranked.slice(start, end);
    if (tied.length > 1) {
      const ids = new Set(tied.map((team) => team.id));
      const headToHead = new Map(tied.map((team) => [team.id, 0]));
      for (const result of results) {
        if (result.team2 === null || result.winner === 'draw') continue;
        if (!ids.has(result.team1) || !ids.has(result.team2)) continue;
        const winner = result.winner === 'team1' ? result.team1 : result.team2;
        headToHead.set(winner, headToHead.get(winner)! + 1);
      }
      tied.sort((a, b) => headToHead.get(b.id)! - headToHead.get(a.id)! || a.seed - b.seed);
    }
    ordered.push(...tied);
    start = end;
  }
  return ordered.map((team, i) => ({
    teamId: team.id,
    rank: i + 1,
    played: team.wins + team.draws + team.losses,
    wins: team.wins,
    draws: team.draws,
    losses: team.losses,
    gameWins: team.gameWins,
    gameLosses: team.gameLosses,
    points: team.wins * SWISS_POINTS.win + team.draws * SWISS_POINTS.draw,
    buchholz: team.buchholz,
    status: swissStatus(team, major),
  }));
}
