/**
 * Outgoing e-mail (decision 0021). `send` only writes the message to the outbox table, inside the caller's
 * transaction when it has one, so a mail exists if and only if what caused it committed, and tells `onQueued`
 * (the wiring wakes the outbox worker with it); the worker then delivers it over SMTP with retries (`deliver`). Without SMTP_URL the outbox is the mailbox itself
 * (the admin console shows it) and nothing is delivered; nor is mail to a demo account (decision 0031).
 * A mail about a domain event is a notification; every other one (a reset code, a verification) is
 * transactional and goes out first, in an SMTP lane of its own.
 */
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The domain event the mail is about: the same event never mails the same address twice. */
  eventId?: number;
  /** One-time codes and link tokens in the text: the admin console shows them masked. */
  secrets?: string[];
}

/** How the console shows a secret of an e-mail. */
export const MASKED_SECRET = '••••••';

/** The text with every secret masked; null when there is none to mask. */
export function maskSecrets(text: string, secrets: readonly string[] | undefined): string | null {
  const present = (secrets ?? []).filter((secret) => secret.length > 0 && text.includes(secret));
  if (present.length === 0) return null;
  return present.reduce((masked, secret) => masked.split(secret).join(MASKED_SECRET), text);
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

/**
 * Addresses no real mailbox has: the demo accounts' (`@arena.local`; `.local` is the link-local name space of
 * RFC 6762, never an internet mail domain). Their mail is kept in the outbox like without SMTP, never sent.
 */
export function isDemoAddress(to: string): boolean {
  const domain = to.slice(to.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'local' || domain.endsWith('.local');
}

export function createMailer(options: {
  db: DbOrTx;
  smtpUrl: string | undefined;
  from: string;
  /** Each SMTP step (connect, greeting, a silent socket) fails after this long: a hung server ends the attempt. */
  timeoutMs: number;
  /** Pooled SMTP connections, reused from one mail to the next: as many as the outbox sends at once. */
  connections?: number;
  /** Called with `db` after a message to deliver was queued in it (not for one only stored). */
  onQueued: (db: DbOrTx) => Promise<void>;
}): Mailer {
  const { timeoutMs } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: options.connections ?? 1,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : undefined;
  return {
    delivers: transport !== undefined,
    async send(message, db = options.db) {
      const sends = transport !== undefined && !isDemoAddress(message.to);
      const inserted = await db
        .insert(outboxEmails)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          maskedText: maskSecrets(message.text, message.secrets),
          html: message.html ?? null,
          headers: message.headers ?? null,
          eventId: message.eventId ?? null,
          status: sends ? 'queued' : 'stored',
        })
        .onConflictDoNothing()
        .returning({ id: outboxEmails.id });
      if (sends && inserted.length > 0) await options.onQueued(db);
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
