/**
 * The map or mode veto of a match (issue 26, decision 0041): opened in the transaction that makes a match ready
 * with both teams (a result, a correction, the start's draw), acted on by the captain on turn, timed out by a
 * sweep that takes a random legal action, and read by the match room. The order and the legal actions are
 * veto.rules'; this file stores them under the tournament's lock, the order every bracket change takes.
 */
import type { FastifyBaseLogger } from 'fastify';
import { seriesLengthOf } from '../brackets/series.rules';
import {
  MATCH_VETO_MESSAGES as M,
  type MatchVeto,
  type VetoCaptainAction,
  type VetoSide,
} from '@arena/shared/match-veto';
import type { Db, Tx } from '../../db/client';
import type { MatchVetoRow } from '../../db/schema/brackets';
import { AppError, invalid, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { matchesIn, openBracket, teamLookupOf, type BracketEngine } from '../brackets/bracket-engine';
import type { BracketEvent, ChangedMatchIds } from '../brackets/bracket-events';
import { findMatchTournamentId, findTournament } from '../brackets/bracket-reads.service';
import { lockMatchForChange } from '../brackets/bracket-results.service';
import {
  hasBothTeams,
  isDecided,
  isPlayable,
  opponentId,
  type GroupRecord,
  type MatchRecord,
  type RoundRecord,
  type StageRecord,
} from '../brackets/bracket.rules';
import { openMatch, type Viewer } from './match-access';
import { captainedTeams } from './match-evidence.repository';
import { entryTeamsOfUser } from './match-room.repository';
import { matchRoomNotices } from './match-room.notices';
import {
  deleteVeto,
  findCaptainIds,
  findVeto,
  insertSteps,
  insertVetoes,
  listDueVetoes,
  listSteps,
  listVetoesOf,
  listVetoesOfTournament,
  updateVetoTurn,
} from './veto.repository';
import {
  checkAction,
  rulesSteps,
  timeoutAction,
  vetoGames,
  vetoOrder,
  vetoProgress,
  type Random,
  type TakenStep,
  type VetoRefusal,
  type VetoRunMode,
  type VetoSetup,
  type Who,
} from './veto.rules';

type StepRow = Awaited<ReturnType<typeof listSteps>>[number];
/** The tournament's head with its series settings, as the brackets read it. */
type TournamentHead = NonNullable<Awaited<ReturnType<typeof findTournament>>>;

const setupOf = (veto: MatchVetoRow): VetoSetup => ({
  mode: veto.mode as VetoRunMode,
  bestOf: veto.bestOf,
  pool: veto.pool,
});

const whoOf = (veto: MatchVetoRow, teamId: number | null): Who | null =>
  teamId === null ? null : teamId === veto.firstTeamId ? 'first' : 'second';

const teamOfWho = (veto: MatchVetoRow, who: Who | null): number | null =>
  who === null ? null : who === 'first' ? veto.firstTeamId : veto.secondTeamId;

const takenOf = (veto: MatchVetoRow, rows: StepRow[]): TakenStep[] =>
  rows.map((row) => ({
    who: whoOf(veto, row.teamId),
    action: row.action,
    map: row.map,
    side: row.side === 'attack' || row.side === 'defence' ? row.side : null,
  }));

const REFUSALS: Record<VetoRefusal, (next: { action: string; map: string | null }) => AppError> = {
  complete: () => new AppError('conflict', 'VETO_COMPLETE', M.complete),
  not_your_turn: () => new AppError('conflict', 'NOT_YOUR_TURN', M.notYourTurn),
  wrong_action: (next) => invalid('WRONG_VETO_ACTION', M.wrongAction(next.action)),
  side_required: () => invalid('SIDE_REQUIRED', M.sideRequired),
  side_map: (next) => invalid('WRONG_SIDE_MAP', M.sideMap(next.map ?? '')),
  not_in_pool: () => invalid('MAP_NOT_IN_POOL', M.mapNotInPool),
  used: () => invalid('MAP_USED', M.mapUsed),
};

/** A step to store: the rules' step, who acted (null: the timeout or the rules) and whether time ran out. */
interface NewStep extends TakenStep {
  actorUserId: number | null;
  timedOut: boolean;
}

export interface VetoSweepResult {
  timedOut: number;
}

export function createMatchVetoes(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Draws for deciders and timeouts; Math.random unless a test gives its own. */
  random?: Random;
  batchSize?: number;
}) {
  const { db, clock, log } = deps;
  const random = deps.random ?? Math.random;
  const batchSize = deps.batchSize ?? 100;

  /**
   * The series length of a match, from where it sits in the bracket (a final plays `final_best_of`). `roundsOf`
   * keeps each group's rounds for one sync: a start opens every first-round veto at once.
   */
  async function bestOfMatch(
    engine: BracketEngine,
    head: TournamentHead,
    match: MatchRecord,
    roundsOf: Map<number, RoundRecord[]>,
  ) {
    const { storage } = engine;
    const stage = (await storage.select('stage', match.stage_id)) as StageRecord | null;
    const group = (await storage.select('group', match.group_id)) as GroupRecord | null;
    const groupId = Number(match.group_id);
    let rounds = roundsOf.get(groupId);
    if (!rounds) {
      rounds = ((await storage.select('round', { group_id: match.group_id })) ?? []) as RoundRecord[];
      roundsOf.set(groupId, rounds);
    }
    const round = rounds.find((r) => Number(r.id) === Number(match.round_id));
    return seriesLengthOf(head, {
      stageType: stage?.type ?? 'single_elimination',
      groupNumber: group?.number ?? 1,
      roundNumber: round?.number ?? 1,
      roundCount: Math.max(1, ...rounds.map((r) => r.number)),
      explicitBestOf: (match as { best_of?: unknown }).best_of,
    });
  }

  /** The rows of steps `added` after `from` steps. */
  function stepRows(veto: MatchVetoRow, from: number, added: NewStep[], now: Date) {
    return added.map((step, i) => ({
      matchId: veto.matchId,
      tournamentId: veto.tournamentId,
      step: from + i + 1,
      teamId: teamOfWho(veto, step.who),
      actorUserId: step.actorUserId,
      action: step.action,
      map: step.map,
      side: step.side,
      timedOut: step.timedOut,
      createdAt: now,
    }));
  }

  /**
   * The clock after `all` steps: complete, or the next step due `veto_step_seconds` from now; and the turn to tell
   * its captain about, when the turn passed to the other team (or the veto opened), not for a second step in a row.
   */
  function clockAfter(head: TournamentHead, veto: MatchVetoRow, all: TakenStep[], now: Date) {
    const { next, complete } = vetoProgress(setupOf(veto), all);
    const turnDueAt = complete ? null : new Date(now.getTime() + head.vetoStepSeconds * 1000);
    const previous = [...all].reverse().find((step) => step.who !== null)?.who ?? null;
    const turn =
      next && next.who !== null && turnDueAt && previous !== next.who
        ? { matchId: veto.matchId, teamId: teamOfWho(veto, next.who)!, action: next.action, dueAt: turnDueAt }
        : null;
    return { turnDueAt, completedAt: complete ? now : null, turn };
  }

  type Turn = NonNullable<ReturnType<typeof clockAfter>['turn']>;

  /** Tells each captain whose team came on turn (one look-up and one statement for all of them). */
  async function tellTurns(tx: Tx, tournamentId: number, turns: Turn[]): Promise<void> {
    if (turns.length === 0) return;
    const captains = await findCaptainIds(
      tx,
      turns.map((turn) => turn.teamId),
    );
    await matchRoomNotices.vetoTurns(
      tx,
      tournamentId,
      turns.flatMap((turn) => {
        const captainId = captains.get(turn.teamId);
        return captainId === undefined ? [] : [{ ...turn, captainId }];
      }),
    );
  }

  /**
   * Stores `added` after `taken`, then sets the clock. Both teams' rooms (and the admins') follow live; the
   * captain whose team comes on turn is told.
   */
  async function advance(
    tx: Tx,
    head: TournamentHead,
    veto: MatchVetoRow,
    taken: TakenStep[],
    added: NewStep[],
    now: Date,
  ): Promise<void> {
    await insertSteps(tx, stepRows(veto, taken.length, added, now));
    const { turnDueAt, completedAt, turn } = clockAfter(head, veto, [...taken, ...added], now);
    await updateVetoTurn(tx, veto.matchId, { turnDueAt, completedAt });
    const teamIds = [veto.firstTeamId, veto.secondTeamId];
    await matchRoomNotices.vetoChanged(tx, {
      tournamentId: veto.tournamentId,
      matchId: veto.matchId,
      teamIds,
    });
    if (turn) await tellTurns(tx, veto.tournamentId, [turn]);
  }

  /** A veto to open: its row with the clock set, the steps the rules take at once, the turn to tell. */
  async function prepareOpening(
    head: TournamentHead,
    engine: BracketEngine,
    match: MatchRecord,
    teams: { first: number; second: number },
    now: Date,
    roundsOf: Map<number, RoundRecord[]>,
  ) {
    const setup: VetoSetup = {
      mode: head.veto as VetoRunMode,
      bestOf: await bestOfMatch(engine, head, match, roundsOf),
      pool: head.mapPool,
    };
    // The tournament's validation keeps the pool at least as long as its longest series (decision 0039).
    if (!vetoOrder(setup)) {
      log.warn({ matchId: match.id, ...setup }, 'no veto: the map pool is smaller than the series');
      return null;
    }
    const row: MatchVetoRow = {
      matchId: Number(match.id),
      tournamentId: head.id,
      mode: setup.mode,
      bestOf: setup.bestOf,
      pool: setup.pool,
      firstTeamId: teams.first,
      secondTeamId: teams.second,
      turnDueAt: null,
      completedAt: null,
      createdAt: now,
    };
    const steps: NewStep[] = rulesSteps(setup, [], random).map((s) => ({
      ...s,
      actorUserId: null,
      timedOut: false,
    }));
    const { turnDueAt, completedAt, turn } = clockAfter(head, row, steps, now);
    return { row: { ...row, turnDueAt, completedAt }, steps, turn };
  }

  /**
   * Brings a tournament's vetoes in line with its bracket, in the transaction that changed it: a match ready with
   * both teams gets its veto; one whose teams changed (a correction) gets a fresh one; one decided stops its clock
   * and one ready again after a correction restarts it.
   */
  async function syncVetoes(tx: Tx, tournamentId: number, matchIds: ChangedMatchIds): Promise<void> {
    const head = await findTournament(tx, tournamentId);
    if (!head || head.veto === 'none' || head.mapPool.length === 0) return;
    const now = clock.now();
    const engine = openBracket(tx, tournamentId);
    const matches = await matchesIn(engine.storage, matchIds);
    if (matches.length === 0) return;
    const rows =
      matchIds === 'all'
        ? await listVetoesOfTournament(tx, tournamentId)
        : await listVetoesOf(
            tx,
            matches.map((m) => Number(m.id)),
          );
    const vetoOf = new Map(rows.map((row) => [row.matchId, row]));
    const teamOf = await teamLookupOf(engine.storage, matches);
    const roundsOf = new Map<number, RoundRecord[]>();
    const openings: Array<NonNullable<Awaited<ReturnType<typeof prepareOpening>>>> = [];
    for (const match of matches) {
      const matchId = Number(match.id);
      const row = vetoOf.get(matchId);
      if (isPlayable(match) && !isDecided(match)) {
        // The higher seed: the participant drawn first (participants are stored in seed order, decision 0041).
        const ids = [opponentId(match.opponent1)!, opponentId(match.opponent2)!].sort((a, b) => a - b);
        const first = teamOf(ids[0]!)!;
        const second = teamOf(ids[1]!)!;
        if (row && row.firstTeamId === first && row.secondTeamId === second) {
          if (row.completedAt === null && row.turnDueAt === null) {
            await updateVetoTurn(tx, matchId, {
              turnDueAt: new Date(now.getTime() + head.vetoStepSeconds * 1000),
              completedAt: null,
            });
          }
          continue;
        }
        if (row) await deleteVeto(tx, matchId);
        const opening = await prepareOpening(head, engine, match, { first, second }, now, roundsOf);
        if (opening) openings.push(opening);
      } else if (row) {
        if (!hasBothTeams(match)) await deleteVeto(tx, matchId);
        else if (row.completedAt === null && row.turnDueAt !== null)
          await updateVetoTurn(tx, matchId, { turnDueAt: null, completedAt: null });
      }
    }
    // In a few statements however many open (a start opens every first-round veto). No live update of its own: the
    // match's "ready" notice of the same transaction refreshes both teams' rooms, the veto with them.
    await insertVetoes(
      tx,
      openings.map((opening) => opening.row),
    );
    await insertSteps(
      tx,
      openings.flatMap((opening) => stepRows(opening.row, 0, opening.steps, now)),
    );
    await tellTurns(
      tx,
      tournamentId,
      openings.flatMap((opening) => (opening.turn ? [opening.turn] : [])),
    );
  }

  /** The random legal action for a late captain, under the tournament's lock; false when there is none to take. */
  async function timeOut(tx: Tx, matchId: number, now: Date): Promise<boolean> {
    const { tournament, match } = await lockMatchForChange(tx, matchId);
    // Read again under the lock: another instance that took this step moved the clock on.
    const veto = await findVeto(tx, matchId);
    if (!veto || veto.completedAt !== null || veto.turnDueAt === null || veto.turnDueAt > now) return false;
    if (tournament.state !== 'underway' || !isPlayable(match) || isDecided(match)) {
      await updateVetoTurn(tx, matchId, { turnDueAt: null, completedAt: null });
      return false;
    }
    const setup = setupOf(veto);
    const taken = takenOf(veto, await listSteps(tx, matchId));
    const step = timeoutAction(setup, taken, random);
    if (!step) return false;
    const added: NewStep[] = [
      { ...step, actorUserId: null, timedOut: true },
      ...rulesSteps(setup, [...taken, step], random).map((s) => ({
        ...s,
        actorUserId: null,
        timedOut: false,
      })),
    ];
    await advance(tx, tournament, veto, taken, added, now);
    return true;
  }

  /** The veto's state; `viewerId` null: the public view (no legal actions, never the viewer's turn). */
  async function readState(matchId: number, viewerId: number | null): Promise<MatchVeto | null> {
    const veto = await findVeto(db, matchId);
    if (!veto) return null;
    const tournament = await findTournament(db, veto.tournamentId);
    const rows = await listSteps(db, matchId);
    const setup = setupOf(veto);
    const taken = takenOf(veto, rows);
    const { next, legal, complete } = vetoProgress(setup, taken);
    // A veto whose match was decided first has no clock and no turn.
    const running = !complete && veto.turnDueAt !== null && next !== null && next.who !== null;
    const turnTeam = running ? teamOfWho(veto, next.who) : null;
    const mine = turnTeam === null || viewerId === null ? [] : await captainedTeams(db, viewerId, [turnTeam]);
    const teamIdOf = (who: Who | null) => teamOfWho(veto, who);
    return {
      match_id: matchId,
      mode: setup.mode,
      best_of: veto.bestOf,
      pool: veto.pool,
      first_team_id: veto.firstTeamId,
      second_team_id: veto.secondTeamId,
      steps: rows.map((row) => ({
        step: row.step,
        team_id: row.teamId,
        action: row.action,
        map: row.map,
        side: row.side === 'attack' || row.side === 'defence' ? row.side : null,
        timed_out: row.timedOut,
      })),
      turn:
        running && turnTeam !== null
          ? { team_id: turnTeam, action: next.action as VetoCaptainAction, map: next.map }
          : null,
      legal_actions: running && viewerId !== null ? legal : [],
      turn_due_at: running ? veto.turnDueAt!.toISOString() : null,
      step_seconds: tournament?.vetoStepSeconds ?? 0,
      completed_at: veto.completedAt?.toISOString() ?? null,
      my_turn: mine.length > 0,
      games: complete
        ? vetoGames(taken).map((game) => ({
            number: game.number,
            map: game.map,
            host_team_id: teamIdOf(game.host)!,
            picked_by_team_id: teamIdOf(game.pickedBy),
            attack_team_id: teamIdOf(game.attack),
          }))
        : [],
    };
  }

  return {
    /** The bracket listener: keeps vetoes in line with every result, in its transaction. */
    onBracketEvent(tx: Tx, event: BracketEvent): Promise<void> {
      const changed = event.type === 'tournament_finished' ? 'all' : (event.changedMatchIds ?? 'all');
      return syncVetoes(tx, event.tournamentId, changed);
    },

    /** After the bracket is drawn, in the start's transaction: the first round's vetoes open. */
    syncTournament(tx: Tx, tournamentId: number): Promise<void> {
      return syncVetoes(tx, tournamentId, 'all');
    },

    /**
     * The veto as the match's two teams and the admins see it; null while the match has none. Anyone else (a
     * visitor, a player of another team) gets the public view of the same state once the veto has opened: every
     * step, the turn and its clock, the games, but no legal actions (decision 0041, Update).
     */
    async state(matchId: number, viewer: Viewer | null): Promise<MatchVeto | null> {
      if (viewer !== null) {
        const opened = await openMatch(db, matchId, viewer).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 404) return false;
            throw error;
          },
        );
        if (opened) return readState(matchId, viewer.id);
      }
      if ((await findMatchTournamentId(db, matchId)) === undefined) throw notFound('The match');
      return readState(matchId, null);
    },

    /** The captain on turn acts; refused with the reason otherwise. Answers the veto after the step. */
    async act(
      viewer: Viewer,
      input: { match_id: number; action: VetoCaptainAction; map: string; side?: VetoSide | undefined },
    ): Promise<MatchVeto | null> {
      const matchId = input.match_id;
      await db.transaction(async (tx) => {
        const { tournament, match, teamOf } = await lockMatchForChange(tx, matchId);
        const teamIds = [opponentId(match.opponent1), opponentId(match.opponent2)]
          .map((id) => teamOf(id))
          .filter((id): id is number => id !== null);
        const entered = await entryTeamsOfUser(tx, tournament.id, viewer.id, teamIds);
        if (entered.length === 0 && viewer.role !== 'admin') throw notFound('The match');
        const veto = await findVeto(tx, matchId);
        if (!veto) {
          if (tournament.veto === 'none' || tournament.mapPool.length === 0)
            throw invalid('NO_VETO', M.noVeto);
          throw invalid('VETO_NOT_READY', M.notReady);
        }
        if (isDecided(match) || tournament.state !== 'underway')
          throw new AppError('conflict', 'MATCH_DECIDED', M.matchDecided);
        if (!isPlayable(match)) throw invalid('VETO_NOT_READY', M.notReady);
        const captained = await captainedTeams(tx, viewer.id, [veto.firstTeamId, veto.secondTeamId]);
        if (captained.length === 0) throw new AppError('forbidden', 'NOT_CAPTAIN', M.notCaptain);
        const setup = setupOf(veto);
        const taken = takenOf(veto, await listSteps(tx, matchId));
        const { next } = vetoProgress(setup, taken);
        // A captain of both teams (an organiser's test) acts for the team on turn.
        const who = captained.length === 2 && next?.who ? next.who : (whoOf(veto, captained[0]!) as Who);
        const refusal = checkAction(setup, taken, who, input);
        if (refusal) throw REFUSALS[refusal](next ?? { action: '', map: null });
        const step: TakenStep = { who, action: input.action, map: next!.map ?? input.map, side: null };
        if (input.action === 'side') step.side = input.side ?? null;
        const added: NewStep[] = [
          { ...step, actorUserId: viewer.id, timedOut: false },
          ...rulesSteps(setup, [...taken, step], random).map((s) => ({
            ...s,
            actorUserId: null,
            timedOut: false,
          })),
        ];
        await advance(tx, tournament, veto, taken, added, clock.now());
      });
      return readState(matchId, viewer.id);
    },

    /** One round: every veto whose step is past its time gets a random legal action, each in its own transaction. */
    async sweep(): Promise<VetoSweepResult> {
      const now = clock.now();
      const result: VetoSweepResult = { timedOut: 0 };
      for (const due of await listDueVetoes(db, now, batchSize)) {
        try {
          if (await db.transaction((tx) => timeOut(tx, due.matchId, now))) result.timedOut += 1;
        } catch (error) {
          log.warn({ err: error, matchId: due.matchId }, 'could not time out a veto step');
        }
      }
      if (result.timedOut > 0) log.info(result, 'veto sweep took steps for late captains');
      return result;
    },
  };
}

export type MatchVetoes = ReturnType<typeof createMatchVetoes>;
