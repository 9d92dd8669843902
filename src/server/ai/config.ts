import { z } from 'zod';

export const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** The model used when AI_MODEL is not set. openai-compatible servers name their own models, so AI_MODEL is required there. */
export const DEFAULT_MODELS = {
  offline: 'infoforge-offline',
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
} as const satisfies Partial<Record<AiProviderName, string>>;

export type AiConfig =
  | { provider: 'offline'; model: string }
  | { provider: 'openai' | 'anthropic' | 'google'; model: string; apiKey: string; baseURL?: string }
  | { provider: 'openai-compatible'; model: string; baseURL: string; apiKey?: string };

const KEY_VARIABLES = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
} as const;

/** An unset or blank variable reads as absent. */
const optionalVariable = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * The AI settings among the environment variables. Parse the raw environment with it; a bad
 * configuration fails with messages that name the variable to fix.
 */
export const aiConfigSchema = z
  .object({
    AI_PROVIDER: z
      .string()
      .optional()
      .transform((value) => value?.trim().toLowerCase() || 'offline')
      .pipe(
        z.enum(AI_PROVIDERS, {
          error: (issue) => `AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')} (got '${String(issue.input)}')`,
        }),
      ),
    AI_MODEL: optionalVariable,
    AI_BASE_URL: optionalVariable.pipe(
      z.url({ protocol: /^https?$/, error: 'AI_BASE_URL must be an http:// or https:// URL' }).optional(),
    ),
    OPENAI_API_KEY: optionalVariable,
    ANTHROPIC_API_KEY: optionalVariable,
    GOOGLE_GENERATIVE_AI_API_KEY: optionalVariable,
    AI_API_KEY: optionalVariable,
  })
  .superRefine((env, ctx) => {
    const provider = env.AI_PROVIDER;
    if (provider === 'openai' || provider === 'anthropic' || provider === 'google') {
      const variable = KEY_VARIABLES[provider];
      if (!env[variable]) {
        ctx.addIssue({
          code: 'custom',
          path: [variable],
          message: `${variable} is required when AI_PROVIDER=${provider}`,
        });
      }
    }
    if (provider === 'openai-compatible') {
      if (!env.AI_BASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['AI_BASE_URL'],
          message: 'AI_BASE_URL is required when AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1)',
        });
      }
      if (!env.AI_MODEL) {
        ctx.addIssue({
          code: 'custom',
          path: ['AI_MODEL'],
          message: 'AI_MODEL is required when AI_PROVIDER=openai-compatible (the model name your server serves)',
        });
      }
    }
  })
  .transform((env): AiConfig => {
    const provider = env.AI_PROVIDER;
    switch (provider) {
      case 'offline':
        return { provider, model: DEFAULT_MODELS.offline };
      case 'openai-compatible':
        return {
          provider,
          model: env.AI_MODEL ?? '',
          baseURL: env.AI_BASE_URL ?? '',
          ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
        };
      default:
        return {
          provider,
          model: env.AI_MODEL ?? DEFAULT_MODELS[provider],
          apiKey: env[KEY_VARIABLES[provider]] ?? '',
          ...(env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {}),
        };
    }
  });
