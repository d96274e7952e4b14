import { describe } from 'vitest';
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
});
