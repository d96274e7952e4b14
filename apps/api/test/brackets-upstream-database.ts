/**
 * Our bracket storage on an embedded database, for brackets-manager's upstream test suite
 * (scripts/brackets-upstream.mjs): one migrated database per run, and a new tournament, so an empty bracket
 * scope, for every storage the suite creates and every reset. The adapter scopes every query by tournament,
 * so a new scope sees exactly what a fresh database would, with other tournaments' rows beside it.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_MIGRATIONS_DIR, projectRoot } from '../src/config';
import { wrapPglite, type Database } from '../src/db/client';
import { createBracketStorage, type BracketStorage } from '../src/modules/brackets/bracket-storage';
import { insertGame, insertTournament } from './catalogue-fixtures';

let database: Promise<Database> | undefined;

async function migratedDatabase(): Promise<Database> {
  // The suite runs in the upstream checkout: find our migrations from this file, not from the working folder.
  const migrations = path.join(projectRoot(import.meta.dirname), DEFAULT_MIGRATIONS_DIR);
  const created = wrapPglite(await PGlite.create(), migrations);
  await created.migrate();
  return created;
}

export async function openBracketScope(): Promise<BracketStorage> {
  database ??= migratedDatabase();
  const { db } = await database;
  const game = await insertGame(db);
  const tournament = await insertTournament(db, game.id);
  return createBracketStorage(db, tournament.id);
}

export async function closeDatabase(): Promise<void> {
  if (database) await (await database).close();
  database = undefined;
}
