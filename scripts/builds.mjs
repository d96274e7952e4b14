// The project's two builds, what each is made from, and whether one is newer than all of it: `npm start` builds
// what is stale, the browser tests build the web app only when it is (CI builds just before `npm test`), and the
// production-image test copies a fresh web build instead of building it a second time.
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
