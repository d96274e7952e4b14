// `npm run lint:openapi`: builds the OpenAPI document from the app (no port, no database server), lints it with
// Spectral's `oas` ruleset (.spectral.yaml; any warning fails, as in CI, decision 0013) and checks that the typed
// client's generated schema (packages/client, decision 0063) matches it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkClientSchema } from './openapi-client.mjs';
import { dumpOpenApiDocument } from './openapi-dump.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-openapi-lint-'));
const document = path.join(dir, 'openapi.json');

try {
  const dumped = dumpOpenApiDocument(document);
  if (dumped !== 0) process.exit(dumped);
  const spectral = path.join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  const linted =
    spawnSync(
      process.execPath,
      [spectral, 'lint', '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'warn', document],
      { cwd: root, stdio: 'inherit', env: process.env },
    ).status ?? 1;
  const current = await checkClientSchema(document);
  process.exitCode = linted !== 0 ? linted : current ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
