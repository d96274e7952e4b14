/**
 * A bracket read as rows, one per match, in play order (group, round, match): what the screen-reader table
 * lists, and the round names that the drawn bracket and the My matches list share.
 */
import {
  forfeitOutcome,
  roundLabel,
  stageFormatOf,
  stageRoundLabel,
  type BracketFormat,
  type ForfeitOutcome,
} from '@arena/shared/bracket-rounds';
import type { BracketMatch, TournamentBracket } from '@arena/shared/brackets';
import type { RoundNameGetter } from 'brackets-viewer';

const viewerGroupNumber = { 'single-bracket': 1, 'winner-bracket': 1, 'loser-bracket': 2, 'final-group': 3 };

/** brackets-viewer's round headers, named like the rest of the page. */
export function viewerRoundName(
  format: BracketFormat,
  say: (englishLabel: string) => string = (label) => label,
): RoundNameGetter {
  return (info) => {
    // brackets-viewer names the final group's kind: single elimination's third-place match, or the grand final.
    if (info.groupType === 'final-group' && info.finalType === 'consolation-final')
      return say('Third-place match');
    if (info.groupType === 'final-group')
      return say(roundLabel('double_elimination', 3, info.roundNumber, info.roundCount));
    const group = info.groupType === 'round-robin' ? 1 : viewerGroupNumber[info.groupType];
    return say(roundLabel(format, group, info.roundNumber, info.roundCount));
  };
}

export interface BracketSide {
  /** The team's name, 'To be decided' while unknown, or 'Bye'. */
  name: string;
  /** The team behind the side (its page: decision 0046); null while to be decided, or for a bye. */
  teamId: number | null;
  score: number | null;
  won: boolean;
  /** Decided by a forfeit: 'lost' for the team that forfeited, 'won' for the other. */
  forfeit: ForfeitOutcome | null;
  mine: boolean;
}

export interface BracketRow {
  matchId: number;
  round: string;
  /** The match's number within its round. */
  number: number;
  sides: [BracketSide, BracketSide];
  status: string;
  /** Whether the viewer may open this match's room: a match of their team, or any match for an admin. */
  room: boolean;
}

export const TO_BE_DECIDED = 'To be decided';
export const BYE = 'Bye';

/** brackets-manager's match status: 0 locked, 1 waiting, 2 ready, 3 running, 4 completed, 5 archived. */
const COMPLETED = 4;
const RUNNING = 3;
const READY = 2;

/** What a row's status says, in one language (the table's, through the tournaments area's catalogue). */
export interface StatusWords {
  bye: string;
  wonBy: (team: string) => string;
  draw: string;
  withGames: (outcome: string, games: string) => string;
  disputed: string;
  oneReported: string;
  inProgress: string;
  ready: string;
  waiting: string;
}

/** English, as the spec and the console read it. */
export const ENGLISH_STATUS: StatusWords = {
  bye: BYE,
  wonBy: (team) => `Won by ${team}`,
  draw: 'Draw',
  withGames: (outcome, games) => `${outcome} (games ${games})`,
  disputed: 'Disputed: an admin will decide',
  oneReported: 'One captain has reported',
  inProgress: 'In progress',
  ready: 'Ready to play',
  waiting: 'Waiting for earlier matches',
};

function statusText(match: BracketMatch, sides: [BracketSide, BracketSide], say: StatusWords): string {
  if (match.opponent1 === null || match.opponent2 === null) return say.bye;
  if (match.status >= COMPLETED) {
    const winner = sides.find((side) => side.won);
    const outcome = winner ? say.wonBy(winner.name) : say.draw;
    // A series' games, team 1's score first as in the table (decision 0040).
    const games = (match.games ?? []).map((g) => `${g.opponent1_score}–${g.opponent2_score}`);
    return games.length > 0 ? say.withGames(outcome, games.join(', ')) : outcome;
  }
  if (match.report_status === 'disputed') return say.disputed;
  if (match.report_status === 'awaiting_opponent') return say.oneReported;
  if (match.status === RUNNING) return say.inProgress;
  if (match.status === READY) return say.ready;
  return say.waiting;
}

/**
 * Every match of the bracket as a row, in play order. `everyMatchRoom` (the admin) opens the room of every
 * match with a team; a player, those of their own team. A bye has no room: there is nothing to play.
 */
export function bracketRows(
  bracket: TournamentBracket,
  everyMatchRoom = false,
  say: StatusWords = ENGLISH_STATUS,
): BracketRow[] {
  const names = new Map(bracket.participants.map((p) => [p.id, p.name]));
  const teams = new Map(bracket.participants.map((p) => [p.id, p.team_id]));
  const mine = new Set(
    bracket.participants.filter((p) => bracket.my_team_ids.includes(p.team_id)).map((p) => p.id),
  );
  const groupNumber = new Map(bracket.groups.map((group) => [group.id, group.number]));
  // Each match by its own stage's format (a group stage before a playoff: decision 0043).
  const stageOf = new Map(bracket.stages.map((stage) => [stage.id, stage]));
  const groupCount = new Map<number, number>();
  for (const group of bracket.groups)
    groupCount.set(group.stage_id, (groupCount.get(group.stage_id) ?? 0) + 1);
  const roundNumber = new Map(bracket.rounds.map((round) => [round.id, round.number]));
  const roundCount = new Map<number, number>();
  for (const round of bracket.rounds) {
    roundCount.set(round.group_id, Math.max(roundCount.get(round.group_id) ?? 0, round.number));
  }

  const side = (opponent: BracketMatch['opponent1'], other: BracketMatch['opponent1']): BracketSide => {
    if (opponent === null)
      return { name: BYE, teamId: null, score: null, won: false, forfeit: null, mine: false };
    const name = opponent.id === null ? TO_BE_DECIDED : (names.get(opponent.id) ?? TO_BE_DECIDED);
    return {
      name,
      teamId: opponent.id === null ? null : (teams.get(opponent.id) ?? null),
      score: opponent.score ?? null,
      won: opponent.result === 'win',
      forfeit: forfeitOutcome(opponent, other),
      mine: opponent.id !== null && mine.has(opponent.id),
    };
  };

  const order = (match: BracketMatch) => [
    stageOf.get(match.stage_id)?.number ?? 0,
    groupNumber.get(match.group_id) ?? 0,
    roundNumber.get(match.round_id) ?? 0,
    match.number,
  ];
  return [...bracket.matches]
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]! || x[3]! - y[3]!;
    })
    .map((match) => {
      const sides: [BracketSide, BracketSide] = [
        side(match.opponent1, match.opponent2),
        side(match.opponent2, match.opponent1),
      ];
      const bye = match.opponent1 === null || match.opponent2 === null;
      const known = sides.some((s) => s.name !== TO_BE_DECIDED);
      return {
        matchId: match.id,
        round: stageRoundLabel(
          stageFormatOf(bracket.format, stageOf.get(match.stage_id)),
          groupCount.get(match.stage_id) ?? 1,
          groupNumber.get(match.group_id) ?? 1,
          roundNumber.get(match.round_id) ?? 1,
          roundCount.get(match.group_id) ?? 1,
        ),
        number: match.number,
        sides,
        status: statusText(match, sides, say),
        room: !bye && (everyMatchRoom ? known : sides.some((s) => s.mine)),
      };
    });
}
