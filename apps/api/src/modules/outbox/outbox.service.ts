/** The mail outbox as the console reads it: every e-mail the platform sent or stored. */
import type { Db } from '../../db/client';
import { listOutbox } from './outbox.repository';

export function createOutboxService(deps: { db: Db }) {
  return {
    /** Newest first, optionally for one recipient. */
    async list(options: { to?: string; limit: number; offset: number }) {
      const { rows, total } = await listOutbox(deps.db, options);
      return {
        total,
        emails: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          status: row.status,
          error: row.error,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
