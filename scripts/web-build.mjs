// Whether the web app's production build (apps/web/dist) is newer than everything it is made from. The browser
// tests build it only when it is not (CI builds just before `npm test`), and the production-image test copies it
// instead of building it a second time.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

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

const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
].map((input) => path.join(root, input));

/** True when apps/web/dist exists and is newer than every source of the web build. */
export function webBuildIsFresh() {
  const built = newest(path.join(webDist, 'index.html'));
  return built > 0 && inputs.every((input) => newest(input) < built);
}
