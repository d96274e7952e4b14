import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/outbox';
import { createTestApp, type TestApp } from '../../../test/harness';
import { register } from '../../../test/fixtures';

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
  t = await createTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Arena <no-reply@arena.test>' },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('e-mail over SMTP', () => {
  it('delivers the password reset OTP to a real SMTP server and logs it as sent', async () => {
    const player = await register(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: player.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes(player.email));
    expect(mail?.raw).toContain('Subject: Your Arena password reset code');
    expect(mail?.raw).toMatch(/one-time code to reset your Arena password is \d{6}/);
    const [row] = await t.database.db.select().from(outboxEmails);
    expect(row?.status).toBe('sent');
  });

  it('records a failed delivery without failing the request', async () => {
    const unreachable = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const player = await register(unreachable.app);
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/forget-password',
        payload: { email: player.email },
      });
      expect(response.statusCode).toBe(200);
      const [row] = await unreachable.database.db.select().from(outboxEmails);
      expect(row?.status).toBe('failed');
      expect(row?.error).toBeTruthy();
    } finally {
      await unreachable.close();
    }
  });
});
