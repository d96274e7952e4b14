/**
 * `npm run discord:register` (scripts/discord-register.mjs, decision 0060) against a local stand-in for Discord's
 * API: the command file PUT as the bot, globally or in one server, and clear failures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../config';

const script = path.join(projectRoot(), 'scripts/discord-register.mjs');
const command = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'arena-command.json'), 'utf8')) as {
  name: string;
  options: Array<{ name: string }>;
};

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in for Discord's API: records each request and answers `status` with the commands it was sent. */
async function standIn(status = 200) {
  const received: Received[] = [];
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? body : { message: '401: Unauthorized', code: 0 }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, base: `http://127.0.0.1:${port}/api/v10` };
}

function run(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run discord:register', () => {
  it('puts the /arena command as the bot, replacing the global commands', async () => {
    const { received, base } = await standIn();
    const result = await run({
      DISCORD_APPLICATION_ID: '123456789012345678',
      DISCORD_BOT_TOKEN: 'bot-token',
      DISCORD_API_BASE_URL: base,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(received).toEqual([
      {
        method: 'PUT',
        url: '/api/v10/applications/123456789012345678/commands',
        authorization: 'Bot bot-token',
        body: [command],
      },
    ]);
    expect(command.options.map((option) => option.name)).toEqual([
      'link',
      'checkin',
      'matches',
      'report',
      'standings',
    ]);
    expect(result.stdout).toContain('Registered /arena globally for application 123456789012345678');
  });

  it('registers in one server with DISCORD_GUILD_ID', async () => {
    const { received, base } = await standIn();
    const result = await run({
      DISCORD_APPLICATION_ID: '1',
      DISCORD_BOT_TOKEN: 't',
      DISCORD_GUILD_ID: '42',
      DISCORD_API_BASE_URL: base,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(received.map((r) => r.url)).toEqual(['/api/v10/applications/1/guilds/42/commands']);
  });

  it("fails with Discord's answer when it refuses, and names missing settings", async () => {
    const { base } = await standIn(401);
    const refused = await run({
      DISCORD_APPLICATION_ID: '1',
      DISCORD_BOT_TOKEN: 'bad',
      DISCORD_API_BASE_URL: base,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Discord refused the command (HTTP 401)');
    const missing = await run({ DISCORD_API_BASE_URL: base });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('needs DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN');
  });
});
