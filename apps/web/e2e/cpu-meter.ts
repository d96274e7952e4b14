/**
 * CPU time per browser test, for measuring the suite (decision 0015, "CPU per test"): with E2E_CPU=<file>, every
 * test appends one JSON line to the file with the CPU seconds its worker's process tree used while it ran (the
 * worker itself, its Chromium and its API server, children that ended included), split by process. CPU time,
 * unlike wall time, barely changes with what else runs on the machine, so a change is compared on the same spec
 * before and after. Linux only (it reads /proc); without E2E_CPU nothing is read or written.
 */
import fs from 'node:fs';

export const cpuLog = process.env.E2E_CPU;
const TICKS_PER_SECOND = 100;

export interface TreeCpu {
  browser: number;
  server: number;
  worker: number;
}

/** CPU seconds used so far by `root` and every process under it (a process's own and its ended children's). */
export function treeCpu(root: number): TreeCpu {
  const parentOf = new Map<number, number>();
  const info = new Map<number, { ticks: number; name: string }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // Fields from the third on (state, ppid, ...): utime, stime, cutime and cstime are the 14th to 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    parentOf.set(pid, Number(fields[1]));
    info.set(pid, {
      name,
      ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
    });
  }
  const total: TreeCpu = { browser: 0, server: 0, worker: 0 };
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parentOf.get(at)) {
      if (at === root) return true;
    }
    return false;
  };
  for (const [pid, { name, ticks }] of info) {
    if (!inTree(pid)) continue;
    const seconds = ticks / TICKS_PER_SECOND;
    if (pid === root) total.worker += seconds;
    else if (/chrom/i.test(name)) total.browser += seconds;
    else total.server += seconds;
  }
  return total;
}

/** Appends a test's line to the E2E_CPU file. */
export function recordCpu(
  test: { file: string; title: string },
  before: TreeCpu,
  after: TreeCpu,
  wall: number,
) {
  if (!cpuLog) return;
  const round = (n: number) => Math.round(n * 100) / 100;
  const line = {
    file: test.file,
    title: test.title,
    cpu: round(
      after.browser + after.server + after.worker - (before.browser + before.server + before.worker),
    ),
    browser: round(after.browser - before.browser),
    server: round(after.server - before.server),
    worker: round(after.worker - before.worker),
    wall: round(wall),
  };
  fs.appendFileSync(cpuLog, `${JSON.stringify(line)}\n`);
}
