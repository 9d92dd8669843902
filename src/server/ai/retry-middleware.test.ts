import { APICallError, generateText, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createRetryMiddleware, type RetryPolicy } from './retry-middleware.js';

const success = {
  content: [{ type: 'text' as const, text: 'ok' }],
  finishReason: { unified: 'stop' as const, raw: 'stop' },
  usage: {
    inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 1, text: 1, reasoning: undefined },
  },
  warnings: [],
};

const apiError = (statusCode: number, responseHeaders?: Record<string, string>) =>
  new APICallError({
    message: `status ${statusCode}`,
    url: 'http://fake',
    requestBodyValues: {},
    statusCode,
    responseHeaders,
  });

/** A model that fails with the given errors, in order, then answers. */
function failingModel(errors: Error[]) {
  const calls: number[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async () => {
      calls.push(performance.now());
      const error = errors[calls.length - 1];
      if (error) throw error;
      return success;
    },
  });
  return { model, calls };
}

const run = (model: MockLanguageModelV3, policy: RetryPolicy, abortSignal?: AbortSignal) =>
  generateText({
    model: wrapLanguageModel({ model, middleware: createRetryMiddleware(policy) }),
    prompt: 'hello',
    maxRetries: 0,
    abortSignal,
  });

describe('createRetryMiddleware', () => {
  it('retries retryable errors with growing delays, then succeeds', async () => {
    const { model, calls } = failingModel([apiError(429), apiError(503)]);
    const result = await run(model, { maxRetries: 2, initialDelayMs: 20, maxDelayMs: 1_000 });

    expect(result.text).toBe('ok');
    expect(calls).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = calls;
    expect(second - first).toBeGreaterThanOrEqual(15);
    expect(third - second).toBeGreaterThanOrEqual(35);
  });

  it('gives up after maxRetries with the last error', async () => {
    const { model, calls } = failingModel([apiError(500), apiError(500), apiError(502)]);
    await expect(run(model, { maxRetries: 2, initialDelayMs: 1, maxDelayMs: 5 })).rejects.toMatchObject({
      statusCode: 502,
    });
    expect(calls).toHaveLength(3);
  });

  it('does not retry errors that are not retryable', async () => {
    const { model, calls } = failingModel([apiError(400)]);
    await expect(run(model, { maxRetries: 2, initialDelayMs: 1, maxDelayMs: 5 })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(calls).toHaveLength(1);
  });

  it('follows Retry-After but never waits longer than maxDelayMs', async () => {
    const { model, calls } = failingModel([apiError(429, { 'retry-after': '30' })]);
    const started = performance.now();
    await run(model, { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 40 });

    expect(calls).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(35);
  });

  it('stops waiting as soon as the call is aborted', async () => {
    const { model, calls } = failingModel([apiError(503)]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 20);
    const started = performance.now();

    await expect(
      run(model, { maxRetries: 1, initialDelayMs: 5_000, maxDelayMs: 5_000 }, controller.signal),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(calls).toHaveLength(1);
  });
});
