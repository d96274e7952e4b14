/**
 * Ratings follow every result (issue 27, decision 0044): listening to the bracket events inside the transaction
 * that changed a result, a newly decided match is rated once (rated_matches' key is the match), on top of its
 * players' current ratings when it is their latest, and a corrected, reset or forfeited match re-rates every later
 * rated match that its players' changed ratings reach, each player from the first changed match they are in, in
 * the order the results were first rated, from the skills before them. The backfill rates the results decided
 * before ratings existed, once.
 */
import type { Db, Tx } from '../../db/client';
import type { RatedMatchRow, RatingChangeRow } from '../../db/schema/ratings';
import type { Clock } from '../../lib/clock';
import type { BracketEvent } from '../brackets/bracket-events';
import {
  changesOfMatches,
  currentRatings,
  deleteChangesOfMatches,
  deleteRatedMatches,
  findRatedMatches,
  insertChanges,
  insertRatedMatch,
  laterMatchesOf,
  lockRatings,
  matchFacts,
  refreshPlayerRatings,
  rostersOf,
  skillsBefore,
  unratedDecidedMatches,
  updateRatedMatch,
  upsertPlayerRatings,
  type MatchFacts,
  type PlayerRatingValues,
} from './ratings.repository';
import {
  abuseOf,
  initialSkill,
  rateMatch,
  resultOf,
  shownRating,
  type MatchOutcome,
  type RosterPlayer,
  type SkillState,
  type UnratedReason,
} from './ratings.rules';

/** brackets-manager's Status.Completed: a match with its result. */
const COMPLETED = 4;

type Side = 'opponent1' | 'opponent2';

/** What a match should count for, from its bracket record: null when it has no result between two teams. */
interface Decided {
  matchId: number;
  opponent1TeamId: number;
  opponent2TeamId: number;
  outcome: MatchOutcome;
  opponent1Score: number | null;
  opponent2Score: number | null;
  rosters: [RosterPlayer[], RosterPlayer[]];
  unratedReason: UnratedReason | 'no_roster' | null;
}

function outcomeOf(facts: MatchFacts): MatchOutcome | null {
  const [one, two] = facts.sides;
  if (!one || !two || one.teamId === null || two.teamId === null || facts.status < COMPLETED) return null;
  if (one.forfeit && !two.forfeit) return 'opponent2';
  if (two.forfeit && !one.forfeit) return 'opponent1';
  if (one.result === 'win') return 'opponent1';
  if (two.result === 'win') return 'opponent2';
  if (one.result === 'draw' && two.result === 'draw') return 'draw';
  return null;
}

async function decidedOf(tx: Tx, facts: MatchFacts): Promise<Decided | null> {
  const outcome = outcomeOf(facts);
  if (outcome === null) return null;
  const [one, two] = facts.sides as [
    NonNullable<MatchFacts['sides'][0]>,
    NonNullable<MatchFacts['sides'][1]>,
  ];
  const byTeam = await rostersOf(tx, facts.tournamentId, [one.teamId!, two.teamId!]);
  const rosters: [RosterPlayer[], RosterPlayer[]] = [byTeam.get(one.teamId!)!, byTeam.get(two.teamId!)!];
  const unratedReason =
    one.forfeit || two.forfeit
      ? 'forfeit'
      : rosters[0].length === 0 || rosters[1].length === 0
        ? 'no_roster'
        : abuseOf(rosters[0], rosters[1]);
  return {
    matchId: facts.matchId,
    opponent1TeamId: one.teamId!,
    opponent2TeamId: two.teamId!,
    outcome,
    opponent1Score: one.forfeit || two.forfeit ? null : one.score,
    opponent2Score: one.forfeit || two.forfeit ? null : two.score,
    rosters,
    unratedReason,
  };
}

/** Whether the stored row and the match's result rate differently (a score alone changes no rating). */
function ratesDifferently(row: RatedMatchRow, decided: Decided | null): boolean {
  const ratedBefore = row.rated === 1;
  const ratedNow = decided !== null && decided.unratedReason === null;
  if (!ratedBefore && !ratedNow) return false;
  if (ratedBefore !== ratedNow) return true;
  return (
    row.outcome !== decided!.outcome ||
    row.opponent1TeamId !== decided!.opponent1TeamId ||
    row.opponent2TeamId !== decided!.opponent2TeamId
  );
}

function sameRow(row: RatedMatchRow, decided: Decided): boolean {
  return (
    row.outcome === decided.outcome &&
    row.opponent1TeamId === decided.opponent1TeamId &&
    row.opponent2TeamId === decided.opponent2TeamId &&
    row.opponent1Score === decided.opponent1Score &&
    row.opponent2Score === decided.opponent2Score &&
    row.rated === (decided.unratedReason === null ? 1 : 0) &&
    row.unratedReason === decided.unratedReason
  );
}

/** A rated match to (re-)rate: its order, result and each side's players. */
interface Replay {
  matchId: number;
  seq: number;
  outcome: MatchOutcome;
  sides: [{ teamId: number; userIds: number[] }, { teamId: number; userIds: number[] }];
}

/** A newly decided match rated on top of its players' current ratings (the fast path). */
interface Fresh extends Replay {
  region: string;
}

export function createRatings(deps: {
  db: Db;
  clock: Clock;
  /** Rates every result through the full replay and recount (bench/rating-confirm's comparison only). */
  alwaysReplay?: boolean;
}) {
  /**
   * Brings the ratings in line with the current results of these matches (one tournament's). `decidedAt` is when
   * the results were set (the backfill's, from the audit); else now.
   */
  async function settle(tx: Tx, matchIds: number[], options: { decidedAt?: Date } = {}): Promise<void> {
    // One query at a time: a transaction's client takes no concurrent queries.
    const facts: MatchFacts[] = [];
    for (const id of new Set(matchIds)) {
      const found = await matchFacts(tx, id);
      if (found) facts.push(found);
    }
    if (facts.length === 0) return;
    const key = { gameId: facts[0]!.gameId, teamSize: facts[0]!.teamSize };
    await lockRatings(tx, key);
    const now = deps.clock.now();
    const stored = new Map(
      (
        await findRatedMatches(
          tx,
          facts.map((f) => f.matchId),
        )
      ).map((r) => [r.matchId, r]),
    );

    const impacted: Replay[] = [];
    const fresh: Fresh[] = [];
    const removed: number[] = [];
    const touchedRated: number[] = [];
    for (const fact of facts) {
      const row = stored.get(fact.matchId);
      const decided = await decidedOf(tx, fact);
      if (!row && !decided) continue;
      if (row && decided && sameRow(row, decided)) continue;
      const rerate = row ? ratesDifferently(row, decided) : decided!.unratedReason === null;
      if (row && rerate && row.rated === 1) touchedRated.push(row.matchId);
      if (!decided) {
        removed.push(fact.matchId);
        continue;
      }
      const values = {
        opponent1TeamId: decided.opponent1TeamId,
        opponent2TeamId: decided.opponent2TeamId,
        outcome: decided.outcome,
        opponent1Score: decided.opponent1Score,
        opponent2Score: decided.opponent2Score,
        rated: decided.unratedReason === null ? 1 : 0,
        unratedReason: decided.unratedReason,
      };
      let seq: number;
      if (row) {
        await updateRatedMatch(tx, fact.matchId, { ...values, decidedAt: options.decidedAt ?? now });
        seq = row.seq;
      } else {
        const inserted = await insertRatedMatch(tx, {
          matchId: fact.matchId,
          tournamentId: fact.tournamentId,
          gameId: fact.gameId,
          teamSize: fact.teamSize,
          decidedAt: options.decidedAt ?? now,
          ...values,
        });
        // Rated already by another instance's transaction of the same result: nothing left to do.
        if (!inserted) continue;
        seq = inserted.seq;
      }
      if (rerate && decided.unratedReason === null) {
        const match: Replay = {
          matchId: fact.matchId,
          seq,
          outcome: decided.outcome,
          sides: [
            { teamId: decided.opponent1TeamId, userIds: decided.rosters[0].map((p) => p.userId) },
            { teamId: decided.opponent2TeamId, userIds: decided.rosters[1].map((p) => p.userId) },
          ],
        };
        impacted.push(match);
        if (!row) fresh.push({ ...match, region: fact.region });
      }
    }

    // The common case: one new result, later than every rated match of its players, on top of their ratings.
    const stale = [...new Set([...touchedRated, ...removed])];
    if (!deps.alwaysReplay && stale.length === 0 && impacted.length === 1 && fresh.length === 1)
      if (await rateOnTop(tx, key, fresh[0]!, now)) return;

    // The players whose rating the changed matches moved before: their changes go, and the matches after follow.
    // Each player's rating changes from the first changed match they are in (old or new roster), not before.
    const changedFrom = new Map<number, number>();
    const mark = (userId: number, seq: number) =>
      changedFrom.set(userId, Math.min(changedFrom.get(userId) ?? Infinity, seq));
    const seqOf = new Map([...stored.values()].map((r) => [r.matchId, r.seq]));
    for (const change of await changesOfMatches(tx, stale)) mark(change.userId, seqOf.get(change.matchId)!);
    for (const match of impacted)
      for (const side of match.sides) for (const id of side.userIds) mark(id, match.seq);
    await deleteRatedMatches(tx, removed);
    await deleteChangesOfMatches(
      tx,
      stale.filter((id) => !removed.includes(id)),
    );
    if (changedFrom.size === 0) return;

    const changed = new Set(impacted.map((m) => m.matchId));
    const later = await laterReplays(tx, key, changedFrom, changed);
    // Every player whose rating changed: the changed matches' (old and new rosters) and those the replay reached.
    const changedPlayers = await replay(tx, key, [...impacted, ...later], changedFrom, changed, now);
    await refreshPlayerRatings(tx, key, [...changedPlayers], now);
  }

  /**
   * Rates a new result on top of its players' player_ratings rows (one statement to read them, one for the
   * rating changes, one upsert), when it is later than every rated match of each player and each player's row
   * is there exactly when they have rating changes: what the full replay would give, without recounting anyone's
   * history. Answers false (nothing written) otherwise, for the full path.
   */
  async function rateOnTop(
    tx: Tx,
    key: { gameId: number; teamSize: number },
    match: Fresh,
    now: Date,
  ): Promise<boolean> {
    const players = match.sides.flatMap((s) => s.userIds);
    const current = await currentRatings(tx, key, players);
    const onTop = players.every((id) => {
      const found = current.get(id);
      if (!found) return false;
      return found.lastSeq === null
        ? found.current === null
        : found.current !== null && found.lastSeq < match.seq;
    });
    if (!onTop) return false;
    const before = (id: number): SkillState => {
      const skill = current.get(id)!.current;
      return skill ? { mu: skill.mu, sigma: skill.sigma } : initialSkill();
    };
    const side1 = match.sides[0].userIds.map(before);
    const side2 = match.sides[1].userIds.map(before);
    const [after1, after2] = rateMatch(side1, side2, match.outcome);
    const changes: Parameters<typeof insertChanges>[1] = [];
    const ratings: PlayerRatingValues[] = [];
    const record = (side: Side, index: 0 | 1, was: SkillState[], now_: SkillState[]) =>
      match.sides[index].userIds.forEach((userId, i) => {
        const result = resultOf(match.outcome, side);
        const ratingBefore = shownRating(was[i]!);
        const ratingAfter = shownRating(now_[i]!);
        changes.push({
          matchId: match.matchId,
          seq: match.seq,
          userId,
          gameId: key.gameId,
          teamSize: key.teamSize,
          teamId: match.sides[index].teamId,
          result,
          muBefore: was[i]!.mu,
          sigmaBefore: was[i]!.sigma,
          muAfter: now_[i]!.mu,
          sigmaAfter: now_[i]!.sigma,
          ratingBefore,
          ratingAfter,
          createdAt: now,
        });
        const { current: counts, listed } = current.get(userId)!;
        ratings.push({
          userId,
          gameId: key.gameId,
          teamSize: key.teamSize,
          mu: now_[i]!.mu,
          sigma: now_[i]!.sigma,
          rating: ratingAfter,
          matches: (counts?.matches ?? 0) + 1,
          wins: (counts?.wins ?? 0) + (result === 'win' ? 1 : 0),
          losses: (counts?.losses ?? 0) + (result === 'loss' ? 1 : 0),
          draws: (counts?.draws ?? 0) + (result === 'draw' ? 1 : 0),
          lastChange: ratingAfter - ratingBefore,
          region: match.region,
          listed,
          updatedAt: now,
        });
      });
    record('opponent1', 0, side1, after1);
    record('opponent2', 1, side2, after2);
    await insertChanges(tx, changes);
    await upsertPlayerRatings(tx, ratings);
    return true;
  }

  /**
   * The rated matches that the changed players' ratings may reach: every match of a changed player from the seq
   * their rating changes at, then of each player met there from that match on, until no new player or earlier
   * seq comes (an over-approximation the replay narrows).
   */
  async function laterReplays(
    tx: Tx,
    key: { gameId: number; teamSize: number },
    changedFrom: Map<number, number>,
    skip: Set<number>,
  ): Promise<Replay[]> {
    const from = new Map(changedFrom);
    let asked = new Map(changedFrom);
    const changes = new Map<number, RatingChangeRow[]>();
    while (asked.size > 0) {
      const matchIds = (await laterMatchesOf(tx, key, asked)).filter(
        (id) => !changes.has(id) && !skip.has(id),
      );
      asked = new Map();
      if (matchIds.length === 0) break;
      for (const change of await changesOfMatches(tx, matchIds)) {
        changes.set(change.matchId, [...(changes.get(change.matchId) ?? []), change]);
        if (change.seq < (from.get(change.userId) ?? Infinity)) {
          from.set(change.userId, change.seq);
          asked.set(change.userId, change.seq);
        }
      }
    }
    const rows = new Map((await findRatedMatches(tx, [...changes.keys()])).map((r) => [r.matchId, r]));
    return [...changes.entries()].flatMap(([matchId, rowsOfMatch]) => {
      const row = rows.get(matchId);
      if (!row) return [];
      const usersOf = (teamId: number) => rowsOfMatch.filter((c) => c.teamId === teamId).map((c) => c.userId);
      return [
        {
          matchId,
          seq: row.seq,
          outcome: row.outcome,
          sides: [
            { teamId: row.opponent1TeamId, userIds: usersOf(row.opponent1TeamId) },
            { teamId: row.opponent2TeamId, userIds: usersOf(row.opponent2TeamId) },
          ],
        },
      ];
    });
  }

  /**
   * Re-rates in order: a match is rated again when it is one of the changed ones or one of its players' ratings
   * has changed before it (`changedFrom`: the seq each player's rating changes at); its players' ratings then
   * change from it. Answers the players whose ratings changed.
   */
  async function replay(
    tx: Tx,
    key: { gameId: number; teamSize: number },
    matches: Replay[],
    changedFrom: Map<number, number>,
    changed: Set<number>,
    now: Date,
  ): Promise<Set<number>> {
    const from = new Map(changedFrom);
    const skills = new Map<number, SkillState>();
    const rows: Parameters<typeof insertChanges>[1] = [];
    const rerated: number[] = [];
    for (const match of [...matches].sort((a, b) => a.seq - b.seq)) {
      const players = match.sides.flatMap((s) => s.userIds);
      const reached = players.some((p) => (from.get(p) ?? Infinity) < match.seq);
      if (!changed.has(match.matchId) && !reached) continue;
      const stored = await skillsBefore(
        tx,
        key,
        players.filter((p) => !skills.has(p)),
        match.seq,
      );
      const before = (userId: number) => skills.get(userId) ?? stored.get(userId) ?? initialSkill();
      const side1 = match.sides[0].userIds.map(before);
      const side2 = match.sides[1].userIds.map(before);
      const [after1, after2] = rateMatch(side1, side2, match.outcome);
      const record = (side: Side, userIds: number[], teamId: number, was: SkillState[], now_: SkillState[]) =>
        userIds.forEach((userId, i) => {
          skills.set(userId, now_[i]!);
          from.set(userId, Math.min(from.get(userId) ?? Infinity, match.seq));
          rows.push({
            matchId: match.matchId,
            seq: match.seq,
            userId,
            gameId: key.gameId,
            teamSize: key.teamSize,
            teamId,
            result: resultOf(match.outcome, side),
            muBefore: was[i]!.mu,
            sigmaBefore: was[i]!.sigma,
            muAfter: now_[i]!.mu,
            sigmaAfter: now_[i]!.sigma,
            ratingBefore: shownRating(was[i]!),
            ratingAfter: shownRating(now_[i]!),
            createdAt: now,
          });
        });
      record('opponent1', match.sides[0].userIds, match.sides[0].teamId, side1, after1);
      record('opponent2', match.sides[1].userIds, match.sides[1].teamId, side2, after2);
      if (!changed.has(match.matchId)) rerated.push(match.matchId);
    }
    await deleteChangesOfMatches(tx, rerated);
    await insertChanges(tx, rows);
    return new Set(from.keys());
  }

  /**
   * Rates every decided match with no rated_matches row (results from before ratings existed), once, in the
   * order they were decided, each in a transaction of its own through `settle` (the game and size's lock; the
   * match's row is the claim, so instances running it together rate each match once and an already rated match
   * is never rated again). `stopped()` ends it between matches. Answers how many matches it looked at.
   */
  async function backfill(stopped: () => boolean = () => false): Promise<number> {
    const pending = await unratedDecidedMatches(deps.db);
    let done = 0;
    for (const match of pending) {
      if (stopped()) break;
      await deps.db.transaction((tx) =>
        settle(tx, [match.matchId], match.decidedAt ? { decidedAt: match.decidedAt } : {}),
      );
      done++;
    }
    return done;
  }

  return {
    settle,
    backfill,
    /** The bracket events' listener (services.ts): every result change, in its transaction. */
    async onBracketEvent(tx: Tx, event: BracketEvent): Promise<void> {
      if (event.type === 'match_confirmed') await settle(tx, [event.matchId]);
      else if (event.type === 'match_result_set') await settle(tx, [event.matchId, ...event.resetMatchIds]);
    },
  };
}

export type Ratings = ReturnType<typeof createRatings>;
