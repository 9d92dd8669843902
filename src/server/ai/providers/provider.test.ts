import { describe, expect, it } from 'vitest';
import { aiConfigSchema } from './config.js';
import { createAiBackend } from './provider.js';

describe('createAiBackend', () => {
  it('builds the offline generator by default', () => {
    expect(createAiBackend(aiConfigSchema.parse({}))).toEqual({
      kind: 'offline',
      info: { provider: 'offline', model: 'infoforge-offline' },
    });
  });

  it.each([
    [{ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' }, 'openai.chat', 'gpt-4.1-mini'],
    [{ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'k' }, 'anthropic.messages', 'claude-sonnet-4-5'],
    [
      { AI_PROVIDER: 'google', GOOGLE_GENERATIVE_AI_API_KEY: 'k', AI_MODEL: 'gemini-2.5-pro' },
      'google.generative-ai',
      'gemini-2.5-pro',
    ],
    [
      { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' },
      'openai-compatible.chat',
      'llama3.1',
    ],
  ])('builds the model of %o', (env, providerId, modelId) => {
    const backend = createAiBackend(aiConfigSchema.parse(env));
    if (backend.kind !== 'model') throw new Error('expected a model backend');
    expect(backend.model.provider).toBe(providerId);
    expect(backend.model.modelId).toBe(modelId);
    expect(backend.info).toEqual({ provider: env.AI_PROVIDER, model: modelId });
  });
});
