/** The HTTP edge of web tests: a stubbed global fetch answering with API envelopes. */
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = { status: number; body: unknown } | Response | 'network-error';
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export function ok(message: string, extra: Record<string, unknown> = {}) {
  return { status: 200, body: { status_code: 200, status: true, message, error: [], ...extra } };
}

/** A refusal envelope; `code` is the server's stable code of the refusal, when it sends one. */
export function fail(status: number, message: string, errors: string[] = [message], code?: string) {
  return {
    status,
    body: { status_code: status, status: false, message, error: errors, ...(code ? { code } : {}) },
  };
}

/**
 * Stubs fetch with handlers keyed by "METHOD /api/path" (query string ignored).
 * Unknown calls answer 404 so a test never hangs; every request is recorded.
 */
export function mockApi(handlers: Record<string, Handler | Reply> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    // A JSON body parsed; an upload's FormData as it was sent (its parts in order).
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    const request: RecordedRequest = { method, url, headers, body };
    requests.push(request);
    const key = `${method} ${url.split('?')[0]}`;
    const handler = handlers[key];
    const reply: Reply =
      handler === undefined
        ? fail(404, `No API route ${key}`)
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === key),
  };
}
