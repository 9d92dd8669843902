import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.js';

const appTrusting = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientAddressOf(c, trustProxy)));
async function ask(trustProxy: boolean, forwardedFor?: string) {
  const res = await appTrusting(trustProxy).request('/', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.text();
}

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    expect(await ask(false, '203.0.113.9')).toBe('in-process');
  });

  it('behind a trusted proxy takes the address that proxy appended, not one the client forged', async () => {
    expect(await ask(true, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ask(true)).toBe('in-process');
  });
});
