/** A Server-Sent Events answer a web test controls: events are pushed (or the stream ended) when it says. */
export interface TestEventStream {
  response: Response;
  send: (event: string, data: unknown, id?: number | string) => void;
  comment: (text: string) => void;
  end: () => void;
}

export function testEventStream(): TestEventStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const write = (text: string) => controller.enqueue(encoder.encode(text));
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event, data, id) {
      write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text}\n\n`);
    },
    end() {
      controller.close();
    },
  };
}
