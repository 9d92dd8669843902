import { describe, expect, it } from 'vitest';
import { imageConfigSchema } from './config.js';

describe('imageConfigSchema', () => {
  it('is offline when nothing is set', () => {
    expect(imageConfigSchema.parse({})).toEqual({ provider: 'offline' });
  });

  it('reads an OpenAI image model with its key, gpt-image-1 by default', () => {
    expect(imageConfigSchema.parse({ AI_IMAGE_PROVIDER: 'OpenAI', OPENAI_API_KEY: 'sk-test' })).toEqual({
      provider: 'openai',
      model: 'gpt-image-1',
      apiKey: 'sk-test',
    });
  });

  it('reads an OpenAI-compatible server, falling back to AI_BASE_URL', () => {
    expect(
      imageConfigSchema.parse({
        AI_IMAGE_PROVIDER: 'openai-compatible',
        AI_IMAGE_MODEL: 'flux-schnell',
        AI_BASE_URL: 'http://localhost:8080/v1',
        AI_API_KEY: 'local',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      model: 'flux-schnell',
      baseURL: 'http://localhost:8080/v1',
      apiKey: 'local',
    });
  });

  it('names each variable that is missing or wrong', () => {
    const messages = (env: Record<string, string>) =>
      imageConfigSchema.safeParse(env).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ AI_IMAGE_PROVIDER: 'midjourney' })).toEqual([
      "AI_IMAGE_PROVIDER must be one of offline, openai, openai-compatible (got 'midjourney')",
    ]);
    expect(messages({ AI_IMAGE_PROVIDER: 'openai' })).toEqual([
      'OPENAI_API_KEY is required when AI_IMAGE_PROVIDER=openai',
    ]);
    expect(messages({ AI_IMAGE_PROVIDER: 'openai-compatible' })).toHaveLength(2);
  });
});
