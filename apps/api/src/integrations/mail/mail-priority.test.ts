/**
 * Transactional mail first (decision 0031): a password-reset code goes out ahead of a thousand queued
 * notification e-mails, in an SMTP lane of its own; the outbox sends over several connections at once; the
 * demo accounts (`@arena.local`) get no real e-mail. Against a local SMTP server that takes its time over each
 * message, like a real one (about 110 ms).
 */
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/outbox';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { newPlayer, register } from '../../../test/fixtures';
import { waitFor } from '../../../test/timeouts';
import { isDemoAddress } from './mailer';

const SMTP_DELAY_MS = 110;
const BULK = 1000;

/** Recipients in the order their message was accepted, and the most messages in progress at once. */
const received: string[] = [];
let inProgress = 0;
let mostAtOnce = 0;
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      inProgress += 1;
      mostAtOnce = Math.max(mostAtOnce, inProgress);
      stream.resume();
      stream.on('end', () => {
        setTimeout(() => {
          inProgress -= 1;
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const config = testConfig();
  // The worker starts when the test has queued the bulk.
  t = await createTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Arena <no-reply@arena.test>',
      notifications: { ...config.notifications, worker: false },
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('transactional mail', () => {
  it('goes out ahead of a thousand queued notification e-mails, which are sent in parallel', async () => {
    const player = await register(t.app);
    // A thousand notification e-mails (each about a domain event), queued before the reset is asked for.
    await t.database.db.insert(outboxEmails).values(
      Array.from({ length: BULK }, (_, i) => ({
        to: `fan${i}@bulk.arena.test`,
        subject: 'Your match is ready',
        text: 'Your next match is ready.',
        eventId: 100_000 + i,
        status: 'queued' as const,
      })),
    );
    await t.app.notifications.worker.start();
    // The bulk is on its way when the player asks for a code.
    await waitFor(() => received.length >= 10, { what: 'the bulk mail to start going out' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: player.email },
    });
    expect(asked.statusCode).toBe(200);
    const bulkBefore = received.length;

    // Within 5 s (scaled for a busy machine), and ahead of all but the few sends already under way.
    await waitFor(() => received.includes(player.email), { timeout: 5000, what: 'the reset code' });
    const ahead = received.indexOf(player.email) - bulkBefore;
    expect(ahead).toBeLessThan(100);
    expect(received.length).toBeLessThan(BULK);
    // Several connections at once, not one message after another.
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it('is never sent to a demo account (@arena.local): it stays in the outbox, as without SMTP', async () => {
    const demo = await register(t.app, newPlayer({ email: `demo${Date.now()}@arena.local` }));
    expect(isDemoAddress(demo.email)).toBe(true);
    expect(isDemoAddress('player@arena.test')).toBe(false);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: demo.email },
    });
    expect(asked.statusCode).toBe(200);
    // A notification e-mail to a demo account, as the outbox's e-mail channel writes it.
    await t.app.deps.mailer.send({
      to: 'player@arena.local',
      subject: 'Your match is ready',
      text: 'Your next match is ready.',
      eventId: 999_999,
    });
    const rows = await t.database.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.to, '%@arena.local'));
    // The sign-up's verification link, the reset code and the notification.
    expect(rows.map((row) => row.status).sort()).toEqual(['stored', 'stored', 'stored']);
    // The code is there for the console's outbox; the SMTP server never heard of these addresses.
    const [code] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, demo.email), eq(outboxEmails.subject, 'Your Arena password reset code')),
      );
    expect(code?.text).toMatch(/\d{6}/);
    expect(received.filter((to) => to.endsWith('@arena.local'))).toEqual([]);
  });
});
