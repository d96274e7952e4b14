/** Money is integer pence inside and pounds (at most 2 decimals) on the wire (DESIGN section 4). */
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
