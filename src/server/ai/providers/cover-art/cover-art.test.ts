import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeImageServer, type FakeImageServer } from '../../../../../tests/fakes/fake-image-server.js';
import { AiGenerationError } from '../errors.js';
import { createCoverArtEngine } from './index.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const request = {
  title: 'Prep Once, Eat All Week',
  style: 'vibrant' as const,
  colorScheme: 'teal and coral',
  customPrompt: 'a kitchen at dawn',
};

describe('cover art from an OpenAI-compatible images API', () => {
  let server: FakeImageServer;
  beforeAll(async () => {
    server = await startFakeImageServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const engine = (timeoutMs = 5_000) =>
    createCoverArtEngine(
      { provider: 'openai-compatible', model: 'fake-image-model', baseURL: server.baseURL },
      { timeoutMs, maxRetries: 0 },
    );

  it('asks for background art without text and answers the image', async () => {
    server.enqueue({ kind: 'image', bytes: PNG });
    const art = await engine().drawArt(request);
    expect(art).toEqual({ bytes: PNG, mimeType: 'image/png' });
    const [sent] = server.requests;
    expect(sent?.model).toBe('fake-image-model');
    expect(sent?.size).toBe('1024x1536');
    expect(sent?.prompt).toContain('Draw no text at all');
    expect(sent?.prompt).toContain('"teal and coral"');
    expect(sent?.prompt).toContain('"a kitchen at dawn"');
  });

  it('fails with a provider error when the API answers an error', async () => {
    server.enqueue({ kind: 'status', status: 500, message: 'the GPU caught fire' });
    const failure = await engine()
      .drawArt(request)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiGenerationError);
    expect(failure).toMatchObject({ kind: 'provider' });
  });

  it('fails with a timeout when the API does not answer in time', async () => {
    server.enqueue({ kind: 'hang' });
    const failure = await engine(300)
      .drawArt(request)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'timeout' });
  });

  it('draws nothing offline: the renderer paints the background', async () => {
    expect(await createCoverArtEngine({ provider: 'offline' }).drawArt(request)).toBeNull();
  });
});
