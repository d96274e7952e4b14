/**
 * Builds one migrated template database per test run; each worker then starts from a copy of it.
 * PGlite: a dumped data folder. PostgreSQL (DATABASE_URL set): a template database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; template: string; prefix: string } | null;
  }
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    // Unique per run and per project (api and api-process each build a template in the same process).
    const prefix = `arena_t${project.name.replace(/\W/g, '')}_${Date.now().toString(36)}${process.pid}`;
    const template = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = openPostgres(databaseUrl(adminUrl, template), {
      poolSize: 1,
      log: pino({ level: 'warn' }),
    });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', { adminUrl, template, prefix });
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        // starts_with, not LIKE: `_` in a LIKE pattern matches any character, so another run's prefix could match.
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = path.resolve(import.meta.dirname, '../../../.data-test');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${project.name}-${process.pid}.tar`);
  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => fs.rmSync(file, { force: true });
}
