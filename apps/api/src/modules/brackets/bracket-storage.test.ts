import { describe, expect, it, vi } from 'vitest';
import type { DataTypes } from 'brackets-manager';
import { insertGame, insertTournament } from '../../../test/catalogue-fixtures';
import { testDatabase } from '../../../test/harness';
import { createBracketStorage } from './bracket-storage';
import { storageContract } from './bracket-storage.contract';

describe('the bracket storage on the database', () => {
  storageContract(async () => {
    const { db } = await testDatabase();
    const game = await insertGame(db);
    const tournament = await insertTournament(db, game.id);
    return createBracketStorage(db, tournament.id);
  });

  // A result asks for the same match several times (brackets-manager, then the notices and deadlines of the
  // change, decision 0036): a record it read or wrote by id is answered without another statement.
  it('answers a record it read or wrote by id again without a statement, as a copy, until a write by filter', async () => {
    const { db } = await testDatabase();
    const game = await insertGame(db);
    const tournament = await insertTournament(db, game.id);
    const storage = createBracketStorage(db, tournament.id);
    const match = {
      stage_id: 0,
      group_id: 0,
      round_id: 7,
      number: 1,
      child_count: 0,
      status: 2,
      opponent1: { id: 1, position: 1 },
      opponent2: { id: 2, position: 2 },
    } as unknown as DataTypes['match'];
    const id = Number(await storage.insert('match', match));
    const statements = vi.spyOn(db, 'select');
    try {
      const first = (await storage.select('match', id))!;
      expect(statements).toHaveBeenCalledTimes(1);
      // Changing what it was given changes nothing stored or remembered.
      first.status = 5;
      expect((await storage.select('match', id))!.status).toBe(2);
      expect(await storage.selectByIds('match', [id])).toEqual([{ ...match, id }]);
      expect(statements).toHaveBeenCalledTimes(1);

      // Written by id: answered as written.
      await storage.update('match', id, { ...match, id, status: 3 });
      expect((await storage.select('match', id))!.status).toBe(3);
      expect(statements).toHaveBeenCalledTimes(1);

      // Written by filter (a merge in the database): read again.
      await storage.update('match', { round_id: 7 }, { status: 4 } as Partial<DataTypes['match']>);
      expect((await storage.select('match', id))!.status).toBe(4);
      expect(statements).toHaveBeenCalledTimes(2);
    } finally {
      statements.mockRestore();
    }
  });
});
