// The project brings its own Node.js (the registry's `node` package, a devDependency; decision 0014).
// npm scripts find it first on PATH; a script started by hand (`node scripts/start.mjs`) with the machine's
// older Node is re-run here on the project's binary, so nothing runs on a runtime production does not use.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const projectNode = path.join(root, 'node_modules/.bin/node');
const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
export const requiredMajor = Number(/(\d+)/.exec(engines.node)?.[1]);

/** Re-runs the current script on the project's Node when this one is older; exits with its status. */
export function ensureProjectRuntime() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= requiredMajor) return;
  if (!fs.existsSync(projectNode)) {
    console.error(
      `Arena runs on Node.js ${requiredMajor}; this is ${process.version} and the project's own Node is not ` +
        'installed yet. Run `npm install` first, then use the npm scripts (`npm start`, `npm test`).',
    );
    process.exit(1);
  }
  const rerun = spawnSync(projectNode, process.argv.slice(1), { stdio: 'inherit', env: withProjectPath() });
  process.exit(rerun.status ?? 1);
}

/** The environment with the project's binaries (its Node first) at the front of PATH, as npm scripts have. */
export function withProjectPath(env = process.env) {
  const bin = path.join(root, 'node_modules/.bin');
  return { ...env, PATH: [bin, env.PATH].filter(Boolean).join(path.delimiter) };
}
