/**
 * A streamed response of one JSON value per line, read from `events` only as fast as the client reads.
 * When the client goes away, `onCancel` runs first (to stop the producer), then the generator is closed.
 */
export function ndjsonResponse<Event>(events: AsyncGenerator<Event>, onCancel: () => void): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      onCancel();
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' },
  });
}
