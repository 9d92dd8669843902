import { randomUUID } from 'node:crypto';
import { TestClient } from '../../support/test-client.js';

type FetchApp = ConstructorParameters<typeof TestClient>[0];

/** A TestClient that talks to a running server over the network (cookies kept, Origin sent). */
export function clientOf(baseUrl: string): TestClient {
  const overNetwork = { request: (input: string, init?: RequestInit) => fetch(input, init) } as unknown as FetchApp;
  return new TestClient(overNetwork, baseUrl);
}

/** Signs up a new user through the API of a running server; the client carries the session. */
export async function signUpOver(baseUrl: string) {
  const client = clientOf(baseUrl);
  const res = await client.post('/api/auth/sign-up/email', {
    name: 'Fault Tester',
    email: `faults-${randomUUID()}@e2e.test`,
    password: 'secret-password',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return client;
}
