// The enrolment race of docs/product.md: 200 funded captains race for 16 slots. Budget: exactly 16
// enrolments and 16 debits, every request answered, p99 under 1 s, on PGlite and on PostgreSQL
// (PostgreSQL when BENCH_DATABASE_URL is set, e.g. postgres://postgres@127.0.0.1:5432/postgres).
// BENCH_CPU_PROFILE=<folder> writes the server's CPU profile there.
import { cpuProfileArgs, percentile, processCpuSeconds, startServer, writeResult } from './lib.mjs';

const start = (env) =>
  startServer([...cpuProfileArgs(), '--import', 'tsx', 'bench/enrolment-server.ts'], env);

async function race(target) {
  const base = `http://127.0.0.1:${target.port}/api`;
  // Warm-up: connections, JIT and the session path, as a running server would have them.
  for (let i = 0; i < 5; i += 1) {
    await Promise.all(
      target.entrants
        .slice(0, 50)
        .map((e) =>
          fetch(`${base}/user-profile`, { headers: { authorization: `Bearer ${e.token}` } }).then((r) =>
            r.text(),
          ),
        ),
    );
  }
  const cpuBefore = processCpuSeconds(target.child.pid);
  const began = performance.now();
  const answers = await Promise.all(
    target.entrants.map(async (e) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/add-tournament-participants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${e.token}` },
        body: JSON.stringify({
          tournament_id: target.tournamentId,
          team_id: e.teamId,
          captain_id: e.captainId,
        }),
      });
      await response.text();
      return { status: response.status, ms: performance.now() - t0 };
    }),
  );
  const wall = performance.now() - began;
  // The outbox's work for the 16 entries follows the answers: counted too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpuAfter = processCpuSeconds(target.child.pid);
  const serverCpu = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) * 1000;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const details = await (await fetch(`${base}/tournament-details?id=${target.tournamentId}`)).json();
  let debited = 0;
  for (const e of target.entrants) {
    const profile = await (
      await fetch(`${base}/user-profile`, { headers: { authorization: `Bearer ${e.token}` } })
    ).json();
    if (profile.user.user_details.credits === 0) debited += 1;
  }
  return {
    engine: target.engine,
    accepted: answers.filter((a) => a.status === 200).length,
    refused: answers.filter((a) => a.status === 400).length,
    other: answers.filter((a) => a.status !== 200 && a.status !== 400).length,
    enrolled: details.tournament.enrolled_teams,
    debited,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    wall,
    serverCpu,
    slots: target.slots,
  };
}

const engines = [{ BENCH_DATABASE_URL: '' }];
if (process.env.BENCH_DATABASE_URL) engines.push({ BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL });
else console.log('(set BENCH_DATABASE_URL to race on PostgreSQL too)');

const results = [];
for (const env of engines) {
  const target = await start(env);
  try {
    results.push(await race(target));
  } finally {
    target.child.kill('SIGTERM');
  }
}

console.log(
  '\nEnrolment race: 200 funded captains, 16 slots (budget: 16 enrolments, 16 debits, all answered, p99 < 1 s)\n',
);
console.log(
  '| engine | 200 | 400 | other | enrolled | debited | p50 ms | p99 ms | wall ms | server CPU ms | budget |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
let met = true;
for (const r of results) {
  const ok =
    r.accepted === r.slots &&
    r.enrolled === r.slots &&
    r.debited === r.slots &&
    r.other === 0 &&
    r.p99 < 1000;
  met &&= ok;
  console.log(
    `| ${r.engine} | ${r.accepted} | ${r.refused} | ${r.other} | ${r.enrolled} | ${r.debited} | ${Math.round(r.p50)} | ${Math.round(r.p99)} | ${Math.round(r.wall)} | ${r.serverCpu === null ? '-' : Math.round(r.serverCpu)} | ${ok ? 'met' : 'NOT met'} |`,
  );
}
writeResult(
  'enrolment',
  'Enrolment race: 200 funded captains, 16 slots',
  results.map((r) => ({
    name: r.engine,
    figures: {
      accepted: r.accepted,
      refused: r.refused,
      other: r.other,
      enrolled: r.enrolled,
      debited: r.debited,
      'p50 ms': Math.round(r.p50),
      'p99 ms': Math.round(r.p99),
      ...(r.serverCpu === null ? {} : { 'server CPU ms': Math.round(r.serverCpu) }),
    },
    budget: '16 enrolments and debits, every request answered, p99 < 1 s',
    met:
      r.accepted === r.slots &&
      r.enrolled === r.slots &&
      r.debited === r.slots &&
      r.other === 0 &&
      r.p99 < 1000,
  })),
);
process.exitCode = met ? 0 : 1;
