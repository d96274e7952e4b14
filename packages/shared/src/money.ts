/** Money is integer pence inside and pounds (at most 2 decimals) on the wire (docs/product.md, Wire format). */
import { z } from 'zod';

export function penceToPounds(pence: number): number {
  return Math.round(pence) / 100;
}

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** An amount an admin types, in pounds: more than 0, at most £100,000 and 2 decimals. */
export const poundsInput = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive({ error: `${label} must be more than 0` })
    .max(100_000, { error: `${label} cannot exceed £100,000` })
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), {
      error: `${label} has at most 2 decimals`,
    });

/**
 * The most one account may hold of each balance (credits, VIP tokens, wallet pence): far above any real
 * account, far below where whole-number arithmetic in JavaScript or the database could fail. Changes
 * someone chooses (an admin's adjustment) are refused above it; money Arena owes (a prize, a refund) is
 * always paid (decision 0030).
 */
export const BALANCE_LIMITS = {
  credits: 1_000_000_000,
  tokens: 1_000_000_000,
  /** £100,000,000 in pence. */
  wallet: 10_000_000_000,
} as const;

export const BALANCE_LIMIT_MESSAGES = {
  credits: 'This would take the balance above 1,000,000,000 credits, the most an account can hold.',
  tokens: 'This would take the balance above 1,000,000,000 VIP tokens, the most an account can hold.',
  wallet: 'This would take the wallet above £100,000,000, the most an account can hold.',
} as const;

/** Pence as the notices write an amount: `£12.50`. */
export const poundsText = (pence: number) => `£${(pence / 100).toFixed(2)}`;
