import { describe, expect, it } from 'vitest';
import { aiFallbackConfigSchema } from './fallback-config.js';

const FIRST = { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'first' };

const issuesOf = (env: Record<string, string>) => {
  const parsed = aiFallbackConfigSchema.safeParse(env);
  if (parsed.success) throw new Error('expected the configuration to be rejected');
  return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('aiFallbackConfigSchema', () => {
  it('is null when AI_FALLBACK_PROVIDER is unset or blank', () => {
    expect(aiFallbackConfigSchema.parse(FIRST)).toBeNull();
    expect(aiFallbackConfigSchema.parse({ ...FIRST, AI_FALLBACK_PROVIDER: ' ' })).toBeNull();
  });

  it('configures an openai-compatible server with its own base URL and optional key', () => {
    const env = {
      ...FIRST,
      AI_FALLBACK_PROVIDER: 'OpenAI-Compatible',
      AI_FALLBACK_MODEL: 'llama3.1',
      AI_FALLBACK_BASE_URL: 'http://localhost:11434/v1',
    };
    expect(aiFallbackConfigSchema.parse(env)).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      baseURL: 'http://localhost:11434/v1',
    });
    expect(aiFallbackConfigSchema.parse({ ...env, AI_FALLBACK_API_KEY: 'k' })).toMatchObject({ apiKey: 'k' });
  });

  it("takes a hosted provider's key from AI_FALLBACK_API_KEY, or from the provider's own key variable", () => {
    const env = { ...FIRST, AI_FALLBACK_PROVIDER: 'openai', AI_FALLBACK_MODEL: 'gpt-4.1' };
    expect(aiFallbackConfigSchema.parse({ ...env, OPENAI_API_KEY: 'shared' })).toEqual({
      provider: 'openai',
      model: 'gpt-4.1',
      apiKey: 'shared',
    });
    expect(
      aiFallbackConfigSchema.parse({ ...env, OPENAI_API_KEY: 'shared', AI_FALLBACK_API_KEY: 'own' }),
    ).toMatchObject({ apiKey: 'own' });
    expect(issuesOf(env)).toEqual([
      {
        path: 'AI_FALLBACK_API_KEY',
        message: 'AI_FALLBACK_API_KEY or OPENAI_API_KEY is required when AI_FALLBACK_PROVIDER=openai',
      },
    ]);
  });

  it('names AI_FALLBACK_MODEL when the fallback provider has no model, for every provider', () => {
    expect(issuesOf({ ...FIRST, AI_FALLBACK_PROVIDER: 'anthropic' })).toEqual([
      {
        path: 'AI_FALLBACK_MODEL',
        message:
          'AI_FALLBACK_MODEL is required when AI_FALLBACK_PROVIDER=anthropic (the model name the provider knows)',
      },
    ]);
    expect(issuesOf({ ...FIRST, AI_FALLBACK_PROVIDER: 'openai-compatible' })).toEqual([
      {
        path: 'AI_FALLBACK_BASE_URL',
        message:
          'AI_FALLBACK_BASE_URL is required when AI_FALLBACK_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1)',
      },
      {
        path: 'AI_FALLBACK_MODEL',
        message:
          'AI_FALLBACK_MODEL is required when AI_FALLBACK_PROVIDER=openai-compatible (the model name your server serves)',
      },
    ]);
  });

  it('asks for AI_FALLBACK_PROVIDER when only its other settings are given', () => {
    expect(issuesOf({ ...FIRST, AI_FALLBACK_MODEL: 'gpt-4.1' })).toEqual([
      {
        path: 'AI_FALLBACK_PROVIDER',
        message:
          'AI_FALLBACK_PROVIDER is required when AI_FALLBACK_MODEL is set (the provider that writes when the first fails)',
      },
    ]);
  });

  it('refuses the built-in writer on either side', () => {
    expect(
      issuesOf({
        AI_FALLBACK_PROVIDER: 'google',
        AI_FALLBACK_MODEL: 'gemini-2.5-flash',
        GOOGLE_GENERATIVE_AI_API_KEY: 'k',
      }),
    ).toEqual([
      {
        path: 'AI_FALLBACK_PROVIDER',
        message:
          'AI_FALLBACK_PROVIDER needs AI_PROVIDER set to a provider: the built-in writer never fails, so nothing falls back from it',
      },
    ]);
    expect(issuesOf({ ...FIRST, AI_FALLBACK_PROVIDER: 'offline' })).toEqual([
      {
        path: 'AI_FALLBACK_PROVIDER',
        message: "AI_FALLBACK_PROVIDER must be one of openai, anthropic, google, openai-compatible (got 'offline')",
      },
    ]);
  });

  it('rejects a base URL that is not http(s)', () => {
    expect(
      issuesOf({
        ...FIRST,
        AI_FALLBACK_PROVIDER: 'openai-compatible',
        AI_FALLBACK_MODEL: 'm',
        AI_FALLBACK_BASE_URL: 'localhost:11434',
      }),
    ).toEqual([{ path: 'AI_FALLBACK_BASE_URL', message: 'AI_FALLBACK_BASE_URL must be an http:// or https:// URL' }]);
  });
});
