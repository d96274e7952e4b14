/**
 * The one API client: same-origin `/api/...`, JSON, bearer token from storage, and the envelope
 * `{status_code, status, message, error[]}` of every answer (docs/product.md, The envelope).
 * Error catalogue (spec 000 and 001 section 8) is applied here: a 403 ends the session and goes to
 * /login (which says why when a session was open, and leads back to this page after logging in); every
 * failure becomes an ApiError whose `userMessage` is the sentence to show.
 */
import { GENERIC_ERROR_MESSAGE, type Envelope, type EnvelopeWith } from '@arena/shared/envelope';
import { currentAppPath, loginHref } from './login-return';
import { navigateTo } from './navigation';
import { clearSession, getToken } from './storage';
import { shownLanguage } from './i18n/shown-language';

export type ApiErrorKind = 'validation' | 'session' | 'http' | 'network';

export class ApiError extends Error {
  /** HTTP status (equal to status_code), or 0 when no answer came back. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The `error` list of the envelope (empty when there was no envelope). */
  readonly errors: string[];
  readonly body: Envelope | null;

  constructor(options: {
    status: number;
    kind: ApiErrorKind;
    message: string;
    errors?: string[];
    body?: Envelope | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.errors = options.errors ?? [];
    this.body = options.body ?? null;
  }

  /** The refusal's stable code the server sent (e.g. EMAIL_NOT_VERIFIED), if any. */
  get code(): string | undefined {
    return this.body?.code;
  }

  /** The sentence the catalogue says to show: 400 the first error, otherwise the message. */
  get userMessage(): string {
    if (this.kind === 'validation') return this.errors[0] ?? this.message;
    return this.message || GENERIC_ERROR_MESSAGE;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The sentence to show for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (isApiError(error)) return error.userMessage;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a FormData, which is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Send the stored token as a bearer header (default true when a token is stored). */
  auth?: boolean;
  signal?: AbortSignal;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status_code' in value &&
    'status' in value &&
    typeof (value as Envelope).status === 'boolean'
  );
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Sends one request and resolves with the envelope of a success (status_code 200, status true). */
export async function apiRequest<T extends object = Record<never, never>>(
  path: string,
  options: RequestOptions = {},
): Promise<EnvelopeWith<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // The API answers its sentences in the language the page shows (a signed-in account's own language first).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': shownLanguage() };
  const token = options.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // Multipart (uploads): the browser writes the Content-Type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, kind: 'network', message: GENERIC_ERROR_MESSAGE });
  }

  return envelopeOf<T>(response, token);
}

/** Reads an answer's envelope: resolves with a success, throws the catalogue's ApiError for anything else. */
async function envelopeOf<T extends object>(
  response: Response,
  token: string | null,
): Promise<EnvelopeWith<T>> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  if (!isEnvelope(payload)) {
    const message =
      typeof payload === 'object' &&
      payload !== null &&
      typeof (payload as { message?: unknown }).message === 'string'
        ? (payload as { message: string }).message
        : GENERIC_ERROR_MESSAGE;
    throw new ApiError({ status: response.status, kind: 'http', message: message || GENERIC_ERROR_MESSAGE });
  }

  const statusCode = payload.status_code || response.status;
  if (statusCode === 200 && payload.status) return payload as EnvelopeWith<T>;

  const errors = Array.isArray(payload.error) ? payload.error.filter((e) => typeof e === 'string') : [];
  // An admin's own payout or balance (403 with its code: another admin must) is a refusal to show, not an
  // ended session; the session's own refusals carry UNAUTHENTICATED, or no code at all from older servers.
  const domainRefusal = typeof payload.code === 'string' && payload.code !== 'UNAUTHENTICATED';
  if (statusCode === 403 && !domainRefusal) {
    // A late answer to a session that already ended here (logged out, or replaced by a new login) changes
    // nothing: it must not clear the new session or send the player anywhere.
    const stale = token !== null && getToken() !== token;
    if (!stale) {
      const href = loginHref({ returnTo: currentAppPath(), expired: token !== null });
      clearSession({ loginHref: href });
      navigateTo(href);
    }
    throw new ApiError({ status: 403, kind: 'session', message: payload.message, errors, body: payload });
  }
  if (statusCode === 400) {
    throw new ApiError({ status: 400, kind: 'validation', message: payload.message, errors, body: payload });
  }
  throw new ApiError({
    status: statusCode,
    kind: 'http',
    message: payload.message || GENERIC_ERROR_MESSAGE,
    errors,
    body: payload,
  });
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the fallback given. */
  filename: string;
}

function filenameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GETs a file the API serves with the session (e.g. a CSV statement): a plain link cannot send the bearer
 * header, so the file is fetched here. A refusal comes back as the usual envelope and throws the same ApiError.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const token = getToken();
  const headers: Record<string, string> = { 'Accept-Language': shownLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, undefined), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, kind: 'network', message: GENERIC_ERROR_MESSAGE });
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    await envelopeOf(response, token);
    // A 200 JSON envelope where a file was expected is not a file either.
    throw new ApiError({ status: response.status, kind: 'http', message: GENERIC_ERROR_MESSAGE });
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/** Hands a fetched file to the browser as a download (object URL on a temporary link, then released). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
