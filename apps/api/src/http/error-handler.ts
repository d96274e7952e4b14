/** The single place that turns any failure into the envelope with the right status. */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE } from '@arena/shared/envelope';
import { AppError } from './errors';
import { envelope } from './envelope';
import { translateText } from '../i18n/server-text';
import { requestLanguage, serverMessage } from './languages';

const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty but its content type says JSON',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'This content type is not supported; send JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'The Content-Type header is not valid' },
  FST_ERR_BAD_URL: { status: 400, message: 'The request URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: 'A part of the request URL is too long: 100 characters at most',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'This request must be sent as multipart/form-data',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large: 5 MB at most' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts' },
  FST_FILES_LIMIT: { status: 413, message: 'The form has too many files' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields' },
};

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable, please try again shortly.';

/** Network codes and PostgreSQL classes (08 connection, 53 resources, 57P shutdown, 57014 statement time-out) meaning "try later". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The database (or another backing service) cannot be reached: a 503 the client may retry, not a bug. */
export function isUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_CODES.has(code) || /^(08|53|57P|57014)/.test(code)) return true;
    if (
      typeof candidate.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(candidate.message)
    )
      return true;
    // Node's "connect ECONNREFUSED" to several addresses arrives as an AggregateError.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isUnavailable(inner)))
      return true;
    current = candidate.cause;
  }
  return false;
}

function send(
  reply: FastifyReply,
  status: number,
  message: string,
  errors: string[],
  requestId?: string,
  code?: string,
) {
  const body = {
    ...envelope(status, message, errors),
    ...(code ? { code } : {}),
    ...(requestId ? { request_id: requestId } : {}),
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The most of a refused body the server reads (and throws away) before answering 413. Clients such as Node's
 * fetch write the whole body before reading an answer: answering and closing mid-body cuts them off with a
 * reset (EPIPE) instead of the refusal. A body declared larger is refused at once, as is one that keeps coming.
 */
export const REFUSED_BODY_DRAIN_BYTES = 16 * 1024 * 1024;

/** Reads the rest of the request body; false when it is (or turns out) larger than `maxBytes`. */
function drainBody(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  const declared = Number(raw.headers['content-length']);
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (declared > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (drained: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onEnd);
      raw.off('close', onEnd);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(raw.complete);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onEnd);
    raw.on('close', onEnd);
    raw.resume();
  });
}

/** One sentence per broken rule; a field of the wrong type reports only that. */
function validationMessages(
  issues: Array<{ instancePath: string; keyword: string; message?: string }>,
): string[] {
  const wrongType = new Set(issues.filter((i) => i.keyword === 'invalid_type').map((i) => i.instancePath));
  const kept = issues.filter((i) => i.keyword === 'invalid_type' || !wrongType.has(i.instancePath));
  return [...new Set(kept.map((issue) => issue.message ?? 'The request is not valid'))];
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      if (error.status >= 500) request.log.warn({ code: error.code }, error.message);
      // The domain's stable code goes with its sentence, for a client that acts on the refusal (decision 0054);
      // the sentences in the reader's language (decision 0062).
      const language = requestLanguage(request);
      return send(
        reply,
        error.status,
        translateText(language, error.message),
        error.errors.map((sentence) => translateText(language, sentence)),
        undefined,
        error.code,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Decision 0062: each field sentence in the reader's language (English-keyed catalogues, the shared
      // validation catalogue among them); English keeps the sentences as they are.
      const language = requestLanguage(request);
      const messages = validationMessages(error.validation).map((sentence) =>
        translateText(language, sentence),
      );
      return send(reply, 400, messages[0] ?? serverMessage('invalid_request', language), messages);
    }
    const language = requestLanguage(request);
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      const message = translateText(language, known.message);
      if (known.status === 413) {
        return drainBody(request.raw, REFUSED_BODY_DRAIN_BYTES).then(() =>
          send(reply, known.status, message, [message]),
        );
      }
      return send(reply, known.status, message, [message]);
    }
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION' || isResponseSerializationError(error as never)) {
      request.log.error(
        { err: error, cause: (error as { cause?: unknown }).cause },
        'response did not match its schema',
      );
      const generic = translateText(language, GENERIC_ERROR_MESSAGE);
      return send(reply, 500, generic, [generic], request.id);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A client error raised by Fastify or a plugin that has no sentence of ours: keep its message, never a stack.
      const message = translateText(language, error.message || 'The request is not valid');
      return send(reply, status, message, [message]);
    }
    if (isUnavailable(error)) {
      request.log.error({ err: error }, 'a backing service is unavailable');
      reply.header('retry-after', '5');
      const unavailable = translateText(language, UNAVAILABLE_MESSAGE);
      return send(reply, 503, unavailable, [unavailable], request.id);
    }
    request.log.error({ err: error }, 'unhandled error');
    const generic = translateText(language, GENERIC_ERROR_MESSAGE);
    return send(reply, 500, generic, [generic], request.id);
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = translateText(
    requestLanguage(request),
    `No API route ${request.method} ${request.url.split('?')[0]}`,
  );
  return send(reply, 404, message, [message]);
}

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route (and so before the error handler)
 * is chosen, such as a malformed percent-encoding or an over-long path parameter.
 */
export function routerErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  reply.header('cache-control', 'no-store');
  const language = requestLanguage(request);
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) {
    const message = translateText(language, known.message);
    return send(reply, known.status, message, [message]);
  }
  request.log.error({ err: error }, 'router error');
  const generic = translateText(language, GENERIC_ERROR_MESSAGE);
  return send(reply, 500, generic, [generic], request.id);
}

/** What Node's HTTP parser refuses before Fastify sees a request, in the envelope's words. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};
const MALFORMED_REQUEST = { status: 400, message: 'The request is not valid HTTP' };

/**
 * Fastify's `clientErrorHandler`: the socket-level refusals (headers or request timeout, oversized headers,
 * unparsable HTTP) answer the envelope too, written straight to the socket as there is no request object.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? MALFORMED_REQUEST;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(envelope(status, message, [message]));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
