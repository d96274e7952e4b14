// Start-up (budget in docs/product.md): from `npm start` to a served home page in under 30 s after install (web build,
// new embedded database, migrations, demo seed) and under 5 s on a warm data folder. The web build is timed
// into a temporary folder so that a running app's files are left alone.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root, writeResult } from './lib.mjs';

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Seconds from spawning the server to the home page's HTML being served. */
async function timeToHomePage(dataDir) {
  const port = await freePort();
  const began = performance.now();
  // What `npm start` and the image run: the compiled API.
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited');
      const ok = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } }).then(
        async (r) => r.ok && (await r.text()).includes('<div id="root">'),
        () => false,
      );
      if (ok) return (performance.now() - began) / 1000;
      if (performance.now() - began > 120_000) throw new Error('no home page after 120 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-web-'));
let began = performance.now();
const build = spawnSync(
  'npx',
  ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
  {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  },
);
fs.rmSync(outDir, { recursive: true, force: true });
if (build.status !== 0) process.exit(1);
// The API bundle, in place: the server below runs it (and finds its packages from there).
if (spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);
const buildSeconds = (performance.now() - began) / 1000;
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  spawnSync('npm', ['run', 'build', '-w', '@arena/web'], { cwd: root, stdio: 'inherit' });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-bench-start-'));
const fresh = await timeToHomePage(dataDir);
const warm = await timeToHomePage(dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });

const rows = [
  {
    name: 'first start after install (web build + API bundle + new database + migrations + demo seed)',
    figures: {
      'build s': Number(buildSeconds.toFixed(1)),
      'server s': Number(fresh.toFixed(1)),
      'total s': Number((buildSeconds + fresh).toFixed(1)),
    },
    budget: '< 30 s',
    met: buildSeconds + fresh < 30,
  },
  {
    name: 'start on a warm data folder',
    figures: { s: Number(warm.toFixed(1)) },
    budget: '< 5 s',
    met: warm < 5,
  },
];
console.log('\nStart-up\n');
for (const row of rows)
  console.log(`${row.name}: ${JSON.stringify(row.figures)} ${row.met ? 'met' : 'NOT met'}`);
process.exitCode = writeResult('startup', 'Start-up to a served home page', rows) ? 0 : 1;
