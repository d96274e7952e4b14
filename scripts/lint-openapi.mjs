// `npm run lint:openapi`: builds the OpenAPI document from the app (no port, no database server) and lints it
// with Spectral's `oas` ruleset (.spectral.yaml); any warning fails, as in CI (decision 0013).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-openapi-lint-'));
const document = path.join(dir, 'openapi.json');
const run = (args) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

try {
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const dumped = run([tsx, 'apps/api/src/openapi-document.ts', document]);
  if (dumped !== 0) process.exit(dumped);
  const spectral = path.join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  process.exitCode = run([
    spectral,
    'lint',
    '--ruleset',
    path.join(root, '.spectral.yaml'),
    '--fail-severity',
    'warn',
    document,
  ]);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
