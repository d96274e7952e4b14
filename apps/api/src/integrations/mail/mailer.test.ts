import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema/outbox';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness';
import { register } from '../../../test/fixtures';
import { waitFor } from '../../../test/timeouts';

const received: Array<{ to: string[]; raw: string }> = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Undo quoted-printable soft line breaks so the text reads as sent.
        raw = raw.replace(/=\r?\n/g, '');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const config = testConfig();
  // This app's worker runs only when a test says so (drain), so the unreachable server's app below is the
  // only one trying while it is up.
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

/** The reset code's row (the sign-up's verification link is mailed too, decision 0054). */
async function resetMail(database: TestApp['database']) {
  const [row] = await database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.subject, 'Your Arena password reset code'));
  return row;
}

describe('e-mail over SMTP', () => {
  it('delivers the password reset OTP to a real SMTP server and logs it as sent', async () => {
    const player = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: player.email },
    });
    expect(response.statusCode).toBe(200);
    // Queued with the reset; the outbox worker delivers it after the commit.
    expect((await resetMail(t.database))?.status).toBe('queued');
    await t.app.notifications.worker.drain();
    const otpMail = () =>
      received.find(
        (m) => m.to.includes(player.email) && m.raw.includes('Subject: Your Arena password reset code'),
      );
    await waitFor(() => otpMail() !== undefined, { what: 'the OTP mail' });
    const mail = otpMail();
    expect(mail?.raw).toContain('Subject: Your Arena password reset code');
    expect(mail?.raw).toMatch(/one-time code to reset your Arena password is \d{6}/);
    await waitFor(async () => (await resetMail(t.database))?.status === 'sent', {
      what: 'the mail logged as sent',
    });
  });

  it('keeps a mail an unreachable SMTP server refused, retries it, and never fails the request', async () => {
    const unreachable = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const player = await register(unreachable.app);
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/forget-password',
        payload: { email: player.email },
      });
      expect(response.statusCode).toBe(200);
      await waitFor(async () => ((await resetMail(unreachable.database))?.error ?? null) !== null, {
        what: 'a failed attempt',
      });
      const row = await resetMail(unreachable.database);
      // Still queued: the worker tries again later, with backoff.
      expect(row?.status).toBe('queued');
      expect(row?.error).toBeTruthy();
      expect(row?.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await unreachable.close();
    }
    // The retry falls due after its backoff; bring it forward rather than wait.
    await t.database.db.update(outboxEmails).set({ nextAttemptAt: new Date(0) });
    // The SMTP server is back: the mail that waited is delivered by the next worker to run.
    await t.app.notifications.worker.drain();
    await waitFor(async () => (await resetMail(t.database))?.status === 'sent', {
      what: 'the delayed mail sent',
    });
    expect(received.some((m) => m.raw.includes('one-time code to reset your Arena password'))).toBe(true);
  });
});
