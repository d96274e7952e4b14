/** A Server-Sent Events reader for tests: collects events from a real listening server (inject cannot stream). */
import { waitFor } from './timeouts';

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: number;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Waits for the first event (in arrival order) matching `match`. */
  waitForEvent(match: (event: SseEvent) => boolean, what?: string): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const client: SseClient = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: 0,
    ended: Promise.resolve(),
    async waitForEvent(match, what = 'an event') {
      let found: SseEvent | undefined;
      await waitFor(() => (found = client.events.find(match)) !== undefined, { timeout: 15_000, what });
      return found!;
    },
    close() {
      controller.abort();
    },
  };
  if (!response.ok || !response.body) return client;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  client.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          let fields = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              client.comments += 1;
              continue;
            }
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const content = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            fields += 1;
            if (field === 'event') event = content;
            else if (field === 'id') id = content;
            else if (field === 'data') data.push(content);
          }
          if (fields > 0 && data.length > 0)
            client.events.push({ event, id, data: JSON.parse(data.join('\n')) });
        }
      }
    } catch {
      // Aborted by close(): the stream is over.
    }
  })();
  return client;
}
