/**
 * Outgoing e-mail. Every message is recorded in the outbox table; with SMTP_URL set it is also
 * delivered through nodemailer, otherwise the outbox is the mailbox (the admin console shows it).
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      let status: 'stored' | 'sent' | 'failed' = 'stored';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...message });
          status = 'sent';
        } catch (cause) {
          status = 'failed';
          error = cause instanceof Error ? cause.message : String(cause);
          options.log.error({ err: cause, to: message.to }, 'e-mail delivery failed');
        }
      }
      await options.db.insert(outboxEmails).values({ ...message, html: message.html ?? null, status, error });
    },
    close() {
      transport?.close();
    },
  };
}
