/** The CSV statement of a player's ledger: credits, tokens and wallet, one line per change. */
import { penceToPounds } from '@arena/shared/money';
import type { ledgerEntries } from '../../db/schema/ledger';

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
