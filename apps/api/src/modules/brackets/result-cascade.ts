/**
 * A match's result applied to a bracket, over any storage: when a decided match changes winner, the later
 * matches that followed the old result are reset first (deepest first) and the new result flows through the
 * bracket as if it had always been the result. No database, no audit, no mail: the results service does those.
 */
import { helpers, type BracketsManager } from 'brackets-manager';
import type { MatchSnapshot } from '../../db/schema/brackets';
import {
  matchOf,
  matchesOf,
  participantsOf,
  teamLookup,
  teamLookupOf,
  type BracketEngine,
} from './bracket-engine';
import {
  MATCH_STATUS,
  isDecided,
  outcomeOf,
  outcomeOfScores,
  resultUpdate,
  sameSnapshot,
  snapshotOf,
  type MatchRecord,
  type StageRecord,
} from './bracket.rules';
import { advanceStages, settleGrandFinalReset, type StageChange } from './stage-plan';

/** The scores to give a match. */
export interface MatchScores {
  opponent1: number;
  opponent2: number;
}

/** A forfeit (decision 0024): the named side gives the match up and the other wins, through the same cascade. */
export interface MatchForfeit {
  forfeit: 'opponent1' | 'opponent2';
}

export type MatchOutcome = MatchScores | MatchForfeit;

const isForfeit = (outcome: MatchOutcome): outcome is MatchForfeit => 'forfeit' in outcome;

function winnerOf(outcome: MatchOutcome): 'opponent1' | 'opponent2' | 'draw' {
  if (isForfeit(outcome)) return outcome.forfeit === 'opponent1' ? 'opponent2' : 'opponent1';
  return outcomeOfScores(outcome.opponent1, outcome.opponent2);
}

/** brackets-manager keeps a stored forfeit when a later update does not mention it: a new result clears it. */
function withoutForfeits(match: MatchRecord): MatchRecord | null {
  if (match.opponent1?.forfeit === undefined && match.opponent2?.forfeit === undefined) return null;
  const cleared = structuredClone(match);
  for (const side of [cleared.opponent1, cleared.opponent2]) if (side) delete side.forfeit;
  return cleared;
}

function managerUpdate(matchId: number, outcome: MatchOutcome) {
  if (isForfeit(outcome)) return { id: matchId, [outcome.forfeit]: { forfeit: true } };
  return resultUpdate(matchId, outcome.opponent1, outcome.opponent2);
}

/** The same winner again: the record as the new result writes it, with nothing later to change. */
function sameWinnerRecord(match: MatchRecord, outcome: MatchOutcome): MatchRecord {
  const corrected = structuredClone(match);
  for (const side of [corrected.opponent1, corrected.opponent2]) if (side) delete side.forfeit;
  if (isForfeit(outcome)) {
    const loser = corrected[outcome.forfeit];
    const winner = corrected[outcome.forfeit === 'opponent1' ? 'opponent2' : 'opponent1'];
    if (loser) {
      delete loser.result;
      loser.forfeit = true;
    }
    if (winner) winner.result = 'win';
    return corrected;
  }
  const update = resultUpdate(Number(match.id), outcome.opponent1, outcome.opponent2);
  if (corrected.opponent1) Object.assign(corrected.opponent1, update.opponent1);
  if (corrected.opponent2) Object.assign(corrected.opponent2, update.opponent2);
  return corrected;
}

export interface LaterMatchChange {
  matchId: number;
  before: MatchSnapshot;
  after: MatchSnapshot;
  /** It had a result of its own, which the cascade removed. */
  wasDecided: boolean;
}

export interface AppliedResult {
  wasDecided: boolean;
  before: MatchSnapshot;
  after: MatchSnapshot;
  /** Later matches whose opponents or result changed, in bracket order (earliest first). */
  laterChanges: LaterMatchChange[];
  /** Participant id to team id, for the teams of this match and of the later matches it changed. */
  teamOf: (participantId: number | null) => number | null;
}

/** The matches that follow this one (winner and loser paths, transitively), deepest first. */
export async function downstreamDeepestFirst(manager: BracketsManager, matchId: number): Promise<number[]> {
  const order: number[] = [];
  const seen = new Set<number>();
  const visit = async (id: number): Promise<void> => {
    for (const next of await manager.find.nextMatches(id)) {
      const nextId = Number(next.id);
      if (seen.has(nextId)) continue;
      seen.add(nextId);
      await visit(nextId);
      // Post-order: every match comes after all the matches that follow it.
      order.push(nextId);
    }
  };
  await visit(matchId);
  return order;
}

const byId = (matches: MatchRecord[]) => new Map(matches.map((m) => [Number(m.id), m]));

/**
 * Gives `match` these scores. The caller has checked that the match can take them (both teams known, no
 * draw outside round robin) and holds whatever lock keeps the bracket to itself.
 */
export async function applyResult(
  engine: BracketEngine,
  stageType: StageRecord['type'],
  match: MatchRecord,
  scores: MatchOutcome,
): Promise<AppliedResult> {
  const { storage, manager } = engine;
  const matchId = Number(match.id);
  const wasDecided = isDecided(match);
  const outcome = winnerOf(scores);
  const cascades = wasDecided && outcomeOf(match) !== outcome && stageType !== 'round_robin';
  // A result that moves no earlier winner names only this match's teams (its work stays that of the matches it
  // changes); a changed winner's cascade names the teams of later matches too.
  const teamOf = cascades ? teamLookup(await participantsOf(storage)) : await teamLookupOf(storage, [match]);
  const before = snapshotOf(match, teamOf);
  const laterChanges: LaterMatchChange[] = [];
  const cleared = withoutForfeits(match);
  // Matches the stages changed after the result (decision 0043): a double grand final's reset left unplayed,
  // a playoff drawn or redrawn from the groups.
  const stageChanges: StageChange[] = [];

  if (wasDecided && outcomeOf(match) === outcome) {
    // Same winner: nothing later depends on the score, so only the scores (or forfeit) change (an archived match too).
    await storage.update('match', matchId, sameWinnerRecord(match, scores));
  } else if (stageType === 'round_robin' || !wasDecided) {
    // No later match depends on a round-robin match or on one without a result.
    if (cleared) await storage.update('match', matchId, cleared);
    await manager.update.match(managerUpdate(matchId, scores));
    if (stageType === 'double_elimination')
      stageChanges.push(...(await settleGrandFinalReset(storage, match)));
  } else {
    const downstream = await downstreamDeepestFirst(manager, matchId);
    const matchesBefore = byId(await matchesOf(storage));
    for (const id of downstream) {
      const later = await matchOf(storage, id);
      if (!later || later.status < MATCH_STATUS.running) continue;
      // Scores would keep a reset match "running", which locks the matches before it.
      delete later.opponent1?.score;
      delete later.opponent2?.score;
      await storage.update('match', id, later);
      await manager.reset.matchResults(id);
    }
    const current = cleared ? await matchOf(storage, matchId) : null;
    const currentCleared = current ? withoutForfeits(current) : null;
    if (currentCleared) await storage.update('match', matchId, currentCleared);
    await manager.update.match(managerUpdate(matchId, scores));
    if (stageType === 'double_elimination') await settleGrandFinalReset(storage, match);
    // brackets-manager's reset leaves a later match "locked" even when one of its teams is known; one the new
    // result has not reached is what it would have been without the old result: waiting for its other team.
    for (const id of downstream) {
      const later = await matchOf(storage, id);
      if (!later || later.status > MATCH_STATUS.waiting) continue;
      const status = helpers.getMatchStatus(later);
      if (status !== later.status) await storage.update('match', id, { ...later, status });
    }

    const matchesAfter = byId(await matchesOf(storage));
    for (const id of [...downstream].reverse()) {
      const old = matchesBefore.get(id);
      const current = matchesAfter.get(id);
      if (!old || !current) continue;
      const was = snapshotOf(old, teamOf);
      const is = snapshotOf(current, teamOf);
      if (sameSnapshot(was, is)) continue;
      laterChanges.push({ matchId: id, before: was, after: is, wasDecided: isDecided(old) });
    }
  }

  // A group result (a score-only correction too: game difference ranks) may complete the groups or change who
  // advances.
  if (stageType === 'round_robin') stageChanges.push(...(await advanceStages(engine)));
  let lookup = teamOf;
  if (stageChanges.length > 0) {
    lookup = teamLookup(await participantsOf(storage));
    for (const change of stageChanges)
      laterChanges.push({
        matchId: Number(change.after.id),
        before: snapshotOf(change.before, lookup),
        after: snapshotOf(change.after, lookup),
        wasDecided: isDecided(change.before),
      });
  }

  const updated = await matchOf(storage, matchId);
  if (!updated) throw new Error(`match ${matchId} disappeared while its result was applied`);
  return { wasDecided, before, after: snapshotOf(updated, lookup), laterChanges, teamOf: lookup };
}
