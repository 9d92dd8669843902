import { randomUUID } from 'node:crypto';
import { TestClient } from '../../support/test-client.js';

type FetchApp = ConstructorParameters<typeof TestClient>[0];

const overNetwork = { request: (input: string, init?: RequestInit) => fetch(input, init) } as unknown as FetchApp;

/**
 * Signs up a new user through the API of a running server; the returned client talks to it over the network
 * with the user's session (cookies kept, Origin sent).
 */
export async function signUpOver(baseUrl: string, name = 'Fault Tester') {
  const client = new TestClient(overNetwork, baseUrl);
  const res = await client.post('/api/auth/sign-up/email', {
    name,
    email: `faults-${randomUUID()}@e2e.test`,
    password: 'secret-password',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return client;
}
