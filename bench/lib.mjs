// Shared by the benchmarks: start a server script and wait for its READY line, percentiles, and the
// results each benchmark leaves in bench/results/<name>.json for bench/report.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureProjectRuntime } from '../scripts/runtime.mjs';

// Benchmarks measure the runtime production uses, even when started as `node bench/<name>.mjs`.
ensureProjectRuntime();

export const root = path.resolve(import.meta.dirname, '..');

/**
 * BENCH_SMOKE=1 (bench/smoke.mjs, run by CI): the benchmark runs its whole course, usually at a smaller size, to
 * show it still works against today's API; its figures are printed but neither judged nor kept. It exits 0 once it
 * has reached its result, 1 when anything failed before (a refused call, a server that did not start, an error).
 */
const smoke = process.env.BENCH_SMOKE === '1';
let reachedResult = false;
let failed = false;
/** Set when this process ran the benchmark again in a child (exitWithChild): the child's status is the answer. */
let childStatus = null;
if (smoke) {
  process.on('uncaughtExceptionMonitor', () => {
    failed = true;
  });
  process.on('exit', (code) => {
    process.exitCode = childStatus ?? (reachedResult && !failed ? 0 : code || 1);
  });
}

/** Ends this process with the status of a child that ran the same benchmark (e.g. under a raised file limit). */
export function exitWithChild(status) {
  childStatus = status;
  process.exit(status);
}

/** Runs `args` with node from the repository root; resolves with the JSON (or port) after "READY ". */
export function startServer(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      // Complete lines only: a long READY line arrives in several chunks.
      const line = out
        .split('\n')
        .slice(0, -1)
        .find((l) => l.startsWith('READY '));
      if (!line) return;
      const rest = line.slice(6).trim();
      resolve({ child, ...(rest.startsWith('{') ? JSON.parse(rest) : { port: Number(rest) }) });
    });
    child.on('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`)),
    );
  });
}

/**
 * Node flags that make a benchmark server write its V8 CPU profile into BENCH_CPU_PROFILE (a folder) when it exits;
 * none when unset. Inspect the profile with `node bench/profile-summary.mjs <file.cpuprofile>`.
 */
export function cpuProfileArgs() {
  const dir = process.env.BENCH_CPU_PROFILE;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. Beside wall-clock
 * figures on a shared machine: the work a run costs the server does not grow with the machine's load.
 */
export function processCpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `rows`: [{ name, figures: {label: value}, budget: 'text', met: true|false|null }]. */
export function writeResult(name, title, rows) {
  if (smoke) {
    reachedResult = true;
    console.log(`\nsmoke: ${name} ran to its result (${rows.length} rows; figures not judged, not kept)`);
    return true;
  }
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify(
      // The machine's 1-minute load average when the figures were taken: on a shared machine it explains a slow run.
      {
        name,
        title,
        rows,
        at: new Date().toISOString(),
        node: process.version,
        load: os.loadavg()[0].toFixed(1),
      },
      null,
      2,
    ),
  );
  return rows.every((row) => row.met !== false);
}
