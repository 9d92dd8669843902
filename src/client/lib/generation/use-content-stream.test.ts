// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GenerateContentBody } from '@shared/schemas/content';
import { errorAnswer, fakeServer } from '@/test/fake-server';
import { renderHookInApp } from '@/test/render';
import { useContentStream, type StreamOutcome } from './use-content-stream';

const BODY: GenerateContentBody = { title: 'Prep Once', sectionName: 'Chapter 1', contentType: 'educational' };
const NETWORK_MESSAGE = 'Cannot reach the server. Please check your connection and try again.';

afterEach(() => {
  vi.restoreAllMocks();
});

const line = (event: object) => `${JSON.stringify(event)}\n`;

/**
 * Answers generate-content with an NDJSON body the test writes piece by piece; aborting the request's
 * signal errors the body as a browser does.
 */
function serveStream() {
  const encoder = new TextEncoder();
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const { requests } = fakeServer({
    'POST /api/generate-content': ({ signal }) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          body = controller;
        },
      });
      signal?.addEventListener('abort', () => body.error(new DOMException('Aborted', 'AbortError')));
      return new Response(stream, { headers: { 'content-type': 'application/x-ndjson' } });
    },
  });
  return {
    requests,
    write: (bytes: Uint8Array | string) => body.enqueue(typeof bytes === 'string' ? encoder.encode(bytes) : bytes),
    end: () => body.close(),
    fail: (error: Error) => body.error(error),
  };
}

function renderStream() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onProgress = vi.fn<(text: string) => void>();
  const hook = renderHookInApp(() => useContentStream());
  let outcome: Promise<StreamOutcome> | undefined;
  const start = () => {
    act(() => {
      outcome = hook.result.current.start(BODY, onProgress);
    });
  };
  const finish = async () => {
    let ended: StreamOutcome | undefined;
    await act(async () => {
      ended = await outcome;
    });
    return ended;
  };
  return { hook, onProgress, start, finish };
}

describe('useContentStream', () => {
  it('puts together text whose events arrive split across reads, lines and characters', async () => {
    const server = serveStream();
    const { hook, onProgress, start, finish } = renderStream();
    start();
    expect(hook.result.current.status).toBe('streaming');

    const events = line({ type: 'text', text: '# Prep 🥕 Once\n' }) + line({ type: 'text', text: 'Cook on Sunday.' });
    const bytes = new TextEncoder().encode(events);
    const carrot = bytes.indexOf(0xf0);
    server.write(bytes.slice(0, carrot + 2));
    server.write(bytes.slice(carrot + 2, 40));
    server.write(bytes.slice(40));
    server.write('\n\n');
    server.write(line({ type: 'done' }).slice(0, 5));
    server.write(line({ type: 'done' }).slice(5));
    server.end();

    expect(await finish()).toEqual({ kind: 'done' });
    expect(hook.result.current.text).toBe('# Prep 🥕 Once\nCook on Sunday.');
    expect(hook.result.current.status).toBe('done');
    expect(onProgress.mock.calls.map(([text]) => text)).toEqual([
      '# Prep 🥕 Once\n',
      '# Prep 🥕 Once\nCook on Sunday.',
    ]);
    expect(server.requests).toEqual([expect.objectContaining({ method: 'POST', body: BODY })]);
  });

  it('keeps what was written when stopped mid-stream', async () => {
    const server = serveStream();
    const { hook, start, finish } = renderStream();
    start();
    server.write(line({ type: 'text', text: 'The first half' }));
    await waitFor(() => expect(hook.result.current.text).toBe('The first half'));

    act(() => hook.result.current.stop());

    expect(await finish()).toEqual({ kind: 'stopped' });
    expect(hook.result.current.status).toBe('stopped');
    expect(hook.result.current.text).toBe('The first half');
  });

  it("fails with the server's message on an error event and puts back the text from before", async () => {
    const server = serveStream();
    const { hook, start, finish } = renderStream();
    act(() => hook.result.current.load('A saved section.'));
    start();
    server.write(line({ type: 'text', text: 'Half a sen' }));
    await waitFor(() => expect(hook.result.current.text).toBe('Half a sen'));
    server.write(line({ type: 'error', message: 'Failed to generate content' }));

    expect(await finish()).toEqual({ kind: 'failed', message: 'Failed to generate content' });
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.text).toBe('A saved section.');
  });

  it("fails with the server's message when generation is refused before the stream", async () => {
    fakeServer({
      'POST /api/generate-content': () =>
        errorAnswer(429, { code: 'RATE_LIMITED', message: 'Too many generations. Please wait a minute.' }),
    });
    const { hook, start, finish } = renderStream();
    start();
    expect(await finish()).toEqual({ kind: 'failed', message: 'Too many generations. Please wait a minute.' });
    expect(hook.result.current.status).toBe('failed');
  });

  it('fails with the network text when the server cannot be reached', async () => {
    fakeServer({
      'POST /api/generate-content': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { hook, start, finish } = renderStream();
    start();
    expect(await finish()).toEqual({ kind: 'failed', message: NETWORK_MESSAGE });
    expect(hook.result.current.text).toBe('');
  });

  it.each([
    ['the connection drops', (server: ReturnType<typeof serveStream>) => server.fail(new TypeError('network error'))],
    ['the body ends without done', (server: ReturnType<typeof serveStream>) => server.end()],
  ])('fails, rather than ending as done, when %s', async (_case, cut) => {
    const server = serveStream();
    const { hook, start, finish } = renderStream();
    start();
    server.write(line({ type: 'text', text: 'Cut short' }));
    await waitFor(() => expect(hook.result.current.text).toBe('Cut short'));
    cut(server);

    const outcome = await finish();
    expect(outcome?.kind).toBe('failed');
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.text).toBe('');
  });
});
