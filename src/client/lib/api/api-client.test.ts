import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@shared/api/endpoint';
import { apiFetch, ApiError, apiResponse } from './api-client';

const greeting = endpoint({
  method: 'GET',
  path: '/api/greeting',
  summary: 'A greeting',
  responses: { 200: { json: z.object({ text: z.string().trim(), count: z.number() }) } },
});
const renameGreeting = endpoint({
  method: 'PUT',
  path: '/api/greetings/:id/names/:name',
  summary: 'Renames a greeting',
  query: z.object({ search: z.string().optional(), limit: z.number().optional() }),
  body: z.object({ text: z.string() }),
  responses: { 201: { json: z.object({ id: z.string() }) } },
});
const removeGreeting = endpoint({
  method: 'DELETE',
  path: '/api/greetings/:id',
  summary: 'Deletes a greeting',
  responses: { 204: { empty: true } },
});
const streamGreeting = endpoint({
  method: 'POST',
  path: '/api/greetings/stream',
  summary: 'Greets line by line',
  responses: { 200: { ndjson: z.object({ text: z.string() }) } },
});

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
    await expect(apiFetch(greeting)).resolves.toEqual({ text: 'hello', count: 2 });
  });

  it('refuses an answer that breaks the contract', async () => {
    answer(200, { text: 'hello', count: 'two' });
    const error = await failureOf(apiFetch(greeting));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it("throws the server's code and message for an error answer", async () => {
    answer(500, { error: { code: 'INTERNAL', message: 'Failed to save niche' } });
    await expect(failureOf(apiFetch(greeting))).resolves.toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: 'Failed to save niche',
    });
  });

  it('carries the field a refusal is about', async () => {
    answer(400, {
      error: { code: 'VALIDATION_ERROR', message: 'Interests must be at most 2,000 characters', field: 'interests' },
    });
    await expect(failureOf(apiFetch(greeting))).resolves.toMatchObject({
      status: 400,
      field: 'interests',
      message: 'Interests must be at most 2,000 characters',
    });
  });

  it('falls back to a generic message when an error answer has no error body', async () => {
    answer(502, { unexpected: true });
    await expect(failureOf(apiFetch(greeting))).resolves.toMatchObject({
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
    await expect(failureOf(apiFetch(greeting))).resolves.toMatchObject({
      code: 'HTTP_500',
      message: 'An error occurred. Please try again.',
    });
  });

  it("sends the endpoint's method to its path with the parameters filled in, the query and the body", async () => {
    answer(201, { id: 'g/1' });
    const request = { params: { id: 'g/1', name: 'a b' }, query: { search: 'hi', limit: 5 }, body: { text: 'Hi' } };
    await expect(apiFetch(renameGreeting, request)).resolves.toEqual({ id: 'g/1' });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/greetings/g%2F1/names/a%20b?search=hi&limit=5');
    expect(init).toMatchObject({ method: 'PUT', body: '{"text":"Hi"}' });
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('leaves empty query values out', async () => {
    answer(201, { id: '1' });
    await apiFetch(renameGreeting, { params: { id: '1', name: 'n' }, query: { search: '' }, body: { text: 'Hi' } });
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/greetings/1/names/n');
  });

  it('answers nothing for the 204 the endpoint declares', async () => {
    answer(204);
    await expect(apiFetch(removeGreeting, { params: { id: '1' } })).resolves.toBeUndefined();
  });

  it('refuses a success status the endpoint does not declare', async () => {
    answer(200, { id: '1' });
    const error = await failureOf(apiFetch(renameGreeting, { params: { id: '1', name: 'n' }, body: { text: 'Hi' } }));
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('names a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(failureOf(apiFetch(greeting))).resolves.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('apiResponse', () => {
  it('asks a streaming endpoint for its lines and hands back the response to read', async () => {
    answer(200, { text: 'Hi' });
    const response = await apiResponse(streamGreeting);
    expect(await response.json()).toEqual({ text: 'Hi' });
    expect(vi.mocked(fetch).mock.calls[0]![1]?.headers).toMatchObject({ Accept: 'application/x-ndjson' });
  });
});
