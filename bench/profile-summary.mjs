// Summarises a V8 CPU profile (`--cpu-prof`, e.g. BENCH_CPU_PROFILE=<folder> on a benchmark): the functions with
// the most self time and the files (node_modules packages grouped) with the most self and total time.
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [rows=25] [from-to seconds, e.g. 31-36]
// Without a window it first prints a timeline (busy share per second) so that the measured part (the race, the
// load) can be picked out of the server's start-up.
import fs from 'node:fs';

const [file, rowsArg, windowArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [rows] [from-to seconds]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 25);
const [from, to] = windowArg ? windowArg.split('-').map((x) => Number(x) * 1e6) : [0, Infinity];
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the samples and their time deltas (microseconds).
const self = new Map();
let total = 0;
let clock = 0;
const timeline = [];
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  clock += dt;
  const second = Math.floor(clock / 1e6);
  timeline[second] ??= { busy: 0, all: 0 };
  timeline[second].all += dt;
  if (nodes.get(id).callFrame.functionName !== '(idle)') timeline[second].busy += dt;
  if (clock < from || clock > to) return;
  self.set(id, (self.get(id) ?? 0) + dt);
  total += dt;
});
if (!windowArg) {
  console.log('timeline (second: busy share)');
  console.log(timeline.map((t, s) => `${s}:${t ? Math.round((100 * t.busy) / t.all) : 0}%`).join(' '));
}

const where = (frame) => {
  const url = frame.url || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `pkg:${pkg[1]}`;
  return url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
};
const fnName = (frame) => `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;

const byFunction = new Map();
const fileSelf = new Map();
const fileTotal = new Map();
for (const [id, t] of self) {
  const frame = nodes.get(id).callFrame;
  byFunction.set(fnName(frame), (byFunction.get(fnName(frame)) ?? 0) + t);
  fileSelf.set(where(frame), (fileSelf.get(where(frame)) ?? 0) + t);
  // Total time: each sample counts once for every file on its stack.
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const w = where(nodes.get(cur).callFrame);
    if (seen.has(w)) continue;
    seen.add(w);
    fileTotal.set(w, (fileTotal.get(w) ?? 0) + t);
  }
}

const pct = (t) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, rows);
console.log(`profile ${file}: ${(total / 1000).toFixed(0)} ms sampled`);
console.log('\nself time by function');
for (const [name, t] of top(byFunction)) console.log(`${pct(t)}  ${name}`);
console.log('\nself time by file');
for (const [name, t] of top(fileSelf)) console.log(`${pct(t)}  ${name}`);
console.log('\ntotal time by file (on the stack)');
for (const [name, t] of top(fileTotal)) console.log(`${pct(t)}  ${name}`);
