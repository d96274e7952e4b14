// `npm run client:generate`: regenerates packages/client/src/schema.ts from the OpenAPI document (decision 0063).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clientSchemaPath, clientSchemaSource } from './openapi-client.mjs';
import { dumpOpenApiDocument } from './openapi-dump.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-client-'));
try {
  const document = path.join(dir, 'openapi.json');
  const status = dumpOpenApiDocument(document);
  if (status !== 0) process.exit(status);
  fs.writeFileSync(clientSchemaPath, await clientSchemaSource(document));
  console.log(`wrote ${path.relative(process.cwd(), clientSchemaPath)}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
