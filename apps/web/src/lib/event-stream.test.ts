import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testEventStream, type TestEventStream } from '../../test/sse';
import {
  backoffDelay,
  EventStreamParser,
  openEventStream,
  type StreamMessage,
  type StreamStatus,
} from './event-stream';

function parseAll(chunks: string[]) {
  const messages: StreamMessage[] = [];
  const parser = new EventStreamParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return { messages, parser };
}

describe('the text/event-stream parser', () => {
  it('reads named events, joins multi-line data and skips heartbeat comments', () => {
    const { messages } = parseAll([
      ': heartbeat\n\n',
      'event: update\ndata: {"a":1}\nid: 7\n\n',
      'data: first\ndata: second\n\n',
    ]);
    expect(messages).toEqual([
      { event: 'update', data: '{"a":1}', id: '7' },
      { event: 'message', data: 'first\nsecond', id: '7' },
    ]);
  });

  it('reassembles events split across chunks, at any byte, with CRLF or CR line ends', () => {
    const text = 'event: notification\r\ndata: {"id":3}\r\nid: 12\r\n\r\nevent: ready\rdata: {}\r\r';
    for (let cut = 1; cut < text.length; cut += 1) {
      const { messages } = parseAll([text.slice(0, cut), text.slice(cut)]);
      expect(messages, `cut at ${cut}`).toEqual([
        { event: 'notification', data: '{"id":3}', id: '12' },
        { event: 'ready', data: '{}', id: '12' },
      ]);
    }
  });

  it('keeps an event without data from being dispatched and reads retry', () => {
    const { messages, parser } = parseAll(['event: nothing\n\nretry: 2500\n\n', 'retry: soon\n\n']);
    expect(messages).toEqual([]);
    expect(parser.retryMs).toBe(2500);
  });
});

describe('backoff', () => {
  it('doubles from the first delay up to the cap, jittered between half and all of it', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(50, 1000, 30_000, () => 0)).toBe(15_000);
  });
});

describe('openEventStream', () => {
  function stubStreams(replies: Array<TestEventStream | Response | 'network-error'>) {
    const requests: Array<{ url: string; headers: Headers }> = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ url: String(input), headers: new Headers(init.headers) });
      const reply = replies.shift();
      if (reply === undefined) return new Promise<Response>(() => {});
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return reply instanceof Response ? reply : reply.response;
    });
    vi.stubGlobal('fetch', fetchMock);
    return requests;
  }

  it('sends the bearer header, delivers events and reconnects with Last-Event-ID after a drop', async () => {
    const first = testEventStream();
    const second = testEventStream();
    const requests = stubStreams([first, second]);
    const messages: StreamMessage[] = [];
    const statuses: StreamStatus[] = [];
    const stream = openEventStream({
      url: '/api/notifications/stream',
      headers: () => ({ Authorization: 'Bearer secret' }),
      onMessage: (message) => messages.push(message),
      onStatus: (status) => statuses.push(status),
      initialDelayMs: 1,
    });
    first.send('update', { id: 41 }, 41);
    await waitFor(() => expect(messages).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/notifications/stream');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret');
    expect(requests[0]!.headers.get('Accept')).toBe('text/event-stream');
    expect(requests[0]!.headers.has('Last-Event-ID')).toBe(false);

    first.end();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.headers.get('Last-Event-ID')).toBe('41');
    second.send('notification', { id: 42 }, 42);
    await waitFor(() => expect(messages).toHaveLength(2));
    expect(messages.map((m) => [m.event, m.id])).toEqual([
      ['update', '41'],
      ['notification', '42'],
    ]);
    expect(statuses).toEqual(['connecting', 'open', 'down', 'open']);
    stream.close();
    expect(statuses.at(-1)).toBe('closed');
  });

  it('retries after network failures and server errors, then opens', async () => {
    const stream1 = testEventStream();
    const requests = stubStreams([
      'network-error',
      new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } }),
      stream1,
    ]);
    const statuses: StreamStatus[] = [];
    const stream = openEventStream({
      url: '/api/tournament-stream?tournament_id=3',
      onMessage: () => {},
      onStatus: (status) => statuses.push(status),
      initialDelayMs: 1,
      maxDelayMs: 4,
    });
    await waitFor(() => expect(statuses.at(-1)).toBe('open'));
    expect(requests).toHaveLength(3);
    expect(statuses).toEqual(['connecting', 'down', 'open']);
    stream.close();
  });

  it('gives up for good on a 403 (a visitor, or a session that ended) and never asks again', async () => {
    const requests = stubStreams([
      new Response('{"status_code":403}', { status: 403, headers: { 'Content-Type': 'application/json' } }),
    ]);
    const statuses: StreamStatus[] = [];
    openEventStream({
      url: '/api/notifications/stream',
      onMessage: () => {},
      onStatus: (status) => statuses.push(status),
      initialDelayMs: 1,
    });
    await waitFor(() => expect(statuses).toEqual(['connecting', 'closed']));
    // A retry would come within a millisecond; give it the chance and check none did.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
  });

  it('drops a connection that went silent and opens a new one', async () => {
    const silent = testEventStream();
    const next = testEventStream();
    const requests = stubStreams([silent, next]);
    const stream = openEventStream({
      url: '/api/notifications/stream',
      onMessage: () => {},
      initialDelayMs: 1,
      idleTimeoutMs: 30,
    });
    // The new connection is silent too and may be dropped in its turn before the check runs (a busy machine):
    // what matters is that the silent one was given up and another opened.
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    stream.close();
  });
});
