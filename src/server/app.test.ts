import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../tests/support/test-context.js';

describe('app-wide protections', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  it('sends a CSP that allows only our origin and forbids framing', async () => {
    const res = await ctx.anonymous().get('/api/me');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a mutating API request from another origin before anything else', async () => {
    const user = await ctx.signUp();
    const res = await user.post('/api/dashboard', {}, { origin: 'https://evil.example.com' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-origin request refused' } });
  });

  it('refuses a body over the size limit', async () => {
    const res = await ctx
      .anonymous()
      .post('/api/auth/sign-in/email', { email: 'a@example.com', password: 'x'.repeat(6_000_000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' } });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const user = await ctx.signUp();
    const res = await user.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
