/**
 * Every answer is the envelope (decision 0013), including what Fastify's router refuses before a route is
 * chosen and what Node's HTTP parser refuses before Fastify sees a request; and the server's timeouts come
 * from the configuration.
 */
import net from 'node:net';
import os from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

const execFileAsync = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectEnvelope(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/json');
  expect(response.json()).toEqual({ status_code: status, status: false, message, error: [message] });
}

describe("Fastify's own refusals", () => {
  it('answers a path parameter over 100 characters with a 414 envelope', async () => {
    const response = await t.app.inject({ url: `/api/admin/tournaments/${'1'.repeat(101)}` });
    expectEnvelope(response, 414, 'A part of the request URL is too long: 100 characters at most');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers a malformed percent-encoding with a 400 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/games/%E0%A4%A/archive' });
    expectEnvelope(response, 400, 'The request URL is not valid');
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expectEnvelope(response, 415, 'This content type is not supported; send JSON');
  });

  it('answers unparsable JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectEnvelope(response, 400, 'The request body is not valid JSON');
  });

  it('answers a body over the limit with a 413 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(70 * 1024) }),
    });
    expectEnvelope(response, 413, 'The request body is too large');
  });

  it('answers an unknown route, and a known path with another method, with a 404 envelope', async () => {
    expectEnvelope(
      await t.app.inject({ url: '/api/nothing-here' }),
      404,
      'No API route GET /api/nothing-here',
    );
    // Fastify's router has no 405: a method a path does not have is a route that does not exist.
    expectEnvelope(
      await t.app.inject({ method: 'DELETE', url: '/api/login' }),
      404,
      'No API route DELETE /api/login',
    );
  });
});

/** Sends raw bytes to a listening server and collects its whole answer until it closes the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset after answering; what arrived is the answer.
      if (error.code === 'ECONNRESET' && received) resolve(received);
      else if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

function parseRawAnswer(raw: string) {
  const [head = '', json = ''] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, head, body: JSON.parse(json) as unknown };
}

const TOO_LARGE = {
  status_code: 413,
  status: false,
  message: 'The request body is too large',
  error: ['The request body is too large'],
};

/** Posts a JSON body of `bytes` `times` times with Node's fetch from a child process; each status and body. */
async function fetchInAnotherProcess(url: string, bytes: number, times: number) {
  const script = `
    const answers = [];
    for (let i = 0; i < ${times}; i += 1) {
      try {
        const response = await fetch(${JSON.stringify(url)}, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a'.repeat(${bytes}) }),
        });
        answers.push({ status: response.status, body: await response.json() });
      } catch (error) {
        answers.push({ error: String(error.cause ?? error) });
      }
    }
    process.stdout.write(JSON.stringify(answers));`;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as unknown[];
}

/** A second server on the machine's first non-internal IPv4 address (loopback when it has none). */
async function listenOnNetworkAddress(): Promise<{ url: string; close: () => Promise<void> }> {
  const address =
    Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address ?? '127.0.0.1';
  const server = await createTestApp();
  await server.app.listen({ port: 0, host: address });
  const { port } = server.app.server.address() as net.AddressInfo;
  return { url: `http://${address}:${port}`, close: () => server.close() };
}

describe("Node's HTTP parser's refusals and the server's timeouts", () => {
  let server: TestApp;
  let port: number;
  beforeAll(async () => {
    server = await createTestApp({
      config: {
        http: {
          connectionTimeoutMs: 0,
          requestTimeoutMs: 2_000,
          headersTimeoutMs: 1_000,
          keepAliveTimeoutMs: 5_000,
        },
      },
    });
    // An ephemeral port: parallel test runs never collide.
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => server.close());

  it('applies the configured timeouts to the HTTP server', () => {
    const http = server.app.server;
    expect(http.requestTimeout).toBe(2_000);
    expect(http.headersTimeout).toBe(1_000);
    expect(http.keepAliveTimeout).toBe(5_000);
    expect(http.timeout).toBe(0);
    const defaults = t.app.server;
    expect([
      defaults.timeout,
      defaults.requestTimeout,
      defaults.headersTimeout,
      defaults.keepAliveTimeout,
    ]).toEqual([120_000, 120_000, 15_000, 72_000]);
  });

  it('answers unparsable HTTP with a 400 envelope', async () => {
    const answer = parseRawAnswer(await rawExchange(port, 'THIS IS NOT HTTP\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.head).toContain('application/json');
    expect(answer.body).toEqual({
      status_code: 400,
      status: false,
      message: 'The request is not valid HTTP',
      error: ['The request is not valid HTTP'],
    });
  });

  it('answers oversized headers with a 431 envelope', async () => {
    const answer = parseRawAnswer(
      await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ status_code: 431, message: 'The request headers are too large' });
  });

  it('closes a request whose headers never finish with a 408 envelope', async () => {
    // The headers are never ended: the server, not the test, decides when it has waited long enough.
    const answer = parseRawAnswer(await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n'));
    expect(answer.status).toBe(408);
    expect(answer.body).toMatchObject({ status_code: 408, message: 'The request took too long to arrive' });
  });

  it("lets Node's fetch read the 413 envelope of a 3 MB JSON body, over a real network interface", async () => {
    // fetch writes the whole body before it reads the answer: a server that answered and closed mid-body made
    // it fail with EPIPE or a connection reset instead of the refusal (curl reads the early answer). Loopback's
    // large buffers hide it: go through the machine's own network address when it has one.
    const lan = await listenOnNetworkAddress();
    try {
      // The client is another process, as in life: in this one the server could not close while fetch writes.
      const answers = await fetchInAnotherProcess(`${lan.url}/api/login`, 3 * 1024 * 1024, 4);
      expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 413, body: TOO_LARGE })));
      expect((await fetch(`${lan.url}/api/health`)).status).toBe(200);
    } finally {
      await lan.close();
    }
  });

  it('reads the whole oversized body before it answers 413, so a client that writes first is never cut off', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    let failure: Error | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error) => (failure = error));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const chunk = 'a'.repeat(64 * 1024);
    const chunks = 48;
    const write = (text: string) =>
      new Promise<void>((resolve) =>
        socket.write(text, (error) => (error ? (failure = error) : undefined, resolve())),
      );
    await write(
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${chunks * chunk.length}\r\n\r\n`,
    );
    for (let sent = 0; sent < chunks && !failure && !socket.destroyed; sent += 1) {
      await write(chunk);
      // Hand the turn to the server between chunks, as a network would.
      await new Promise((resolve) => setImmediate(resolve));
      expect(received, 'answered before the body arrived').toBe('');
    }
    await closed;
    expect(failure).toBeUndefined();
    expect(parseRawAnswer(received)).toMatchObject({ status: 413, body: TOO_LARGE });
  });

  it('still answers a complete request on the same server', async () => {
    const answer = parseRawAnswer(
      await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});
