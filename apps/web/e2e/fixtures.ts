/**
 * The browser tests' `test`: every Playwright worker starts its own API server (which serves the built web
 * app) on a port the system hands out, with its own data folder and embedded database, so workers and two
 * runs on one machine never share a port, a folder or a row. The `demo` project's servers load the demo
 * content; the `scenarios` project's start empty and tests make their data through `scenario` factories.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { apiServerArgs } from '../../../scripts/builds.mjs';
import { cpuLog, recordCpu, treeCpu } from './cpu-meter';
import { DISCORD_TEST_PUBLIC_KEY } from './discord-support';
import { trackRequests } from './network-quiet';
import { ADMIN, adminTwoFactor, authenticatorCode, recordVerificationLink } from './support';
import { createScenarios, type Scenarios } from './scenarios';

const apiRoot = path.resolve(import.meta.dirname, '../../api');
const scale = Number(process.env.TEST_TIMEOUT_SCALE) || 1;

/** A test's own timeout for an idle machine, times the run's factor (scripts/timeout-scale.mjs). */
export const scaled = (ms: number): number => ms * scale;

export interface ArenaServer {
  baseURL: string;
  /** The password-reset codes the server logged (MAIL_LOG_CODES=1), newest last, by e-mail. */
  loggedCodes: Map<string, string[]>;
}

interface WorkerFixtures {
  seedDemo: boolean;
  /**
   * The host name the browser uses and PUBLIC_URL names: 127.0.0.1, or `localhost` for WebAuthn (passkeys.spec.ts),
   * whose relying party must be a domain, never an IP address. The server listens on 127.0.0.1 either way.
   */
  publicHost: '127.0.0.1' | 'localhost';
  arenaServer: ArenaServer;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilHealthy(child: ChildProcess, baseURL: string, output: () => string) {
  const deadline = Date.now() + 120_000 * scale;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API server exited (${child.exitCode}):\n${output()}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`the API server did not answer at ${baseURL}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The console opens only to an admin with a second factor (decision 0057): ADMIN, created by the server from
 * ADMIN_EMAIL, turns two-factor sign-in on as a person would in My Account; the key is kept for its later sign-ins.
 */
async function giveAdminTwoFactor(origin: string): Promise<void> {
  const call = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const { token } = await call<{ token: string }>('/api/login', ADMIN);
  const { secret } = await call<{ secret: string }>('/api/two-factor/setup', {}, token);
  const step = Math.floor(Date.now() / 30_000);
  await call('/api/two-factor/enable', { code: authenticatorCode(secret, step * 30_000) }, token);
  adminTwoFactor.secret = secret;
  adminTwoFactor.lastStep = step;
}

export const test = base.extend<{ scenario: Scenarios; cpuMeter: void }, WorkerFixtures>({
  seedDemo: [false, { scope: 'worker', option: true }],
  publicHost: ['127.0.0.1', { scope: 'worker', option: true }],

  arenaServer: [
    async ({ seedDemo, publicHost }, use, workerInfo) => {
      // E2E_PORT pins a range (E2E_PORT + worker index); otherwise the system hands out a free port.
      const first = Number(process.env.E2E_PORT);
      const port = first > 0 ? first + workerInfo.parallelIndex : await freePort();
      const baseURL = `http://${publicHost}:${port}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-'));
      let output = '';
      const child = spawn(process.execPath, apiServerArgs, {
        cwd: apiRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          // Invite links must point at the address the browser uses, or its saved data is another site's.
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          SEED_DEMO: seedDemo ? '1' : '0',
          NODE_ENV: 'test',
          // argon2id at its smallest cost: every scenario signs players up and in (decision 0066).
          PASSWORD_HASHING: 'test',
          LOG_LEVEL: 'warn',
          // Every spec logs in from 127.0.0.1; the limits themselves are covered by the API tests.
          RATE_LIMIT_SCALE: '50',
          // The reconciliation sweep at its smallest (decision 0012), so a purchase whose page closed after
          // approval is settled within seconds; the buyer's own capture still comes first in every other spec.
          RECONCILE_GRACE_SECONDS: '10',
          RECONCILE_INTERVAL_SECONDS: '5',
          // A passed match deadline is acted on within a second (decision 0024), so a 1-minute deadline ends on time.
          MATCH_DEADLINE_SWEEP_SECONDS: '1',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          // The admin outbox masks one-time codes (decision 0029): the reset spec reads them from the log, and
          // every sign-up's verification link is read there (registerViaApi, verify-email.spec.ts).
          MAIL_LOG_CODES: '1',
          // The `/arena` Discord command, with a test application's key (discord-support.ts, decision 0060).
          DISCORD_PUBLIC_KEY: DISCORD_TEST_PUBLIC_KEY,
          // Organisers' webhooks may reach the local receiver a spec starts on 127.0.0.1 (webhooks.spec.ts).
          WEBHOOK_ALLOW_PRIVATE_URLS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const loggedCodes = new Map<string, string[]>();
      let pending = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (line.includes('e-mail verification link')) {
            const { email, link } = JSON.parse(line) as { email: string; link: string };
            recordVerificationLink(email, link);
            continue;
          }
          if (!line.includes('password reset OTP')) continue;
          const { email, otp } = JSON.parse(line) as { email: string; otp: string };
          loggedCodes.set(email, [...(loggedCodes.get(email) ?? []), otp]);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
      try {
        await waitUntilHealthy(child, `http://127.0.0.1:${port}`, () => output);
        await giveAdminTwoFactor(`http://127.0.0.1:${port}`);
        await use({ baseURL, loggedCodes });
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 * scale },
  ],

  // Every page the test's context opens counts its requests, so checks can wait for the network to be
  // quiet although live streams stay open (network-quiet.ts).
  // Content-Security-Policy violations are recorded on every page, for expectNoAxeViolations to refuse.
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    for (const page of context.pages()) trackRequests(page);
    context.on('page', trackRequests);
    await use(context);
  },

  baseURL: async ({ arenaServer }, use) => {
    await use(arenaServer.baseURL);
  },

  scenario: async ({ request }, use) => {
    await use(createScenarios(request));
  },

  // With E2E_CPU=<file>: the CPU seconds of the worker's process tree (browser, server, worker) while each test
  // ran, one JSON line a test (cpu-meter.ts); set up before and torn down after the test's other fixtures.
  cpuMeter: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      if (!cpuLog) return use();
      const before = treeCpu(process.pid);
      const started = Date.now();
      await use();
      const title = testInfo.titlePath.slice(1).join(' › ');
      recordCpu(
        { file: path.basename(testInfo.file), title },
        before,
        treeCpu(process.pid),
        (Date.now() - started) / 1000,
      );
    },
    { auto: true },
  ],
});

export { expect };
