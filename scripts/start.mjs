// `npm start`: build the web app and the API bundle when either is missing or older than its sources, then run
// the bundle (`node apps/api/dist/server.js`, as production does), which serves the app, the API and uploads on
// one port.
import { apiBuild, apiServerArgs, buildIfStale, webBuild } from './builds.mjs';
import { ensureProjectRuntime } from './runtime.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';

ensureProjectRuntime();

const root = path.resolve(import.meta.dirname, '..');

try {
  buildIfStale(webBuild, apiBuild);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, apiServerArgs, {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
