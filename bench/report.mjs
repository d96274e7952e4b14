// `npm run bench`: runs every benchmark one after another and writes docs/performance.md with the figures,
// the machine, and the budgets of DESIGN section 8, each marked met or not. Exit code 1 if a budget is missed.
// BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) adds the PostgreSQL runs.
// `npm run bench -- sse money` runs only those: their sections are replaced and the rest of the report is kept
// as it was measured.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const benches = ['catalogue', 'enrolment', 'money', 'sse', 'bundle', 'startup'];
const only = process.argv.slice(2);
const resultsDir = path.join(root, 'bench/results');
let failed = false;
for (const name of benches.filter((b) => only.length === 0 || only.includes(b))) {
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

function sectionOf(result) {
  const lines = [`## ${result.title}`, ''];
  lines.push(
    `Measured ${result.at.slice(0, 16).replace('T', ' ')} UTC, Node ${result.node ?? process.version}, ${machine}.`,
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
  return lines.join('\n');
}

if (only.length > 0 && previous) {
  // Some benchmarks only: their sections change (found by title, or added before the kept sections).
  let report = previous;
  for (const result of results) {
    const escaped = result.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const existing = new RegExp(`^## ${escaped}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm');
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
for (const section of kept) lines.push(section, '');
fs.writeFileSync(reportFile, `${lines.join('\n')}\n`);
console.log('\nWrote docs/performance.md');
process.exitCode = failed || results.some((r) => r.rows.some((row) => row.met === false)) ? 1 : 0;
