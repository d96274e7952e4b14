// `npm run lighthouse`: Lighthouse (mobile and desktop presets) on the production build served by `npm start`,
// on a fresh data folder with the demo content, for home, the tournament list, a tournament page and My Account
// (signed in as the demo player). Writes the scores into the "Lighthouse" section of docs/performance.md, with
// the machine and its load, and leaves the other sections alone. Exit code 1 when a target is missed.
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH); LIGHTHOUSE_PORT picks the server's port.
// LIGHTHOUSE_ONLY (e.g. `mobile`, `desktop`, `tournament detail`) runs only the runs whose preset or page name
// contains it, prints their scores and leaves docs/performance.md alone: for a quick loop while tuning.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureProjectRuntime, root, withProjectPath } from './runtime.mjs';

ensureProjectRuntime();

const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const { default: puppeteer } = await import('puppeteer-core');

/** Targets of docs/product.md (Performance budgets). */
const TARGETS = { performance: { mobile: 0.9, desktop: 0.95 }, other: 1, cls: 0.05 };
const DEMO_PLAYER = { email: 'player@arena.local', password: 'Player!2024' };
/** The flags every browser test uses with Debian's Chromium (apps/web/playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilReady(server, origin) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * One Lighthouse run in a Chromium of its own (a new profile: empty cache and storage). A session, when given,
 * is put into localStorage from a page of the same origin that loads none of the app (`/api/health`), so the
 * app's files are still fetched cold; Lighthouse is then told to leave storage alone.
 */
async function audit(
  url,
  preset,
  session,
  reportName,
  onlyCategories = ['performance', 'accessibility', 'best-practices', 'seo'],
) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate(({ token, user }) => {
        globalThis.localStorage.setItem('token', token);
        globalThis.localStorage.setItem('user', JSON.stringify(user));
      }, session);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories,
        disableStorageReset: Boolean(session),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not measure (e.g. NO_NAVSTART, seen on a browser's very first start) has no
    // performance score; it says nothing about the page, so the caller runs it again.
    if (runtimeError) return { runtimeError: runtimeError.code };
    // The whole report, for the details behind a score (open it in the Lighthouse viewer or read the JSON).
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(result.lhr));
    return {
      performance: categories.performance?.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices']?.score,
      seo: categories.seo?.score,
      cls: audits['cumulative-layout-shift']?.numericValue,
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
const only = process.env.LIGHTHOUSE_ONLY ?? '';
const reportsDir = path.join(root, 'test-results/lighthouse');
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-lighthouse-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: withProjectPath({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: '1',
    PAYMENTS_SANDBOX: '1',
    LOG_LEVEL: 'warn',
  }),
});

const rows = [];
/** Accessibility in the other interface languages (issue 29): home, list and detail, mobile, `?lang=`. */
const OTHER_LANGUAGES = ['de', 'fr', 'es', 'it', 'pl'];
const languageRows = [];
let loadBefore;
try {
  await waitUntilReady(server, origin);
  const list = await json(`${origin}/api/tournaments-list?per_page=3`);
  const tournament = list.tournaments[0];
  const session = await json(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_PLAYER),
  });
  const pages = [
    ['home', `${origin}/`],
    ['tournament list', `${origin}/#/tournament`],
    [`tournament detail (${tournament.tournament_state})`, `${origin}/#/viewtournament?id=${tournament.id}`],
    ['My Account (signed in)', `${origin}/#/myprofile`, { token: session.token, user: session.user }],
  ];
  loadBefore = os.loadavg()[0];
  for (const preset of ['mobile', 'desktop']) {
    for (const [name, url, signedIn] of pages) {
      if (only && !`${preset} ${name}`.includes(only)) continue;
      console.log(`Lighthouse ${preset}: ${name}`);
      const reportName = `${preset}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
      let scores = await audit(url, preset, signedIn, reportName);
      for (let attempt = 2; scores.runtimeError && attempt <= 3; attempt += 1) {
        console.log(`  Lighthouse could not measure it (${scores.runtimeError}); attempt ${attempt}`);
        scores = await audit(url, preset, signedIn, reportName);
      }
      if (scores.runtimeError)
        throw new Error(`Lighthouse could not measure ${preset} ${name}: ${scores.runtimeError}`);
      rows.push({ preset, name, ...scores });
    }
  }
  for (const language of OTHER_LANGUAGES) {
    for (const [name, url] of pages.slice(0, 3)) {
      if (only && !`language ${language} ${name}`.includes(only)) continue;
      console.log(`Lighthouse accessibility in ${language}: ${name}`);
      const at = new URL(url);
      at.search = `?lang=${language}`;
      const reportName = `a11y-${language}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
      let scores = await audit(at.href, 'mobile', undefined, reportName, ['accessibility']);
      for (let attempt = 2; scores.runtimeError && attempt <= 3; attempt += 1)
        scores = await audit(at.href, 'mobile', undefined, reportName, ['accessibility']);
      if (scores.runtimeError)
        throw new Error(`Lighthouse could not measure ${language} ${name}: ${scores.runtimeError}`);
      languageRows.push({ language, name, ...scores });
    }
  }
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const pct = (score) => Math.round(score * 100);
const met = (row) =>
  row.performance >= TARGETS.performance[row.preset] &&
  [row.accessibility, row.bestPractices, row.seo].every((score) => score >= TARGETS.other) &&
  row.cls < TARGETS.cls;
const allMet = () => rows.every(met) && languageRows.every((row) => row.accessibility >= TARGETS.other);
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const section = [
  '## Lighthouse',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run lighthouse\` (scripts/lighthouse.mjs): Lighthouse`,
  'on the production build served by `npm start` (fresh data folder, demo content), Debian Chromium, each run in a',
  'new browser profile (cold cache). Targets: performance >= 90 mobile, >= 95 desktop; accessibility, best',
  'practices and SEO 100; CLS < 0.05.',
  '',
  `- Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()};`,
  `  load average ${loadBefore?.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (a busy machine`,
  '  lowers the performance score: Lighthouse throttles on top of what the machine already loses).',
  `- Node ${process.version}`,
  '',
  '| preset | page | perf | a11y | BP | SEO | CLS | LCP ms | audits under 0.9 | |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.preset} | ${row.name} | ${pct(row.performance)} | ${pct(row.accessibility)} | ${pct(row.bestPractices)} | ` +
      `${pct(row.seo)} | ${row.cls.toFixed(3)} | ${Math.round(row.lcpMs)} | ${row.failing.join(', ') || 'none'} | ` +
      `${met(row) ? 'met' : '**not met**'} |`,
  ),
  '',
  ...(languageRows.length > 0
    ? [
        'Accessibility in the other languages (mobile preset, `?lang=`; target 100):',
        '',
        '| language | page | a11y | audits under 0.9 | |',
        '|---|---|---|---|---|',
        ...languageRows.map(
          (row) =>
            `| ${row.language} | ${row.name} | ${pct(row.accessibility)} | ${row.failing.join(', ') || 'none'} | ` +
            `${row.accessibility >= TARGETS.other ? 'met' : '**not met**'} |`,
        ),
        '',
      ]
    : []),
].join('\n');

if (only) {
  console.log(`\n${section}\nLIGHTHOUSE_ONLY is set: docs/performance.md is left alone`);
  process.exit(allMet() ? 0 : 1);
}
const reportFile = path.join(root, 'docs/performance.md');
const previous = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '# Performance\n';
const existing = /^## Lighthouse\n[\s\S]*?(?=^## |(?![\s\S]))/m;
// Notes under the table (### subsections: what was found and changed, earlier comparisons) are kept.
const notes = /^### [\s\S]*/m.exec(existing.exec(previous)?.[0] ?? '')?.[0].trimEnd();
const written = notes ? `${section}\n${notes}\n` : section;
const next = existing.test(previous)
  ? previous.replace(existing, `${written}\n`)
  : `${previous.trimEnd()}\n\n${written}`;
fs.writeFileSync(reportFile, next.endsWith('\n') ? next : `${next}\n`);
console.log(`\n${section}\nWrote the Lighthouse section of docs/performance.md`);
process.exitCode = allMet() ? 0 : 1;
