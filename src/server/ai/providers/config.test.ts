import { describe, expect, it } from 'vitest';
import { aiConfigSchema, DEFAULT_MODELS } from './config.js';

const issuesOf = (env: Record<string, string>) => {
  const parsed = aiConfigSchema.safeParse(env);
  if (parsed.success) throw new Error('expected the configuration to be rejected');
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('aiConfigSchema', () => {
  it('defaults to the offline generator when nothing is set', () => {
    expect(aiConfigSchema.parse({})).toEqual({ provider: 'offline', model: DEFAULT_MODELS.offline });
  });

  it('treats blank variables as unset', () => {
    expect(aiConfigSchema.parse({ AI_PROVIDER: ' ', AI_MODEL: '' })).toEqual({
      provider: 'offline',
      model: DEFAULT_MODELS.offline,
    });
  });

  it.each([
    ['openai', 'OPENAI_API_KEY'],
    ['anthropic', 'ANTHROPIC_API_KEY'],
    ['google', 'GOOGLE_GENERATIVE_AI_API_KEY'],
  ] as const)('uses the default model of %s and its key variable', (provider, keyVariable) => {
    expect(aiConfigSchema.parse({ AI_PROVIDER: provider, [keyVariable]: 'secret' })).toEqual({
      provider,
      model: DEFAULT_MODELS[provider],
      apiKey: 'secret',
    });
  });

  it('takes AI_MODEL and AI_BASE_URL for a hosted provider', () => {
    expect(
      aiConfigSchema.parse({
        AI_PROVIDER: 'OpenAI',
        OPENAI_API_KEY: 'secret',
        AI_MODEL: 'gpt-4.1',
        AI_BASE_URL: 'https://proxy.example.com/v1',
      }),
    ).toEqual({ provider: 'openai', model: 'gpt-4.1', apiKey: 'secret', baseURL: 'https://proxy.example.com/v1' });
  });

  it('configures an openai-compatible server, with an optional key', () => {
    const env = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' };
    expect(aiConfigSchema.parse(env)).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseURL: 'http://localhost:11434/v1',
    });
    expect(aiConfigSchema.parse({ ...env, AI_API_KEY: 'k' })).toMatchObject({ apiKey: 'k' });
  });

  it('names the missing key variable', () => {
    expect(issuesOf({ AI_PROVIDER: 'openai' })).toEqual([
      { path: 'OPENAI_API_KEY', message: 'OPENAI_API_KEY is required when AI_PROVIDER=openai' },
    ]);
    expect(issuesOf({ AI_PROVIDER: 'anthropic', OPENAI_API_KEY: 'wrong one' })).toEqual([
      { path: 'ANTHROPIC_API_KEY', message: 'ANTHROPIC_API_KEY is required when AI_PROVIDER=anthropic' },
    ]);
    expect(issuesOf({ AI_PROVIDER: 'google' })[0]?.message).toBe(
      'GOOGLE_GENERATIVE_AI_API_KEY is required when AI_PROVIDER=google',
    );
  });

  it('requires AI_BASE_URL and AI_MODEL for openai-compatible', () => {
    const messages = issuesOf({ AI_PROVIDER: 'openai-compatible' }).map((issue) => issue.message);
    expect(messages).toEqual([
      expect.stringContaining('AI_BASE_URL is required when AI_PROVIDER=openai-compatible'),
      expect.stringContaining('AI_MODEL is required when AI_PROVIDER=openai-compatible'),
    ]);
  });

  it('rejects an unknown provider, listing the valid ones', () => {
    expect(issuesOf({ AI_PROVIDER: 'skynet' })).toEqual([
      {
        path: 'AI_PROVIDER',
        message: "AI_PROVIDER must be one of offline, openai, anthropic, google, openai-compatible (got 'skynet')",
      },
    ]);
  });

  it('rejects a base URL that is not http(s)', () => {
    expect(issuesOf({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'localhost:11434', AI_MODEL: 'm' })).toEqual([
      { path: 'AI_BASE_URL', message: 'AI_BASE_URL must be an http:// or https:// URL' },
    ]);
  });
});
