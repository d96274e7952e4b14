/**
 * The mail outbox as the console reads it: every e-mail the platform sent or stored, one-time codes masked (an
 * admin must not be able to take over an account with a reset code), and each e-mail shown recorded in the audit.
 */
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import { listOutbox } from './outbox.repository';

export function createOutboxService(deps: { db: Db }) {
  return {
    /** Newest first, optionally for one recipient. */
    async list(adminId: number, options: { to?: string; limit: number; offset: number }) {
      const { rows, total } = await deps.db.transaction(async (tx) => {
        const found = await listOutbox(tx, options);
        for (const row of found.rows)
          await recordAdminAction(tx, {
            adminId,
            action: 'email.read',
            targetType: 'email',
            targetId: row.id,
            note: `${row.to}: ${row.subject}`,
          });
        return found;
      });
      return {
        total,
        emails: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.maskedText ?? row.text,
          status: row.status,
          error: row.error,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
