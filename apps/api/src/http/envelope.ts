/** The response envelope (decision 0003): built here and nowhere else. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TtlCache } from '../lib/ttl-cache';
import type { Envelope } from '@arena/shared/envelope';

/** A cached public answer: the envelope, and the same serialised once for visitors. */
export interface CachedResponse {
  body: Record<string, unknown>;
  json: string;
}

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

export const errorEnvelopeSchema = z.object({
  ...envelopeShape,
  code: z.string().optional(),
  request_id: z.string().optional(),
});

/**
 * onRequest hook for public GET routes: a visitor's request whose URL is cached is answered before
 * validation (only URLs that passed validation are ever cached under `prefix:url`).
 */
export function answerVisitorsFromCache(cache: TtlCache<CachedResponse>, prefix: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) return;
    const hit = cache.peek(`${prefix}:${request.url}`);
    if (hit) return sendCachedJson(reply, hit.json);
  };
}

/** The body of a cached answer, serialised once and sent as is (Fastify does not re-serialise strings). */
export function sendCachedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
