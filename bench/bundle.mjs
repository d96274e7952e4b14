// Bundle sizes (budget in docs/product.md): the JavaScript a browser loads for the home page before it is idle must
// stay at or under 170 KB as transferred (compressed, as the server sends it); every other route loads on
// demand. Measured in Chromium against the built app (run `npm run build -w @arena/web` first; the benchmark
// builds it when missing): the bytes are the response bodies Chromium received, not a recompression.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root, startServer, writeResult } from './lib.mjs';

const BUDGET_KB = 170;
const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@arena/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

/** What a brotli-capable browser is sent for a built file: its precompressed copy when the build wrote one. */
const servedKb = (file) => fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size / 1024;
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
  // The home page in each interface language (issue 29): another language adds its catalogue chunks.
  const homes = ['de', 'fr', 'es', 'it', 'pl'].map((language) => [
    `home in ${language} (/?lang=${language})`,
    '/',
    `?lang=${language}`,
  ]);
  for (const [name, hash, search = ''] of [
    ['home (/)', '/'],
    ...homes,
    ['tournament list (/tournament)', '/tournament'],
    ['my account (/myprofile, signed out: redirected)', '/myprofile'],
  ]) {
    const page = await browser.newPage();
    const transfers = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
      if (kind) transfers.push(request.sizes().then((sizes) => ({ kind, bytes: sizes.responseBodySize })));
    });
    await page.goto(`http://127.0.0.1:${server.port}/${search}#${hash}`, { waitUntil: 'networkidle' });
    // Another language's catalogue arrives after the first render: counted once the page shows it.
    const language = new URLSearchParams(search).get('lang');
    if (language) {
      await page.waitForFunction((lang) => globalThis.document.documentElement.lang === lang, language);
      await page.waitForLoadState('networkidle');
    }
    const loaded = await Promise.all(transfers);
    await page.close();
    const transferredKb = (kind) =>
      loaded.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.bytes, 0) / 1024;
    const kb = transferredKb('js');
    rows.push({
      name,
      figures: {
        'JS files': loaded.filter((t) => t.kind === 'js').length,
        'JS transferred KB': Number(kb.toFixed(1)),
        'CSS transferred KB': Number(transferredKb('css').toFixed(1)),
      },
      budget: name.startsWith('home') ? `<= ${BUDGET_KB} KB` : 'loads on demand (reported)',
      met: name.startsWith('home') ? kb <= BUDGET_KB : null,
    });
  }
  const total = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + servedKb(path.join(dist, 'assets', f)), 0);
  rows.push({
    name: 'every chunk of the app',
    figures: { 'brotli KB': Number(total.toFixed(1)) },
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
  'Web bundle (JavaScript transferred, compressed, before the page is idle)',
  rows,
)
  ? 0
  : 1;
