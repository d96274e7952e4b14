/** The CSV statement of a player's ledger: credits, tokens and wallet, one line per change. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { penceToPounds } from '@arena/shared/money';
import type { Db } from '../../db/client';
import type { ledgerEntries } from '../../db/schema/ledger';
import { notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import { findUserById } from '../users/users.service';
import { listLedgerOfUser } from './ledger.repository';

type LedgerRow = typeof ledgerEntries.$inferSelect;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a cell a spreadsheet would
 * run as a formula (= + - @, tab, carriage return first) gets a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const STATEMENT_HEADER = ['date', 'asset', 'change', 'balance_after', 'reason', 'reference'];

/** Wallet amounts in pounds, credits and tokens as whole numbers. */
export function statementCsv(rows: LedgerRow[]): string {
  const lines = [STATEMENT_HEADER.join(',')];
  for (const row of rows) {
    const amount = (n: number) => (row.asset === 'wallet' ? penceToPounds(n).toFixed(2) : String(n));
    lines.push(
      [
        row.createdAt.toISOString(),
        row.asset,
        // Numbers as numbers: a negative change is data, not a formula.
        amount(row.delta),
        amount(row.balanceAfter),
        row.reason,
        row.reference,
      ]
        .map((cell, index) => (index === 2 || index === 3 ? cell : csvCell(cell)))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export const csvResponse = {
  200: z.string().describe('text/csv: date, asset, change, balance_after, reason, reference'),
};

export function createStatementService(deps: { db: Db; clock: Clock }) {
  return {
    /** A player's statement and the download's name (the player's public ID and the day). */
    async statement(userId: number): Promise<{ filename: string; csv: string }> {
      const user = await findUserById(deps.db, userId);
      if (!user) throw notFound('The user');
      const csv = statementCsv(await listLedgerOfUser(deps.db, userId));
      const day = deps.clock.now().toISOString().slice(0, 10);
      return { filename: `arena-statement-${user.playerId}-${day}.csv`, csv };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;

/** Sends a statement as a CSV download. */
export function sendStatement(reply: FastifyReply, { filename, csv }: { filename: string; csv: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
