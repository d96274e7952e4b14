/**
 * No secret leaves the server: a real server process, logging at trace level, goes through sign-up, login,
 * password change, the e-mailed reset, a purchase and a withdrawal; neither its answers nor its log lines
 * contain a password, a bearer token, a one-time code or a hash. CORS answers only the configured origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres, workerDatabaseUrl } from '../../test/harness';
import { freePort, waitUntilReady } from '../../test/processes';
import { totpCode } from '../lib/totp';
import { scaled, waitFor } from '../../test/timeouts';
import { apiServerArgs } from '../../../../scripts/builds.mjs';

const apiRoot = path.resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-secrets-'));
// The reset code is read where the player reads it, in the delivered e-mail: the admin outbox masks it.
const delivered: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r?\n/g, '') });
      callback();
    });
  },
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child!.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('secrets', () => {
  it(
    'never appear in answers or logs, and CORS answers only the configured origin',
    async () => {
      const port = await freePort();
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const smtpPort = (smtp.server.address() as AddressInfo).port;
      let logs = '';
      child = spawn(process.execPath, apiServerArgs, {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: usesPostgres() ? workerDatabaseUrl() : '',
          REDIS_URL: '',
          SEED_DEMO: '0',
          LOG_LEVEL: 'trace',
          CORS_ORIGIN: 'https://arena.example',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          ADMIN_EMAIL: 'root@arena.test',
          ADMIN_PASSWORD: 'Root!Secret99',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
      const base = `http://127.0.0.1:${port}`;
      await waitUntilReady(child, base, () => logs.slice(-2000));

      const answers: string[] = [];
      const call = async (method: string, url: string, payload?: unknown, token?: string) => {
        const response = await fetch(`${base}${url}`, {
          method,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        const text = await response.text();
        answers.push(text);
        return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
      };

      const password = 'Secret!Pass123';
      const newPassword = 'Other!Pass456';
      const email = `secret.${Date.now()}@arena.test`;
      expect(
        (
          await call('POST', '/api/register', {
            name: `secret${Date.now()}`,
            email,
            password,
            password_confirmation: password,
            terms: true,
          })
        ).status,
      ).toBe(200);
      // The sign-up's verification link, read from the delivered mail (quoted-printable undone) and opened.
      const mailTo = (what: string) =>
        delivered.find((mail) => mail.to.includes(email) && mail.raw.includes(what));
      await waitFor(() => mailTo('verifyemail') !== undefined, { what: 'the verification e-mail' });
      const verifyToken = /verifyemail\?token=([\w-]+)/.exec(
        mailTo('verifyemail')!
          .raw.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )![1]!;
      expect((await call('POST', '/api/verify-email', { token: verifyToken })).status).toBe(200);
      const login = await call('POST', '/api/login', { email, password });
      const token = login.json.token as string;
      expect(token).toBeTruthy();
      await call('GET', '/api/user-profile', undefined, token);
      expect(
        (
          await call(
            'POST',
            '/api/change-password',
            { current_password: password, new_password: newPassword, confirm_password: newPassword },
            token,
          )
        ).status,
      ).toBe(200);
      const adminLogin = await call('POST', '/api/login', {
        email: 'root@arena.test',
        password: 'Root!Secret99',
      });
      const adminToken = adminLogin.json.token as string;
      // The console opens once the admin account has a second factor (decision 0057), turned on in My Account.
      const setup = await call('POST', '/api/two-factor/setup', {}, adminToken);
      const enabled = await call(
        'POST',
        '/api/two-factor/enable',
        { code: totpCode(setup.json.secret as string, new Date()) },
        adminToken,
      );
      expect(enabled.status).toBe(200);
      await call('POST', '/api/forget-password', { email });
      const outbox = await call(
        'GET',
        `/api/admin/outbox?to=${encodeURIComponent(email)}`,
        undefined,
        adminToken,
      );
      // The console shows the code masked.
      expect(JSON.stringify(outbox.json.data)).toContain('••••••');
      expect(/\b\d{6}\b/.test(JSON.stringify(outbox.json.data))).toBe(false);
      await waitFor(() => mailTo('password is') !== undefined, { what: 'the reset e-mail' });
      const otp = /password is (\d{6})\./.exec(mailTo('password is')!.raw)![1]!;
      expect((await call('POST', '/api/verify-otp', { email, otp: Number(otp) })).status).toBe(200);
      expect(
        (
          await call('POST', '/api/reset-password', {
            email,
            new_password: 'Third!Pass789',
            confirm_password: 'Third!Pass789',
          })
        ).status,
      ).toBe(200);
      await call('POST', '/api/update-user-paypal-email', { paypal_email: 'me@paypal.test' }, token);
      await call('POST', '/api/withdrawal-money-request', { amount: 5 }, token);
      await call('POST', '/api/logout', {}, token);

      // CORS: the configured origin is answered, another is not.
      const allowed = await fetch(`${base}/api/games-list`, { headers: { origin: 'https://arena.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://arena.example');
      const other = await fetch(`${base}/api/games-list`, { headers: { origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();

      child.kill('SIGTERM');
      await new Promise((resolve) => child!.once('exit', resolve));
      expect(logs.length).toBeGreaterThan(1000);
      const secrets = [
        password,
        newPassword,
        'Third!Pass789',
        'Root!Secret99',
        token,
        adminToken,
        verifyToken,
      ];
      for (const [where, text] of [
        ['logs', logs],
        [
          'answers other than the login that issues the token',
          answers.filter((a) => !a.includes('"token"')).join('\n'),
        ],
      ] as const) {
        for (const secret of secrets) expect(text.includes(secret), `${where} contain a secret`).toBe(false);
        expect(text, where).not.toMatch(/\$argon2|password_hash|token_hash/);
      }
      // The code only ever travels in the e-mail (read here from the SMTP server), never in a log line.
      expect(new RegExp(`(?<![\\d.])${otp}(?![\\d.])`).test(logs)).toBe(false);
    },
    scaled(120_000),
  );
});
