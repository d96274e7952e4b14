/** Domain errors: thrown where a rule fails, turned into the envelope once by the error handler. */

const STATUS_BY_KIND = {
  invalid: 400,
  /** A request not signed as its route requires (Discord's interactions, decision 0060); never a session. */
  bad_signature: 401,
  unauthenticated: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorKind = keyof typeof STATUS_BY_KIND;

export class AppError extends Error {
  readonly status: number;
  /** The same, under Fastify's name, so a plugin with its own error handler (the PayPal sandbox) keeps it. */
  readonly statusCode: number;
  /** The sentences the user reads; `error[0]` is shown by the web app. */
  readonly errors: string[];
  readonly headers: Record<string, string>;

  constructor(
    readonly kind: AppErrorKind,
    /** A stable code for logs and tests, e.g. INVALID_CREDENTIALS. */
    readonly code: string,
    message: string,
    options: { errors?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_KIND[kind];
    this.statusCode = this.status;
    this.errors = options.errors ?? [message];
    this.headers = options.headers ?? {};
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired, please log in again.';

export function unauthenticated(): AppError {
  return new AppError('unauthenticated', 'UNAUTHENTICATED', SESSION_EXPIRED_MESSAGE);
}

/**
 * A request that breaks a rule (400, kind `invalid`): the one helper the services throw, instead of a local
 * `refuse` each. `errors` lists every sentence when there are several; by default it is the message alone.
 */
export function invalid(code: string, message: string, errors?: string[]): AppError {
  return new AppError('invalid', code, message, errors ? { errors } : {});
}

export function notFound(what = 'The requested resource'): AppError {
  return new AppError('not_found', 'NOT_FOUND', `${what} was not found`);
}

export function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'rate_limited',
    'RATE_LIMITED',
    `Too many attempts, please try again in ${seconds} seconds.`,
    {
      headers: { 'retry-after': String(seconds) },
    },
  );
}
