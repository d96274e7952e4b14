/**
 * Outgoing e-mail (decision 0021). `send` only writes the message to the outbox table, inside the caller's
 * transaction when it has one, so a mail exists if and only if what caused it committed; the outbox worker
 * then delivers it over SMTP with retries (`deliver`). Without SMTP_URL the outbox is the mailbox itself
 * (the admin console shows it) and nothing is delivered.
 */
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';

/** The NOTIFY channel that wakes the outbox worker on every instance when something to deliver commits. */
export const OUTBOX_WAKE_CHANNEL = 'arena_outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The domain event the mail is about: the same event never mails the same address twice. */
  eventId?: number;
}

export interface Mailer {
  /** True when an SMTP server is configured: queued mail is delivered by the outbox worker. */
  readonly delivers: boolean;
  /** Writes the message to the outbox (in `db`, the caller's transaction when it has one). */
  send(message: EmailMessage, db?: DbOrTx): Promise<void>;
  /** Hands one message to the SMTP server; throws when it is refused or unreachable. */
  deliver(message: EmailMessage & { from?: string }): Promise<void>;
  close(): void;
}

/** Wakes the outbox worker of every instance when `db`'s transaction commits (at once outside one). */
export async function wakeOutbox(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
}

export function createMailer(options: {
  db: DbOrTx;
  smtpUrl: string | undefined;
  from: string;
  /** Each SMTP step (connect, greeting, a silent socket) fails after this long: a hung server ends the attempt. */
  timeoutMs: number;
}): Mailer {
  const { timeoutMs } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : undefined;
  return {
    delivers: transport !== undefined,
    async send(message, db = options.db) {
      const inserted = await db
        .insert(outboxEmails)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: message.headers ?? null,
          eventId: message.eventId ?? null,
          status: transport ? 'queued' : 'stored',
        })
        .onConflictDoNothing()
        .returning({ id: outboxEmails.id });
      if (transport && inserted.length > 0) await wakeOutbox(db);
    },
    async deliver(message) {
      if (!transport) throw new Error('no SMTP server is configured');
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    close() {
      transport?.close();
    },
  };
}
