import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat completions server on 127.0.0.1 for tests.
 *
 * Script it with `enqueue(...)`: each request to `POST /v1/chat/completions` takes the next scripted
 * response (or the fallback when the queue is empty). Point a provider at `baseURL`.
 */

export interface FakeUsage {
  promptTokens: number;
  completionTokens: number;
}

export type FakeResponse =
  /**
   * A completion whose message content is `text`: one JSON body, or SSE chunks when the request streams; it ends as
   * finished ('stop', the default) or cut at the token limit ('length').
   */
  | { kind: 'text'; text: string; usage?: FakeUsage; chunkDelayMs?: number; finishReason?: 'stop' | 'length' }
  /** The response `reply` makes from the request and its place among all requests (0 for the first). */
  | { kind: 'computed'; reply: (body: ChatCompletionRequestBody, index: number) => FakeResponse }
  /** An HTTP error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message?: string; headers?: Record<string, string> }
  /** Accepts the request and never answers, until the client gives up or the server closes. */
  | { kind: 'hang' }
  /** A 200 answer whose body is not valid JSON. */
  | { kind: 'malformed' }
  /** A stream that sends the first `afterChunks` chunks of `text`, then resets the connection or ends without finishing. */
  | { kind: 'cut'; text: string; afterChunks: number; ending?: 'reset' | 'eof' };

export interface ChatCompletionRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: unknown };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: ChatCompletionRequestBody;
}

export interface FakeAiServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** `http://127.0.0.1:<port>/v1`, the base URL an OpenAI-compatible provider expects. */
  readonly baseURL: string;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** Appends responses to the queue, consumed one per request. */
  enqueue(...responses: FakeResponse[]): void;
  /** The response used when the queue is empty (default: a 500 saying nothing was queued). */
  setFallback(response: FakeResponse): void;
  /** Empties the queue and the request record. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * The requests for streamed text (a book's parts, a section), without those for a structured answer (the listing a
 * finished book run drafts, titles, ideas).
 */
export const streamedRequests = (server: Pick<FakeAiServer, 'requests'>) =>
  server.requests.filter((request) => request.body.stream === true);

/** Response builders for `enqueue`. */
export const fakeReply = {
  text: (
    text: string,
    options: { usage?: FakeUsage; chunkDelayMs?: number; finishReason?: 'stop' | 'length' } = {},
  ): FakeResponse => ({
    kind: 'text',
    text,
    ...options,
  }),
  json: (value: unknown, options: { usage?: FakeUsage } = {}): FakeResponse => ({
    kind: 'text',
    text: JSON.stringify(value),
    ...options,
  }),
  /** The AI SDK waits 2 s before a retry unless the provider says otherwise: this one asks for 5 ms by default. */
  status: (status: number, message?: string, headers?: Record<string, string>): FakeResponse => ({
    kind: 'status',
    status,
    message,
    headers: { 'retry-after-ms': '5', ...headers },
  }),
  computed: (reply: (body: ChatCompletionRequestBody, index: number) => FakeResponse): FakeResponse => ({
    kind: 'computed',
    reply,
  }),
  hang: (): FakeResponse => ({ kind: 'hang' }),
  malformed: (): FakeResponse => ({ kind: 'malformed' }),
  cut: (text: string, afterChunks: number, ending: 'reset' | 'eof' = 'reset'): FakeResponse => ({
    kind: 'cut',
    text,
    afterChunks,
    ending,
  }),
};

const COMPLETIONS_PATH = '/v1/chat/completions';

export async function startFakeAiServer(): Promise<FakeAiServer> {
  const queue: FakeResponse[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: FakeResponse = { kind: 'status', status: 500, message: 'fake AI server: no response queued' };
  let sequence = 0;

  const server = createServer((req, res) => {
    void handleRequest(req, res);
  });

  async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const raw = await readBody(req);
    if (req.method !== 'POST' || path !== COMPLETIONS_PATH) {
      sendError(res, 404, `fake AI server: no route for ${req.method ?? '?'} ${path}`);
      return;
    }
    let body: ChatCompletionRequestBody;
    try {
      body = JSON.parse(raw) as ChatCompletionRequestBody;
    } catch {
      sendError(res, 400, 'fake AI server: request body is not JSON');
      return;
    }
    requests.push({ method: req.method, path, headers: req.headers, body });
    sequence += 1;
    let response = queue.shift() ?? fallback;
    while (response.kind === 'computed') response = response.reply(body, requests.length - 1);
    await respond(res, response, body, `chatcmpl-fake-${sequence}`);
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    baseURL: `${url}/v1`,
    requests,
    enqueue: (...responses) => {
      queue.push(...responses);
    },
    setFallback: (response) => {
      fallback = response;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type: 'fake_error', code: status } }));
}

async function respond(
  res: ServerResponse,
  response: Exclude<FakeResponse, { kind: 'computed' }>,
  body: ChatCompletionRequestBody,
  id: string,
): Promise<void> {
  switch (response.kind) {
    case 'status':
      sendError(
        res,
        response.status,
        response.message ?? `fake AI server: status ${response.status}`,
        response.headers,
      );
      return;
    case 'hang':
      res.writeHead(200, { 'content-type': body.stream ? 'text/event-stream' : 'application/json' });
      res.flushHeaders();
      return;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id": "broken", "choices": [');
      return;
    case 'cut':
      await sendCutStream(res, response, body, id);
      return;
    case 'text': {
      const usage = response.usage ?? estimateUsage(body, response.text);
      if (body.stream) await sendStream(res, response, body, id, usage);
      else sendCompletion(res, response, body, id, usage);
      return;
    }
  }
}

function sendCompletion(
  res: ServerResponse,
  { text, finishReason = 'stop' }: Extract<FakeResponse, { kind: 'text' }>,
  body: ChatCompletionRequestBody,
  id: string,
  usage: FakeUsage,
): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: finishReason }],
      usage: toWireUsage(usage),
    }),
  );
}

async function sendStream(
  res: ServerResponse,
  response: Extract<FakeResponse, { kind: 'text' }>,
  body: ChatCompletionRequestBody,
  id: string,
  usage: FakeUsage,
): Promise<void> {
  startEventStream(res);
  for (const piece of splitIntoChunks(response.text)) {
    if (res.destroyed) return;
    writeEvent(res, chunk(id, body, { content: piece }, null));
    if (response.chunkDelayMs) await delay(response.chunkDelayMs);
  }
  writeEvent(res, chunk(id, body, {}, response.finishReason ?? 'stop'));
  if (body.stream_options?.include_usage) {
    writeEvent(res, { ...chunk(id, body, {}, null), choices: [], usage: toWireUsage(usage) });
  }
  res.end('data: [DONE]\n\n');
}

async function sendCutStream(
  res: ServerResponse,
  response: Extract<FakeResponse, { kind: 'cut' }>,
  body: ChatCompletionRequestBody,
  id: string,
): Promise<void> {
  startEventStream(res);
  for (const piece of splitIntoChunks(response.text).slice(0, response.afterChunks)) {
    writeEvent(res, chunk(id, body, { content: piece }, null));
  }
  await delay(5);
  if (response.ending === 'eof') res.end();
  else res.destroy();
}

function startEventStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
}

function writeEvent(res: ServerResponse, data: unknown): void {
  res.write(`data: ${JSON.stringify(data)}\n\n`);
}

function chunk(id: string, body: ChatCompletionRequestBody, delta: object, finishReason: string | null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'fake-model',
    choices: [{ index: 0, delta: { role: 'assistant', ...delta }, finish_reason: finishReason }],
  };
}

/** Splits text into word-sized pieces that concatenate back to the original. */
function splitIntoChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [text];
}

function estimateUsage(body: ChatCompletionRequestBody, text: string): FakeUsage {
  const promptChars = JSON.stringify(body.messages ?? []).length;
  return { promptTokens: Math.ceil(promptChars / 4), completionTokens: Math.ceil(text.length / 4) };
}

function toWireUsage(usage: FakeUsage) {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
