/**
 * A Server-Sent Events reader over fetch. EventSource cannot send the `Authorization: Bearer` header the user
 * stream needs (and the session token must never go into a URL), so the stream is read here: the
 * text/event-stream format parsed line by line, `Last-Event-ID` sent back on reconnection so the server can
 * resume, reconnection with capped, jittered exponential backoff, and a watchdog that drops a connection
 * that went silent (no event and no heartbeat) so a half-open socket is noticed.
 */

export interface StreamMessage {
  /** The `event:` field, 'message' when the server sent none. */
  event: string;
  data: string;
  /** The last `id:` seen on this stream (it carries over to later events, as in EventSource). */
  id: string | null;
}

/**
 * `connecting`: the first attempt is under way; `open`: events flow; `down`: the stream dropped and a
 * reconnection is scheduled (pages poll meanwhile); `closed`: the server refused it for good (e.g. 403 for a
 * session that ended) or `close()` was called.
 */
export type StreamStatus = 'connecting' | 'open' | 'down' | 'closed';

export interface EventStreamOptions {
  url: string;
  /** Extra request headers, e.g. the bearer token (read afresh for every connection). */
  headers?: () => Record<string, string>;
  onMessage: (message: StreamMessage) => void;
  onStatus?: (status: StreamStatus) => void;
  /** First reconnection delay; doubles per failed attempt up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A connection with nothing received (not even a heartbeat) for this long is dropped and reopened. */
  idleTimeoutMs?: number;
}

export interface EventStreamHandle {
  close: () => void;
}

export const STREAM_DEFAULTS = { initialDelayMs: 1_000, maxDelayMs: 30_000, idleTimeoutMs: 45_000 } as const;

/** Answers that will not change by trying again: the stream is given up (the caller falls back to polling). */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 410]);

/** The delay before reconnection attempt `attempt` (0-based): exponential, capped, with jitter in [50%, 100%]. */
export function backoffDelay(
  attempt: number,
  initialMs: number,
  maxMs: number,
  random = Math.random,
): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Incremental parser of the text/event-stream format (WHATWG HTML, "Server-sent events"). */
export class EventStreamParser {
  private buffer = '';
  private afterCR = false;
  private eventType = '';
  private data: string[] = [];
  private hasData = false;
  lastEventId: string | null = null;
  /** A `retry:` field from the server, in ms. */
  retryMs: number | null = null;

  constructor(private readonly dispatch: (message: StreamMessage) => void) {}

  push(chunk: string): void {
    let text = chunk;
    // A CR ending the previous chunk ended its line; an LF right after it is the second half of that CRLF.
    if (this.afterCR && text.startsWith('\n')) text = text.slice(1);
    this.afterCR = text.endsWith('\r');
    this.buffer += text;
    const lines = this.buffer.split(/\r\n|\n|\r/);
    // The last piece has no line end yet: it waits for the next chunk.
    this.buffer = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  private line(line: string): void {
    if (line === '') {
      this.flush();
      return;
    }
    if (line.startsWith(':')) return; // a comment: the server's heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data.push(value);
        this.hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        break;
    }
  }

  private flush(): void {
    const type = this.eventType || 'message';
    const hadData = this.hasData;
    const data = this.data.join('\n');
    this.eventType = '';
    this.data = [];
    this.hasData = false;
    if (hadData) this.dispatch({ event: type, data, id: this.lastEventId });
  }
}

/** Opens `url` as an event stream and keeps it open until `close()` or a final refusal. */
export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const initialDelayMs = options.initialDelayMs ?? STREAM_DEFAULTS.initialDelayMs;
  const maxDelayMs = options.maxDelayMs ?? STREAM_DEFAULTS.maxDelayMs;
  const idleTimeoutMs = options.idleTimeoutMs ?? STREAM_DEFAULTS.idleTimeoutMs;
  let closed = false;
  let attempt = 0;
  let lastEventId: string | null = null;
  let retryMs: number | null = null;
  let controller: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let reader: ReadableStreamDefaultReader<string> | null = null;

  /** Ends the current connection: the request and its body (a body read may outlive its request's abort). */
  const hangUp = (connection: AbortController | null) => {
    connection?.abort();
    void reader?.cancel().catch(() => {});
  };
  let status: StreamStatus | null = null;

  const setStatus = (next: StreamStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  const armIdleTimer = (connection: AbortController) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => hangUp(connection), idleTimeoutMs);
  };

  const scheduleReconnect = () => {
    if (closed) return;
    setStatus('down');
    // The server's `retry:` is the first delay; failures in a row double it (jittered, so a restarted
    // server is not met by every client at the same instant).
    const delay = backoffDelay(attempt, Math.max(initialDelayMs, retryMs ?? 0), maxDelayMs);
    attempt += 1;
    reconnectTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (closed) return;
    const connection = new AbortController();
    controller = connection;
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers?.() };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    try {
      const response = await fetch(options.url, {
        headers,
        signal: connection.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (FINAL_STATUSES.has(response.status)) {
        await response.body?.cancel();
        closed = true;
        setStatus('closed');
        return;
      }
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        await response.body?.cancel();
        scheduleReconnect();
        return;
      }
      armIdleTimer(connection);
      setStatus('open');
      const parser = new EventStreamParser((message) => {
        // A delivered event proves the connection healthy: the next drop starts the backoff afresh.
        attempt = 0;
        options.onMessage(message);
      });
      parser.lastEventId = lastEventId;
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        armIdleTimer(connection);
        parser.push(value);
        lastEventId = parser.lastEventId;
        retryMs = parser.retryMs;
      }
    } catch {
      // A network failure, an abort by the watchdog or by close(): handled below.
    } finally {
      clearTimeout(idleTimer);
    }
    if (!closed) scheduleReconnect();
  };

  setStatus('connecting');
  void connect();

  return {
    close() {
      if (closed && status === 'closed') return;
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(idleTimer);
      hangUp(controller);
      setStatus('closed');
    },
  };
}
