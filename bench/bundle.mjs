// Bundle sizes (DESIGN section 8): the JavaScript a browser loads for the home page before it is idle,
// gzipped, must stay at or under 170 KB; every other route loads on demand. Measured in Chromium against the
// built app (run `npm run build -w @arena/web` first; the benchmark builds it when missing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startServer, writeResult } from './lib.mjs';

const BUDGET_KB = 170;
const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@arena/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;
const server = await startServer(['--import', 'tsx', 'bench/catalogue-server.ts'], {
  BENCH_TOURNAMENTS: '0',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
try {
  for (const [name, hash] of [
    ['home (/)', '/'],
    ['tournament list (/tournament)', '/tournament'],
    ['my account (/myprofile, signed out: redirected)', '/myprofile'],
  ]) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${server.port}/#${hash}`, { waitUntil: 'networkidle' });
    await page.close();
    const kb = [...scripts].reduce((sum, script) => sum + gzipKb(path.join(dist, script)), 0);
    rows.push({
      name,
      figures: { 'JS files': scripts.size, 'gzipped KB': Number(kb.toFixed(1)) },
      budget: name.startsWith('home') ? `<= ${BUDGET_KB} KB` : 'loads on demand (reported)',
      met: name.startsWith('home') ? kb <= BUDGET_KB : null,
    });
  }
  const total = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipKb(path.join(dist, 'assets', f)), 0);
  rows.push({
    name: 'every chunk of the app',
    figures: { 'gzipped KB': Number(total.toFixed(1)) },
    budget: 'reported',
    met: null,
  });
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
}
console.log('\nBundle sizes\n');
for (const row of rows)
  console.log(
    `${row.name}: ${JSON.stringify(row.figures)} ${row.met === null ? '' : row.met ? 'met' : 'NOT met'}`,
  );
process.exitCode = writeResult(
  'bundle',
  'Web bundle (gzipped JavaScript loaded before the page is idle)',
  rows,
)
  ? 0
  : 1;
