/**
 * The rules every bracket storage of ours keeps (the database adapter and the in-memory one), as a shared
 * test suite: what brackets-manager relies on and what its own storages do.
 */
import { expect, it } from 'vitest';
import { BracketsManager, type CrudInterface, type DataTypes } from 'brackets-manager';

type Match = DataTypes['match'];

const aMatch = (number: number, round = 0) =>
  ({
    stage_id: 0,
    group_id: 0,
    round_id: round,
    number,
    child_count: 0,
    status: 2,
    opponent1: { id: 1, position: 1, score: 1 },
    opponent2: { id: 2, position: 2, score: 0 },
  }) as unknown as Match;

export function storageContract(makeStorage: () => Promise<CrudInterface>): void {
  async function storageWithMatch() {
    const storage = await makeStorage();
    const id = await storage.insert('match', aMatch(1));
    return { storage, id };
  }

  it('updates by filter without wiping the other keys of an opponent', async () => {
    const { storage, id } = await storageWithMatch();
    await storage.update('match', { round_id: 0 }, {
      status: 4,
      opponent1: { score: 3, result: 'win' },
    } as Partial<Match>);
    const match = (await storage.select('match', id))!;
    expect(match.status).toBe(4);
    expect(match.opponent1).toEqual({ id: 1, position: 1, score: 3, result: 'win' });
    expect(match.opponent2).toEqual({ id: 2, position: 2, score: 0 });
  });

  it('replaces an opponent given as null or over a null one, as a bye does', async () => {
    const { storage, id } = await storageWithMatch();
    await storage.update('match', { number: 1 }, { opponent2: null } as Partial<Match>);
    expect((await storage.select('match', id))!.opponent2).toBeNull();
    await storage.update('match', { number: 1 }, { opponent2: { id: 5 } } as Partial<Match>);
    expect((await storage.select('match', id))!.opponent2).toEqual({ id: 5 });
  });

  it('replaces the whole record on an update by id', async () => {
    const { storage, id } = await storageWithMatch();
    const match = (await storage.select('match', id))!;
    await storage.update('match', id, { ...match, opponent1: { id: 1 } });
    expect((await storage.select('match', id))!.opponent1).toEqual({ id: 1 });
  });

  it('gives positive ids, answers rows in insertion order and accepts an id given as a string', async () => {
    const storage = await makeStorage();
    expect(await storage.insert('match', [aMatch(3), aMatch(1), aMatch(2)])).toBe(true);
    const rows = (await storage.select('match'))!;
    expect(rows.map((m) => m.number)).toEqual([3, 1, 2]);
    const ids = rows.map((m) => Number(m.id));
    expect(ids.every((id) => Number.isSafeInteger(id) && id > 0)).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect((await storage.select('match', String(ids[1]) as unknown as number))?.number).toBe(1);
  });

  it('selects, updates and deletes by filter only the matching rows of the table', async () => {
    const storage = await makeStorage();
    await storage.insert('match', [aMatch(1, 0), aMatch(2, 0), aMatch(1, 1)]);
    await storage.insert('round', {
      id: 0,
      stage_id: 0,
      group_id: 0,
      number: 1,
    } as unknown as DataTypes['round']);
    expect((await storage.select('match', { round_id: 0 }))!.map((m) => m.number)).toEqual([1, 2]);
    expect(await storage.select('match', { round_id: 7 })).toEqual([]);
    await storage.update('match', { round_id: 1 }, { child_count: 3 });
    expect((await storage.select('match'))!.map((m) => m.child_count)).toEqual([0, 0, 3]);
    await storage.delete('match', { number: 1 });
    expect((await storage.select('match'))!.map((m) => m.number)).toEqual([2]);
    expect(await storage.select('round')).toHaveLength(1);
    await storage.delete('match');
    expect(await storage.select('match')).toEqual([]);
  });

  it('answers null or false for an id it does not hold, and drops fields set to undefined', async () => {
    const { storage, id } = await storageWithMatch();
    expect(await storage.select('match', 999_999)).toBeNull();
    expect(await storage.select('round', id)).toBeNull();
    expect(await storage.update('match', 999_999, aMatch(9))).toBe(false);
    const match = (await storage.select('match', id))!;
    await storage.update('match', id, { ...match, opponent1: { id: 1, score: undefined } });
    expect((await storage.select('match', id))!.opponent1).toEqual({ id: 1 });
  });

  // Ported from brackets-manager's own suite run on our adapter (decision 0018): these failed on the adapter
  // that replaced opponent1/opponent2 on an update by filter, which is how a match syncs its games.
  async function bestOfThree() {
    const storage = await makeStorage();
    const manager = new BracketsManager(storage);
    const stage = await manager.create.stage({
      tournamentId: 0,
      name: 'Best of three',
      type: 'single_elimination',
      seeding: ['Team 1', 'Team 2', 'Team 3', 'Team 4'],
      settings: { matchesChildCount: 3 },
    });
    const [first, , final] = (await storage.select('match', { stage_id: stage.id }))!;
    const gamesOf = async (match: Match) =>
      ((await storage.select('match_game', { parent_id: match.id })) ?? []).sort(
        (a, b) => a.number - b.number,
      );
    return { storage, manager, first: first!, final: final!, gamesOf };
  }

  it('a best-of-three ends after two game wins, and every game keeps its score and result', async () => {
    const { storage, manager, first, final, gamesOf } = await bestOfThree();
    const [game1, game2, game3] = await gamesOf(first);
    await manager.update.matchGame({
      id: game1!.id,
      opponent1: { score: 16, result: 'win' },
      opponent2: { score: 9 },
    });
    expect((await storage.select('match', first.id))!.status).toBe(3);
    await manager.update.matchGame({
      id: game2!.id,
      opponent1: { score: 7 },
      opponent2: { score: 16, result: 'win' },
    });
    await manager.update.matchGame({
      id: game3!.id,
      opponent1: { score: 16, result: 'win' },
      opponent2: { score: 14 },
    });

    const parent = (await storage.select('match', first.id))!;
    expect(parent.status).toBe(4);
    expect(parent.opponent1).toMatchObject({ score: 2, result: 'win' });
    expect(parent.opponent2).toMatchObject({ score: 1, result: 'loss' });
    const games = await gamesOf(first);
    expect(games.map((g) => [g.opponent1?.score, g.opponent2?.score])).toEqual([
      [16, 9],
      [7, 16],
      [16, 14],
    ]);
    expect(games.map((g) => g.opponent1?.result)).toEqual(['win', 'loss', 'win']);
    expect(games.every((g) => g.opponent1?.id === parent.opponent1?.id)).toBe(true);
    // The winner reaches the final, whose games now know their first team.
    const finalGames = await gamesOf(final);
    expect(finalGames.map((g) => g.opponent1?.id)).toEqual([
      parent.opponent1?.id,
      parent.opponent1?.id,
      parent.opponent1?.id,
    ]);
  });

  it('a game keeps its extra fields and result when its parent match syncs the games', async () => {
    const { manager, first, gamesOf } = await bestOfThree();
    const [game1] = await gamesOf(first);
    await manager.update.matchGame({
      id: game1!.id,
      opponent1: { score: 3, result: 'win', map_pick: true } as unknown as Match['opponent1'],
      opponent2: { score: 1 },
    });
    // Resetting the parent's other games' statuses rewrites every game of the match by filter.
    await manager.update.match({ id: first.id, opponent1: { score: 1 } });
    const [stored] = await gamesOf(first);
    expect(stored!.opponent1).toMatchObject({ score: 3, result: 'win', map_pick: true });
  });
}
