/** The veto's orders, legal actions, deciders, timeouts and games (decision 0041). */
import { describe, expect, it } from 'vitest';
import {
  checkAction,
  rulesSteps,
  timeoutAction,
  vetoGames,
  vetoOrder,
  vetoProgress,
  type Random,
  type TakenStep,
  type VetoSetup,
} from './veto.rules';

const SEVEN = ['Ancient', 'Anubis', 'Dust2', 'Inferno', 'Mirage', 'Nuke', 'Train'];

/** A seeded sequence in [0, 1): the same draws every run. */
function seeded(seed: number): Random {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const short = (order: ReturnType<typeof vetoOrder>) =>
  order?.map((s) => `${s.who === 'first' ? 'A' : s.who === 'second' ? 'B' : '-'}:${s.action}`);

/** Plays a veto to the end: every captain step at random, the rules' steps as they come. */
function playOut(setup: VetoSetup, random: Random): TakenStep[] {
  const taken: TakenStep[] = [...rulesSteps(setup, [], random)];
  for (let guard = 0; guard < 50 && !vetoProgress(setup, taken).complete; guard += 1) {
    const step = timeoutAction(setup, taken, random)!;
    const action = step.action as 'ban' | 'pick' | 'side';
    expect(
      checkAction(setup, taken, step.who!, { action, map: step.map, side: step.side ?? undefined }),
    ).toBeNull();
    taken.push(step);
    taken.push(...rulesSteps(setup, taken, random));
  }
  return taken;
}

describe('vetoOrder', () => {
  it('ban_pick Bo1 from 7 maps is the CS Major order: A bans 2, B bans 3, A bans 1, B picks side', () => {
    expect(short(vetoOrder({ mode: 'ban_pick', bestOf: 1, pool: SEVEN }))).toEqual([
      'A:ban',
      'A:ban',
      'B:ban',
      'B:ban',
      'B:ban',
      'A:ban',
      '-:decider',
      'B:side',
    ]);
  });

  it('ban_pick Bo3 from 7 maps: ban, ban, pick (+side), pick (+side), ban, ban, decider', () => {
    expect(short(vetoOrder({ mode: 'ban_pick', bestOf: 3, pool: SEVEN }))).toEqual([
      'A:ban',
      'B:ban',
      'A:pick',
      'B:side',
      'B:pick',
      'A:side',
      'A:ban',
      'B:ban',
      '-:decider',
    ]);
  });

  it('ban_pick Bo5 from 7 maps: ban, ban, pick, pick, pick, pick (each with the other side), decider', () => {
    expect(short(vetoOrder({ mode: 'ban_pick', bestOf: 5, pool: SEVEN }))).toEqual([
      'A:ban',
      'B:ban',
      'A:pick',
      'B:side',
      'B:pick',
      'A:side',
      'A:pick',
      'B:side',
      'B:pick',
      'A:side',
      '-:decider',
    ]);
  });

  it('ban_pick Bo7 from 7 maps has no ban; Bo1 from 4 maps alternates bans', () => {
    const bo7 = short(vetoOrder({ mode: 'ban_pick', bestOf: 7, pool: SEVEN }))!;
    expect(bo7.filter((s) => s.endsWith('ban'))).toEqual([]);
    expect(bo7.filter((s) => s.endsWith('pick'))).toEqual([
      'A:pick',
      'B:pick',
      'A:pick',
      'B:pick',
      'A:pick',
      'B:pick',
    ]);
    expect(short(vetoOrder({ mode: 'ban_pick', bestOf: 1, pool: SEVEN.slice(0, 4) }))).toEqual([
      'A:ban',
      'B:ban',
      'A:ban',
      '-:decider',
      'B:side',
    ]);
  });

  it('bans: alternate bans until one map per game is left, then a decider per game', () => {
    expect(short(vetoOrder({ mode: 'bans', bestOf: 3, pool: SEVEN }))).toEqual([
      'A:ban',
      'B:ban',
      'A:ban',
      'B:ban',
      '-:decider',
      '-:decider',
      '-:decider',
    ]);
  });

  it('refuses a pool smaller than the series (not schedule, which repeats it)', () => {
    expect(vetoOrder({ mode: 'ban_pick', bestOf: 5, pool: SEVEN.slice(0, 4) })).toBeNull();
    expect(vetoOrder({ mode: 'bans', bestOf: 3, pool: SEVEN.slice(0, 2) })).toBeNull();
    expect(vetoOrder({ mode: 'schedule', bestOf: 5, pool: SEVEN.slice(0, 2) })).toHaveLength(5);
  });
});

describe('playing a veto', () => {
  it('ban_pick Bo3: the picks are games 1 and 2, the last map is the decider, sides and hosts set', () => {
    const setup: VetoSetup = { mode: 'ban_pick', bestOf: 3, pool: SEVEN };
    const taken: TakenStep[] = [];
    const act = (
      who: 'first' | 'second',
      action: 'ban' | 'pick' | 'side',
      map: string,
      side?: 'attack' | 'defence',
    ) => {
      expect(checkAction(setup, taken, who, { action, map, side })).toBeNull();
      taken.push({ who, action, map, side: side ?? null });
      taken.push(...rulesSteps(setup, taken, () => 0));
    };
    act('first', 'ban', 'Train');
    act('second', 'ban', 'Nuke');
    act('first', 'pick', 'Mirage');
    expect(vetoProgress(setup, taken).legal).toEqual([
      { action: 'side', map: 'Mirage', side: 'attack' },
      { action: 'side', map: 'Mirage', side: 'defence' },
    ]);
    act('second', 'side', 'Mirage', 'defence');
    act('second', 'pick', 'Inferno');
    act('first', 'side', 'Inferno', 'attack');
    act('first', 'ban', 'Ancient');
    act('second', 'ban', 'Anubis');
    expect(vetoProgress(setup, taken).complete).toBe(true);
    expect(vetoGames(taken)).toEqual([
      { number: 1, map: 'Mirage', host: 'first', pickedBy: 'first', attack: 'first' },
      { number: 2, map: 'Inferno', host: 'second', pickedBy: 'second', attack: 'first' },
      // random() = 0 draws 'attack' for the higher seed on the decider.
      { number: 3, map: 'Dust2', host: 'first', pickedBy: null, attack: 'first' },
    ]);
  });

  it('refuses out of turn, the wrong action, a map not in the pool or used, a side on another map', () => {
    const setup: VetoSetup = { mode: 'ban_pick', bestOf: 3, pool: SEVEN };
    expect(checkAction(setup, [], 'second', { action: 'ban', map: 'Nuke' })).toBe('not_your_turn');
    expect(checkAction(setup, [], 'first', { action: 'pick', map: 'Nuke' })).toBe('wrong_action');
    expect(checkAction(setup, [], 'first', { action: 'ban', map: 'Vertigo' })).toBe('not_in_pool');
    const taken: TakenStep[] = [
      { who: 'first', action: 'ban', map: 'Nuke', side: null },
      { who: 'second', action: 'ban', map: 'Train', side: null },
    ];
    expect(checkAction(setup, taken, 'first', { action: 'pick', map: 'Nuke' })).toBe('used');
    taken.push({ who: 'first', action: 'pick', map: 'Mirage', side: null });
    expect(checkAction(setup, taken, 'second', { action: 'side', map: 'Mirage' })).toBe('side_required');
    expect(checkAction(setup, taken, 'second', { action: 'side', map: 'Dust2', side: 'attack' })).toBe(
      'side_map',
    );
  });

  it('bans Bo3: the decider (last game) is drawn among the maps left, the others in pool order', () => {
    const setup: VetoSetup = { mode: 'bans', bestOf: 3, pool: SEVEN };
    const bans: TakenStep[] = ['Ancient', 'Anubis', 'Dust2', 'Inferno'].map((map, i) => ({
      who: i % 2 === 0 ? 'first' : 'second',
      action: 'ban',
      map,
      side: null,
    }));
    const lastDrawn = (r: number) => rulesSteps(setup, bans, () => r).map((s) => s.map);
    expect(lastDrawn(0)).toEqual(['Nuke', 'Train', 'Mirage']);
    expect(lastDrawn(0.5)).toEqual(['Mirage', 'Train', 'Nuke']);
    expect(lastDrawn(0.99)).toEqual(['Mirage', 'Nuke', 'Train']);
    const games = vetoGames([...bans, ...rulesSteps(setup, bans, () => 0)]);
    expect(games.map((g) => [g.map, g.host])).toEqual([
      ['Nuke', 'first'],
      ['Train', 'second'],
      ['Mirage', 'first'],
    ]);
  });

  it('schedule: game i plays pool[i], repeated when the pool is shorter, complete at once', () => {
    const setup: VetoSetup = {
      mode: 'schedule',
      bestOf: 5,
      pool: ['Hardpoint', 'Search and Destroy', 'Control'],
    };
    const taken = rulesSteps(setup, [], () => 0);
    expect(vetoProgress(setup, taken).complete).toBe(true);
    expect(vetoGames(taken).map((g) => g.map)).toEqual([
      'Hardpoint',
      'Search and Destroy',
      'Control',
      'Hardpoint',
      'Search and Destroy',
    ]);
  });

  it('a timeout takes a legal action of the team on turn', () => {
    const setup: VetoSetup = { mode: 'ban_pick', bestOf: 1, pool: SEVEN };
    expect(timeoutAction(setup, [], () => 0.99)).toEqual({
      who: 'first',
      action: 'ban',
      map: 'Train',
      side: null,
    });
  });

  it.each([
    ['bans', 1],
    ['bans', 3],
    ['ban_pick', 1],
    ['ban_pick', 3],
    ['ban_pick', 5],
    ['ban_pick', 7],
  ] as const)(
    '%s Bo%i played at random over pools of every size ends with one distinct map per game',
    (mode, bestOf) => {
      for (let size = Math.max(2, bestOf); size <= 16; size += 1) {
        for (let seed = 1; seed <= 20; seed += 1) {
          const setup: VetoSetup = {
            mode,
            bestOf,
            pool: Array.from({ length: size }, (_, i) => `Map ${i + 1}`),
          };
          const games = vetoGames(playOut(setup, seeded(seed * 31 + size)));
          expect(games).toHaveLength(bestOf);
          expect(new Set(games.map((g) => g.map)).size).toBe(bestOf);
          expect(games.map((g) => g.host)).toEqual(games.map((_, i) => (i % 2 === 0 ? 'first' : 'second')));
          if (mode === 'ban_pick') expect(games.every((g) => g.attack !== null)).toBe(true);
        }
      }
    },
  );
});
