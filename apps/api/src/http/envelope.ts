/** The response envelope (DESIGN section 4): built here and nowhere else. */
import { z } from 'zod';
import type { Envelope } from '@arena/shared/envelope';

export function envelope(statusCode: number, message: string, errors: string[] = []): Envelope {
  return { status_code: statusCode, status: statusCode >= 200 && statusCode < 300, message, error: errors };
}

export function ok<T extends Record<string, unknown> = Record<never, never>>(
  message: string,
  payload?: T,
): Envelope & T {
  return { ...envelope(200, message), ...(payload as T) };
}

const envelopeShape = {
  status_code: z.number().int(),
  status: z.boolean(),
  message: z.string(),
  error: z.array(z.string()),
};

/** Response schema of a success: the envelope plus the named keys the spec shows. */
export function envelopeSchema<T extends z.ZodRawShape>(shape: T = {} as T) {
  return z.object({ ...envelopeShape, ...shape });
}

export const errorEnvelopeSchema = z.object({ ...envelopeShape, request_id: z.string().optional() });
