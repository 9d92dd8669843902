import { fork } from 'node:child_process';
import path from 'node:path';
import type { Endpoint } from '../../src/shared/api/endpoint.js';
import { endpointRequest, type LooseRequest, type TestClient } from './test-client.js';

const CHILD = path.join(import.meta.dirname, 'request-burst-child.ts');

/**
 * `client`'s call to `endpoint` sent `atOnce` at a time from another process, over a real connection to `baseUrl`,
 * as an attacking account's own machine would: its requests cost the server what they cost it, and nothing of the
 * test's own process. Resolves once the burst is under way, with a stop that answers every status it was answered.
 */
export async function burstFromAnotherProcess(
  baseUrl: string,
  client: TestClient,
  endpoint: Endpoint,
  request: LooseRequest,
  atOnce: number,
): Promise<() => Promise<number[]>> {
  const [requestPath, init] = endpointRequest(endpoint, request);
  const child = fork(CHILD, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const headers = { ...client.sessionHeaders(), 'content-type': 'application/json', ...init.headers };
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the burst exited (${code}) before it began`)));
    child.send({ url: `${baseUrl}${requestPath}`, init: { method: init.method, body: init.body, headers }, atOnce });
  });
  return () =>
    new Promise((resolve) => {
      child.once('message', (statuses: number[]) => resolve(statuses));
      child.send('stop');
    });
}
