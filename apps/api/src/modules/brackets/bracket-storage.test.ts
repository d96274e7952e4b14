import { describe, expect, it } from 'vitest';
import type { DataTypes } from 'brackets-manager';
type Match = DataTypes['match'];
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { testDatabase } from '../../../test/harness';
import { createBracketStorage } from './bracket-storage';

async function storageWithMatch() {
  const { db } = await testDatabase();
  const game = await insertGame(db);
  const tournament = await insertTournament(db, game.id);
  const storage = createBracketStorage(db, tournament.id);
  const id = await storage.insert('match', {
    stage_id: 0,
    group_id: 0,
    round_id: 0,
    number: 1,
    child_count: 0,
    status: 2,
    opponent1: { id: 1, position: 1, score: 1 },
    opponent2: { id: 2, position: 2, score: 0 },
  } as unknown as Match);
  return { storage, id };
}

describe('the bracket storage', () => {
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
});
