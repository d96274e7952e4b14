// `npm run bench`: runs every benchmark one after another and writes docs/performance.md with the figures,
// the machine, and the budgets of docs/product.md, each marked met or not. Exit code 1 if a budget is missed.
// BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) adds the PostgreSQL runs.
// `npm run bench -- sse money` runs only those: their sections are replaced and the rest of the report is kept
// as it was measured. A section's earlier figures are not lost: each new measurement moves the section's rows into
// its "Earlier runs" table (date, Node version, figures), so ratios can be followed from run to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const benches = [
  'catalogue',
  'enrolment',
  'money',
  'sse',
  'scale',
  'series-scale',
  'ratings-scale',
  'rating-confirm',
  'webhooks',
  'bundle',
  'startup',
];
const only = process.argv.slice(2);
const resultsDir = path.join(root, 'bench/results');
let failed = false;
// BENCH_REPORT_ONLY=1 writes the report again from bench/results without measuring (a run's own figures are never
// moved into its history twice).
for (const name of benches.filter(
  (b) => !process.env.BENCH_REPORT_ONLY && (only.length === 0 || only.includes(b)),
)) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, [`bench/${name}.mjs`], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (run.status !== 0) failed = true;
}

const results = benches
  .filter((name) => only.length === 0 || only.includes(name))
  .map((name) => path.join(resultsDir, `${name}.json`))
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));

// The "Test suite" section is measured by running `npm test` and the "Lighthouse" one by `npm run lighthouse`,
// not by a benchmark: they are carried over as they are.
const reportFile = path.join(root, 'docs/performance.md');
const previous = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '';
const keptSection = (title) =>
  new RegExp(`^## ${title}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm').exec(previous)?.[0].trimEnd();
const kept = [keptSection('Test suite'), keptSection('Lighthouse')].filter(Boolean);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}`;

/** Earlier measurements kept under each section (the newest first); older ones fall off. */
const HISTORY_MEASUREMENTS = 12;
const HISTORY_HEADING = '### Earlier runs';
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sectionPattern = (title) => new RegExp(`^## ${escape(title)}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm');
// The Node version of sections written before each section named its own: the report's header line.
const reportNode = /^- Node (v[\d.]+)/m.exec(previous)?.[1] ?? 'unknown';

/**
 * The previous section's rows as history rows (`| measured | node | run | figures |`), followed by the history
 * it already kept, newest first, at most HISTORY_MEASUREMENTS measurements.
 */
function historyOf(title, at) {
  const section = sectionPattern(title).exec(previous)?.[0];
  if (!section) return [];
  const [current, kept = ''] = section.split(HISTORY_HEADING);
  const measured = /^Measured (\d{4}-\d\d-\d\d \d\d:\d\d) UTC(?:, Node (v[\d.]+))?/m.exec(current);
  if (!measured) return [];
  const rows = current
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| run |'))
    .map((line) => line.split(' | '))
    .map(
      ([run, figures]) => `| ${measured[1]} | ${measured[2] ?? reportNode} | ${run.slice(2)} | ${figures} |`,
    );
  const older = kept.split('\n').filter((line) => /^\| \d{4}-/.test(line));
  // Written again from the same results: those figures are the section's own, not an earlier run.
  const all = [...rows, ...older].filter((line) => line.slice(2, 18) !== at);
  const dates = [...new Set(all.map((line) => line.slice(2, 18)))].slice(0, HISTORY_MEASUREMENTS);
  return all.filter((line) => dates.includes(line.slice(2, 18)));
}

function sectionOf(result) {
  const lines = [`## ${result.title}`, ''];
  lines.push(
    `Measured ${result.at.slice(0, 16).replace('T', ' ')} UTC, Node ${result.node ?? process.version}, ${machine}${result.load ? `, load average ${result.load} (2 cores; above 2 the machine was shared and the figures are slower than they would be alone)` : ''}.`,
    '',
  );
  lines.push('| run | figures | budget | |', '|---|---|---|---|');
  for (const row of result.rows) {
    const figures = Object.entries(row.figures)
      .map(([label, value]) => `${label}: ${value}`)
      .join(', ');
    lines.push(
      `| ${row.name} | ${figures} | ${row.budget} | ${row.met === null ? '' : row.met ? 'met' : '**not met**'} |`,
    );
  }
  const history = historyOf(result.title, result.at.slice(0, 16).replace('T', ' '));
  if (history.length > 0) {
    lines.push(
      '',
      HISTORY_HEADING,
      '',
      '| measured (UTC) | Node | run | figures |',
      '|---|---|---|---|',
      ...history,
    );
  }
  return lines.join('\n');
}

if (only.length > 0 && previous) {
  // Some benchmarks only: their sections change (found by title, or added before the kept sections).
  let report = previous;
  for (const result of results) {
    const existing = sectionPattern(result.title);
    const section = `${sectionOf(result)}\n\n`;
    if (existing.test(report)) report = report.replace(existing, () => section);
    else if (/^## Test suite$/m.test(report))
      report = report.replace(/^## Test suite$/m, (heading) => section + heading);
    else report = `${report.trimEnd()}\n\n${section}`;
  }
  fs.writeFileSync(reportFile, report);
  console.log(`\nUpdated ${only.join(', ')} in docs/performance.md`);
  process.exitCode = failed || results.some((r) => r.rows.some((row) => row.met === false)) ? 1 : 0;
  process.exit();
}

const lines = [
  '# Performance',
  '',
  'Written by `npm run bench` (`bench/report.mjs`); do not edit by hand (but for the Test suite section, measured by',
  'running `npm test`, and the Lighthouse section, written by `npm run lighthouse`, which it keeps).',
  'Budgets are those of docs/product.md (Performance budgets);',
  'where it sets none (money writes) the target is ours and says so. Every run shares the machine with its own load',
  'generator, so ratios within one run matter more than absolute figures.',
  '',
  `- Machine: ${machine}`,
  `- Node ${process.version}; PostgreSQL runs: ${process.env.BENCH_DATABASE_URL ? 'yes' : 'no (set BENCH_DATABASE_URL)'}`,
  '',
];
for (const result of results) lines.push(sectionOf(result), '');
// A benchmark that failed this run has no result: its section stays as it was (its "Measured" line dates it), so a
// failure never erases a section and its history; the run still exits 1 and names the failure above.
const written = new Set(results.map((result) => result.title));
for (const [, title] of previous.matchAll(/^## (.+)$/gm)) {
  if (written.has(title) || title === 'Test suite' || title === 'Lighthouse') continue;
  lines.push(sectionPattern(title).exec(previous)[0].trimEnd(), '');
}
for (const section of kept) lines.push(section, '');
fs.writeFileSync(reportFile, `${lines.join('\n')}\n`);
console.log('\nWrote docs/performance.md');
process.exitCode = failed || results.some((r) => r.rows.some((row) => row.met === false)) ? 1 : 0;
