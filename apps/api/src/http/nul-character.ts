/**
 * One rule for every text input (decision 0013): the NUL character is refused with a 400 at the HTTP edge,
 * because PostgreSQL cannot store it in text ("invalid byte sequence for encoding UTF8: 0x00") and no field
 * of the product has a use for it. A hook sees every route, including routes added later, so no schema can
 * forget the rule.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from './errors';

const NUL = '\u0000';

export function nulCharacterMessage(field: string): string {
  return `${field} must not contain the NUL character (\\u0000)`;
}

/** The first place in `value` (keys included) holding a NUL, as a dotted path; undefined when none does. */
export function findNulCharacter(value: unknown, root: string): string | undefined {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: `${path}.${index}` }));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keyPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return path || 'A field name';
        pending.push({ value: item, path: keyPath });
      }
    }
  }
  return undefined;
}

/** Throws the rule's 400 when `value` holds a NUL; `root` names it in the message. */
export function refuseNulCharacter(value: unknown, root = ''): void {
  const where = findNulCharacter(value, root);
  if (where !== undefined) {
    const field = where.replaceAll(NUL, '\\u0000') || 'The request';
    const message = nulCharacterMessage(field);
    throw new AppError('invalid', 'NUL_CHARACTER', message);
  }
}

/** The headers the API reads as text (the session token; the rest are parsed by Fastify or Node). */
const READ_HEADERS = ['authorization', 'x-request-id', 'user-agent'] as const;

/**
 * For the onRequest hook of every route: path parameters, query string and the headers we read, before the
 * session is looked up or a cached answer is sent. Parameters and query come from the URL, where a NUL can only
 * be written %00 (Node refuses a raw one): a URL without it is not walked (decision 0035: per-request cost).
 */
export function refuseNulInUrlAndHeaders(request: FastifyRequest): void {
  if (request.url.includes('%00') || request.url.includes(NUL)) {
    refuseNulCharacter(request.params);
    refuseNulCharacter(request.query);
  }
  for (const name of READ_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.includes(NUL)) {
      throw new AppError('invalid', 'NUL_CHARACTER', nulCharacterMessage(`The ${name} header`));
    }
  }
}

/**
 * preValidation hook for every route: the parsed JSON or form body. A multipart body is read by its route,
 * which calls `refuseNulInMultipart`.
 */
export async function refuseNulInBody(request: FastifyRequest): Promise<void> {
  refuseNulCharacter(request.body);
}

/** The same rule for a multipart upload: the fields sent with the file, and the file's name. */
export function refuseNulInMultipart(file: MultipartFile): void {
  refuseNulCharacter({ [file.fieldname]: file.filename });
  // Values only: a file part links back to every field, so the parts themselves are not walked.
  for (const part of Object.values(file.fields).flat()) {
    if (part?.type === 'field') refuseNulCharacter({ [part.fieldname]: part.value });
  }
}
