// `npm start`: build the web app and the API bundle when either is missing or older than its sources, then run
// the bundle (`node apps/api/dist/server.js`, as production does), which serves the app, the API and uploads on
// one port.
import { apiBuild, isFresh, webBuild } from './builds.mjs';
import { ensureProjectRuntime } from './runtime.mjs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

ensureProjectRuntime();

const root = path.resolve(import.meta.dirname, '..');

for (const build of [webBuild, apiBuild]) {
  if (isFresh(build)) continue;
  console.log(`Building ${build.name}…`);
  const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
