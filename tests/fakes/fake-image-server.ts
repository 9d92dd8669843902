import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible images API on 127.0.0.1 for tests: each `POST /v1/images/generations` takes the next
 * scripted answer. Point an image provider at `baseURL`.
 */
export type FakeImageResponse =
  /** `data: [{ b64_json }]` with these bytes. */
  | { kind: 'image'; bytes: Buffer }
  /** An HTTP error status with an OpenAI-style error body. */
  | { kind: 'status'; status: number; message: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' };

export interface ImageRequestBody {
  model?: string;
  prompt?: string;
  size?: string;
  n?: number;
  response_format?: string;
}

export interface FakeImageServer {
  readonly baseURL: string;
  readonly requests: ImageRequestBody[];
  enqueue(...responses: FakeImageResponse[]): void;
  close(): Promise<void>;
}

const GENERATIONS_PATH = '/v1/images/generations';

export async function startFakeImageServer(): Promise<FakeImageServer> {
  const queue: FakeImageResponse[] = [];
  const requests: ImageRequestBody[] = [];
  const server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== GENERATIONS_PATH) {
      sendError(res, 404, `fake image server: no route for ${req.method ?? '?'} ${req.url ?? ''}`);
      return;
    }
    requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ImageRequestBody);
    const response = queue.shift() ?? { kind: 'status', status: 500, message: 'fake image server: nothing queued' };
    if (response.kind === 'hang') return;
    if (response.kind === 'status') {
      sendError(res, response.status, response.message);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        created: Math.floor(Date.now() / 1000),
        data: [{ b64_json: response.bytes.toString('base64') }],
      }),
    );
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...responses) => void queue.push(...responses),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function sendError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'fake_error', code: status } }));
}
