// Benchmark target for bracket scale (bench/scale.mjs): the real app (outbox worker included) on a fresh database
// with pending double-elimination tournaments full of solo teams: one of 1,024 teams, one of 256 and
// BENCH_SMALL_CUPS (8) of 16, each team's captain signed in. The driver starts them, reads their brackets and
// plays their matches through the public and admin routes. Teams and entries are inserted straight into the
// database (a thousand enrolments through the API would measure enrolment, which bench/enrolment.mjs does).
import { games } from '../apps/api/src/db/schema/games';
import { benchDatabase, insertSignedInPlayers, serve } from './bench-app';
import { insertFullCup } from './full-cup';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1024,256').split(',').map(Number);
const SMALL_CUPS = Number(process.env.BENCH_SMALL_CUPS ?? 8);
const SMALL = 16;

const setup = await benchDatabase('scale');
const { db } = setup.database;
const [game] = await db.insert(games).values({ gameName: 'Bench Scale Game' }).returning({ id: games.id });
const admin = await insertSignedInPlayers(setup.database, 1, 'scaleadmin', () => ({ role: 'admin' }));

const fullCup = (size: number, label: string) =>
  insertFullCup(setup.database, { gameId: game!.id, size, label, prefix: 'Scale' });

const cups = [];
for (const size of SIZES) cups.push(await fullCup(size, String(size)));
for (let i = 0; i < SMALL_CUPS; i += 1) cups.push(await fullCup(SMALL, `${SMALL}-${i}`));
await serve(setup, { adminToken: admin[0]!.token, cups }, [admin[0]!.token]);
