// Benchmark target for series scale (bench/series-scale.mjs, issue 26): the real app (outbox worker included) on
// a fresh database with three pending tournaments full of solo teams, each team's captain signed in: a 256-team
// Swiss (fixed rounds, Bo1), a 1,024-team double elimination with a double grand final, Bo3 matches, a Bo5 final
// and a bans veto over a pool of 7 maps (every first-round veto opens in the start's transaction), and the same
// 1,024-team double elimination without series or veto (the baseline the scale benchmark measures). Teams and
// entries are inserted straight into the database, as bench/scale-server.ts does.
import { games } from '../apps/api/src/db/schema/games';
import type { tournaments } from '../apps/api/src/db/schema/tournaments';
import { benchDatabase, insertSignedInPlayers, serve } from './bench-app';
import { insertFullCup } from './full-cup';

const setup = await benchDatabase('series_scale');
const { db } = setup.database;
const [game] = await db.insert(games).values({ gameName: 'Bench Series Game' }).returning({ id: games.id });
const admin = await insertSignedInPlayers(setup.database, 1, 'seriesadmin', () => ({ role: 'admin' }));

const fullCup = (size: number, label: string, settings: Partial<typeof tournaments.$inferInsert>) =>
  insertFullCup(setup.database, { gameId: game!.id, size, label, prefix: 'Series', settings });

const cups = [
  { kind: 'swiss', ...(await fullCup(256, 'swiss', { bracketFormat: 'swiss' })) },
  {
    kind: 'de-series',
    ...(await fullCup(1024, 'de-series', {
      grandFinal: 'double',
      bestOf: 3,
      finalBestOf: 5,
      veto: 'bans',
      mapPool: ['Ascent', 'Bind', 'Haven', 'Split', 'Icebox', 'Breeze', 'Lotus'],
    })),
  },
  { kind: 'de-plain', ...(await fullCup(1024, 'de-plain', {})) },
];
await serve(setup, { adminToken: admin[0]!.token, cups }, [admin[0]!.token]);
