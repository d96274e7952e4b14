// Writes the OpenAPI document the app serves at /api/docs/json to a file, without a port or a database server
// (apps/api/src/openapi-document.ts): shared by the OpenAPI lint and the typed client's generator.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Dumps the document to `target`; returns the exit status. */
export function dumpOpenApiDocument(target) {
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  return (
    spawnSync(process.execPath, [tsx, 'apps/api/src/openapi-document.ts', target], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    }).status ?? 1
  );
}
