/**
 * Writes the OpenAPI document (what /api/docs/json serves) to the file given as argument, from `buildApp`
 * without listening: `npm run lint:openapi` lints it. The configuration is fixed, not read from the
 * environment, so the document does not depend on the shell it runs in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(target: string | undefined): Promise<void> {
  if (!target) throw new Error('usage: openapi-document.ts <output.json>');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-openapi-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://arena.example.com',
    });
    const app = await buildApp(config);
    try {
      const response = await app.inject({ url: '/api/docs/json' });
      if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
      fs.writeFileSync(target, `${JSON.stringify(response.json(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
