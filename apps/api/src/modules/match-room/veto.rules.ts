/**
 * The map or mode veto's rules (issue 26, decision 0041), pure: the order of steps for each mode and series
 * length, what the team on turn may do, the steps the rules take themselves (deciders), the random legal action
 * taken for a late captain, and each game's map and host once complete. The service stores and locks; this file
 * decides. `first` is the higher seed (acts first, hosts game 1), `second` the other team.
 */
import type { VetoCaptainAction, VetoSide, VetoStepAction } from '@arena/shared/match-veto';
import { VETO_SIDES } from '@arena/shared/match-veto';

export type VetoRunMode = 'bans' | 'ban_pick' | 'schedule';
export type Who = 'first' | 'second';

/** One step of a veto's order: a team's action, or (who null) a map the rules set. */
export interface StepSpec {
  who: Who | null;
  action: VetoStepAction;
}

export interface VetoSetup {
  mode: VetoRunMode;
  bestOf: number;
  pool: string[];
}

/** A step taken (stored in match_veto_steps). */
export interface TakenStep {
  who: Who | null;
  action: VetoStepAction;
  map: string;
  side: VetoSide | null;
}

export interface LegalAction {
  action: VetoCaptainAction;
  map: string;
  side: VetoSide | null;
}

/** A number in [0, 1): Math.random in production, a seeded sequence in tests. */
export type Random = () => number;

export const other = (who: Who): Who => (who === 'first' ? 'second' : 'first');

/** `count` turns alternating from the higher seed: first, second, first, ... */
function alternate(count: number): Who[] {
  return Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 'first' : 'second'));
}

/** The CS Major's Bo1 from a pool of 7: the higher seed bans 2, the other 3, the higher seed 1. */
const CS_MAJOR_BO1_BANS: Who[] = ['first', 'first', 'second', 'second', 'second', 'first'];

const ban = (who: Who): StepSpec => ({ who, action: 'ban' });
const decider: StepSpec = { who: null, action: 'decider' };

/**
 * The order of a veto, or null when the pool cannot hold one map per game (the tournament's validation demands
 * a pool of at least the longest series, so this does not happen to a tournament that passed it).
 *
 * - `bans`: alternate bans, higher seed first, until one map per game is left; then one decider per game.
 * - `ban_pick` Bo1: the CS Major order (A bans 2, B bans 3, A bans 1) from a pool of 7, alternate bans from
 *   other pools; the last map is the decider and the lower seed picks its side.
 * - `ban_pick` Bo3: the CS Major order: bans, A picks (B chooses side), B picks (A chooses side), bans, decider.
 *   The bans are split around the picks, the first half (rounded up) before: from 7 maps, ban ban / ban ban.
 * - `ban_pick` Bo5 and Bo7: the CS Major Bo5 order: every ban first, alternating, then the picks alternating
 *   from the higher seed, each followed by the other team's side choice, then the decider.
 * - `schedule`: one decider per game, no action.
 */
export function vetoOrder(setup: VetoSetup): StepSpec[] | null {
  const { mode, bestOf } = setup;
  const size = setup.pool.length;
  if (mode === 'schedule') return size === 0 ? null : Array.from({ length: bestOf }, () => decider);
  if (size < bestOf || size < 2) return null;
  const bans = size - bestOf;
  if (mode === 'bans') return [...alternate(bans).map(ban), ...Array.from({ length: bestOf }, () => decider)];
  if (bestOf === 1) {
    const order = size === 7 ? CS_MAJOR_BO1_BANS : alternate(bans);
    return [...order.map(ban), decider, { who: 'second', action: 'side' }];
  }
  const banTurns = alternate(bans);
  const before = bestOf === 3 ? Math.ceil(bans / 2) : bans;
  const picks = alternate(bestOf - 1).flatMap((who): StepSpec[] => [
    { who, action: 'pick' },
    { who: other(who), action: 'side' },
  ]);
  return [...banTurns.slice(0, before).map(ban), ...picks, ...banTurns.slice(before).map(ban), decider];
}

/** Maps not yet banned, picked or set as a decider, in pool order. */
export function remainingMaps(pool: string[], taken: TakenStep[]): string[] {
  const used = new Set(taken.filter((s) => s.action !== 'side').map((s) => s.map));
  return pool.filter((map) => !used.has(map));
}

/** The map a side is chosen on: the latest picked or decided one. */
function sideMapOf(taken: TakenStep[]): string | null {
  for (let i = taken.length - 1; i >= 0; i -= 1)
    if (taken[i]!.action === 'pick' || taken[i]!.action === 'decider') return taken[i]!.map;
  return null;
}

export interface VetoProgress {
  /** The next step, or null when complete. */
  next: (StepSpec & { map: string | null }) | null;
  legal: LegalAction[];
  complete: boolean;
}

/** Where a veto stands after `taken`: the next step (with its map for a side choice) and the legal actions. */
export function vetoProgress(setup: VetoSetup, taken: TakenStep[]): VetoProgress {
  const order = vetoOrder(setup) ?? [];
  const spec = order[taken.length];
  if (!spec) return { next: null, legal: [], complete: true };
  if (spec.action === 'side') {
    const map = sideMapOf(taken)!;
    return {
      next: { ...spec, map },
      legal: VETO_SIDES.map((side) => ({ action: 'side', map, side })),
      complete: false,
    };
  }
  if (spec.who === null) return { next: { ...spec, map: null }, legal: [], complete: false };
  const action = spec.action as 'ban' | 'pick';
  return {
    next: { ...spec, map: null },
    legal: remainingMaps(setup.pool, taken).map((map) => ({ action, map, side: null })),
    complete: false,
  };
}

const pickOne = <T>(items: readonly T[], random: Random): T =>
  items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;

/**
 * The deciders due now (the rules' steps at the head of what is left), to be stored after the step before them:
 * - `schedule`: game i plays pool[i], the pool repeated when shorter than the series;
 * - `bans`: the maps left after the bans, the last game's drawn at random among them, the others in pool order;
 * - `ban_pick`: the last map left; its starting sides drawn at random (a coin toss: no knife round on console),
 *   stored as the side the higher seed starts on (Bo1: the lower seed then picks its side, so none is drawn).
 */
export function rulesSteps(setup: VetoSetup, taken: TakenStep[], random: Random): TakenStep[] {
  const order = vetoOrder(setup) ?? [];
  const added: TakenStep[] = [];
  const all = () => [...taken, ...added];
  if (setup.mode === 'bans' && order[taken.length]?.action === 'decider') {
    const left = remainingMaps(setup.pool, taken);
    const last = pickOne(left, random);
    for (const map of [...left.filter((m) => m !== last), last])
      added.push({ who: null, action: 'decider', map, side: null });
    return added;
  }
  while (order[all().length]?.who === null) {
    const index = all().length;
    if (setup.mode === 'schedule') {
      added.push({ who: null, action: 'decider', map: setup.pool[index % setup.pool.length]!, side: null });
      continue;
    }
    const [map] = remainingMaps(setup.pool, all());
    const sideChosenNext = order[index + 1]?.action === 'side';
    added.push({
      who: null,
      action: 'decider',
      map: map!,
      side: sideChosenNext ? null : pickOne(VETO_SIDES, random),
    });
  }
  return added;
}

/** Why an action is refused, or null when it is the legal action of `who` now. */
export type VetoRefusal =
  'complete' | 'not_your_turn' | 'wrong_action' | 'side_required' | 'side_map' | 'not_in_pool' | 'used';

export function checkAction(
  setup: VetoSetup,
  taken: TakenStep[],
  who: Who,
  input: { action: VetoCaptainAction; map: string; side?: VetoSide | undefined },
): VetoRefusal | null {
  const { next } = vetoProgress(setup, taken);
  if (!next) return 'complete';
  if (next.who !== who) return 'not_your_turn';
  if (next.action !== input.action) return 'wrong_action';
  if (input.action === 'side') {
    if (!input.side) return 'side_required';
    return input.map === next.map ? null : 'side_map';
  }
  if (!setup.pool.includes(input.map)) return 'not_in_pool';
  return remainingMaps(setup.pool, taken).includes(input.map) ? null : 'used';
}

/** The random legal action taken for a captain who did not act in time. */
export function timeoutAction(setup: VetoSetup, taken: TakenStep[], random: Random): TakenStep | null {
  const { next, legal } = vetoProgress(setup, taken);
  if (!next || next.who === null || legal.length === 0) return null;
  const chosen = pickOne(legal, random);
  return { who: next.who, action: chosen.action, map: chosen.map, side: chosen.side };
}

export interface VetoGame {
  number: number;
  map: string;
  host: Who;
  pickedBy: Who | null;
  /** Who starts on attack, when the veto chose sides. */
  attack: Who | null;
}

/** The games of a complete veto: the picked and decided maps in the order taken; hosts alternate from the first. */
export function vetoGames(taken: TakenStep[]): VetoGame[] {
  const games: VetoGame[] = [];
  for (const step of taken) {
    if (step.action === 'pick' || step.action === 'decider') {
      const number = games.length + 1;
      // A ban-pick decider's side is the higher seed's starting side.
      const drawn = step.action === 'decider' ? step.side : null;
      const attack: Who | null = drawn === null ? null : drawn === 'attack' ? 'first' : 'second';
      games.push({
        number,
        map: step.map,
        host: number % 2 === 1 ? 'first' : 'second',
        pickedBy: step.action === 'pick' ? step.who : null,
        attack,
      });
    } else if (step.action === 'side' && step.who) {
      const game = games.find((g) => g.map === step.map);
      if (game) game.attack = step.side === 'attack' ? step.who : other(step.who);
    }
  }
  return games;
}
