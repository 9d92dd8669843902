import { expect } from 'vitest';
import type { Endpoint, JsonBody } from '../../src/shared/api/endpoint.js';
import { expectBody } from './expect-body.js';
import { endpointRequest, type EndpointRequest, type LooseRequest, type TestClient } from './test-client.js';

/** What a call answered with `status` gives: its JSON, or nothing for a 204. */
type Reply<E extends Endpoint, Status extends number> = Status extends keyof E['responses']
  ? E['responses'][Status] extends { empty: true }
    ? undefined
    : JsonBody<E, Status>
  : never;

/**
 * Calls an endpoint of the table over HTTP and asserts it answers `status` with exactly what the table declares for
 * that status: the JSON its schema describes (see expectBody), or no body at all. Returns the JSON.
 */
export async function callEndpoint<E extends Endpoint, Status extends number>(
  client: TestClient,
  endpoint: E,
  status: Status,
  request?: EndpointRequest<E>,
): Promise<Reply<E, Status>>;
export async function callEndpoint(
  client: TestClient,
  endpoint: Endpoint,
  status: number,
  request?: LooseRequest,
): Promise<unknown> {
  const res = await client.send(...endpointRequest(endpoint, request));
  const answer = endpoint.responses[status];
  if (answer && 'json' in answer) return expectBody(res, status, answer.json);
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(answer, `${endpoint.method} ${endpoint.path} declares its ${status} without a body`).toEqual({ empty: true });
  expect(text).toBe('');
  return undefined;
}
