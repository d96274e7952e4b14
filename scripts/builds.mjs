// The project's two builds, what each is made from, whether one is newer than all of it, and how the API bundle is
// started: `npm start`, `npm test` (before its two parts start) and the browser tests build what is stale (CI builds
// just before `npm test`); every test that starts API servers starts the bundle, as production does, and the
// production-image test copies a fresh web build instead of building it a second time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** @typedef {{ name: string, workspace: string, output: string, sources: string[] }} Build */

/** @type {Build} */
export const webBuild = {
  name: 'the web app',
  workspace: '@arena/web',
  output: 'apps/web/dist/index.html',
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/package.json',
    'packages/shared/src',
    'package-lock.json',
  ],
};

/** @type {Build} */
export const apiBuild = {
  name: 'the API',
  workspace: '@arena/api',
  output: 'apps/api/dist/server.js',
  sources: [
    'apps/api/src',
    'apps/api/build.mjs',
    'apps/api/package.json',
    'packages/shared/src',
    'package-lock.json',
  ],
};

/** The web build's folder. */
export const webDist = path.join(root, 'apps/web/dist');

/** The newest modification time of a file or of any file below a folder (0 when missing). */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry !== 'node_modules') latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

/** True when the build's output exists and is newer than every one of its sources. */
export function isFresh(build) {
  const built = newest(path.join(root, build.output));
  return built > 0 && build.sources.every((source) => newest(path.join(root, source)) < built);
}

/**
 * Builds each of `builds` that is missing or older than its sources, one after the other; throws when a build
 * fails. Never call it from two processes at once on one checkout: a build empties its output folder first.
 */
export function buildIfStale(...builds) {
  for (const build of builds) {
    if (isFresh(build)) continue;
    console.log(`Building ${build.name}…`);
    const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0)
      throw new Error(`The build of ${build.name} failed (exit ${run.status ?? run.signal}).`);
  }
}

/**
 * The API server as production starts it: the bundle on plain Node, stack traces mapped to the sources. The
 * browser and process-tier tests start it this way too, so no start compiles the sources through tsx again.
 */
export const apiServerArgs = ['--enable-source-maps', path.join(root, apiBuild.output)];
