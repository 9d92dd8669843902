import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch, ApiError } from './api-client';

const greeting = z.object({ text: z.string().trim(), count: z.number() });

function answer(status: number, body?: unknown) {
  const response =
    body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the answer as its schema parses it', async () => {
    answer(200, { text: ' hello ', count: 2 });
    await expect(apiFetch('/api/greeting', greeting)).resolves.toEqual({ text: 'hello', count: 2 });
  });

  it('refuses an answer that breaks the contract', async () => {
    answer(200, { text: 'hello', count: 'two' });
    const error = await failureOf(apiFetch('/api/greeting', greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it("throws the server's code and message for an error answer", async () => {
    answer(500, { error: { code: 'INTERNAL', message: 'Failed to save niche' } });
    await expect(failureOf(apiFetch('/api/niches', greeting))).resolves.toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: 'Failed to save niche',
    });
  });

  it('carries the field a refusal is about', async () => {
    answer(400, {
      error: { code: 'VALIDATION_ERROR', message: 'Interests must be at most 2,000 characters', field: 'interests' },
    });
    await expect(failureOf(apiFetch('/api/generate-niches', greeting))).resolves.toMatchObject({
      status: 400,
      field: 'interests',
      message: 'Interests must be at most 2,000 characters',
    });
  });

  it('falls back to a generic message when an error answer has no error body', async () => {
    answer(502, { unexpected: true });
    await expect(failureOf(apiFetch('/api/niches', greeting))).resolves.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'An error occurred. Please try again.',
    });
  });

  it.each([
    { error: 'Failed' },
    { error: { code: 500, message: 'Failed' } },
    { error: { code: 'INTERNAL' } },
    { error: { code: 'INTERNAL', message: 'Failed', field: 3 } },
  ])('falls back to a generic message when an error body breaks its contract: %j', async (body) => {
    answer(500, body);
    await expect(failureOf(apiFetch('/api/niches', greeting))).resolves.toMatchObject({
      code: 'HTTP_500',
      message: 'An error occurred. Please try again.',
    });
  });

  it('parses an empty 204 answer with the schema too', async () => {
    answer(204);
    await expect(apiFetch('/api/niches/1', z.undefined(), { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('names a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(failureOf(apiFetch('/api/niches', greeting))).resolves.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
