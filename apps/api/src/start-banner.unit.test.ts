import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { formatStartBanner, mailMode, printStartBanner } from './start-banner';

const demo = {
  admin: { email: 'admin@arena.local', password: 'Adm-secret123!1a' },
  player: { email: 'player@arena.local', password: 'Player!2024' },
};

describe('formatStartBanner', () => {
  it('frames the URL and the demo admin e-mail and password in a box', () => {
    const banner = formatStartBanner({
      url: 'http://localhost:4540/',
      nodeVersion: 'v24.0.0',
      demo,
      mail: 'smtp',
    });
    const lines = banner.trim().split('\n');
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    // Every line of the box has the same width, so the frame is closed on the right too.
    for (const line of lines) expect(line).toHaveLength(lines[0]!.length);
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\| .* \|$/);
    expect(banner).toContain('http://localhost:4540/');
    expect(banner).toContain('admin@arena.local');
    expect(banner).toContain('password: Adm-secret123!1a');
    expect(banner).toContain('player@arena.local / Player!2024');
  });

  it('prints no password when the start did not seed the demo', () => {
    const banner = formatStartBanner({
      url: 'http://localhost:4540/',
      nodeVersion: 'v24.0.0',
      demo: null,
      mail: 'smtp',
    });
    expect(banner).toContain('Arena is running at http://localhost:4540/');
    expect(banner).not.toMatch(/password/i);
    expect(banner).not.toContain('Player!2024');
  });

  it('names ADMIN_EMAIL when one is given', () => {
    const banner = formatStartBanner({
      url: 'http://localhost:4540/',
      nodeVersion: 'v24.0.0',
      demo: null,
      adminEmail: 'boss@arena.example',
      mail: 'smtp',
    });
    expect(banner).toContain('Admin (ADMIN_EMAIL): boss@arena.example');
    expect(banner).not.toMatch(/password/i);
  });

  it('says where e-mail goes and whether one-time codes are logged', () => {
    const show = (env: Record<string, string>) =>
      formatStartBanner({
        url: 'http://x/',
        nodeVersion: 'v24.0.0',
        demo: null,
        mail: mailMode(loadConfig(env)),
      });
    // NODE_ENV unset (development) and no SMTP: the codes stay out of the log, and the banner says how to log them.
    expect(show({})).toContain('No SMTP_URL: e-mail is kept in the outbox (admin console) and not sent;');
    expect(show({})).toContain('one-time codes are not logged (MAIL_LOG_CODES=1 logs them in development).');
    expect(show({ MAIL_LOG_CODES: '1' })).toContain(
      'MAIL_LOG_CODES=1: one-time reset codes are written to this log.',
    );
    expect(show({ SMTP_URL: 'smtp://mail:25', MAIL_LOG_CODES: '1' })).toContain(
      'E-mail is sent through SMTP_URL.',
    );
  });

  it('comes out after every line logged before it, though the log destination writes asynchronously', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'arena-banner-'));
    try {
      const file = join(dir, 'out.log');
      // pino's default destination (what the server logs through): asynchronous writes to a file descriptor.
      const destination = pino.destination({ dest: file, sync: false });
      const log = pino(destination);
      // The seed logs many lines just before the server listens; several are still queued when it does.
      for (let index = 0; index < 2000; index++) log.info({ index }, 'tournament completed and prizes paid');
      printStartBanner(log, { url: 'http://localhost:4540/', nodeVersion: 'v24.0.0', demo, mail: 'smtp' });
      const closed = new Promise<void>((resolve) => destination.once('close', () => resolve()));
      destination.end();
      await closed;
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
      const box = formatStartBanner({
        url: 'http://localhost:4540/',
        nodeVersion: 'v24.0.0',
        demo,
        mail: 'smtp',
      })
        .trim()
        .split('\n');
      expect(lines.slice(-box.length)).toEqual(box);
      expect(lines.filter((line) => line.includes('password: Adm-secret123!1a'))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith('{'))).toHaveLength(2000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
