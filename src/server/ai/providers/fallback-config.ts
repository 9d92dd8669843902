import { z } from 'zod';
import {
  checkModelSettings,
  KEY_VARIABLES,
  optionalVariable,
  providerVariable,
  toModelConfig,
  urlVariable,
  type ModelConfig,
  type ModelProviderName,
  type ModelSettings,
} from './config.js';

/** The providers that may stand in for the first: the built-in writer's template text never does. */
const FALLBACK_PROVIDERS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;

const fallbackVariables = z.object({
  // Read only to tell the built-in writer; aiConfigSchema names a bad value.
  AI_PROVIDER: optionalVariable.transform((value) => value?.toLowerCase() ?? 'offline'),
  AI_FALLBACK_PROVIDER: providerVariable('AI_FALLBACK_PROVIDER', FALLBACK_PROVIDERS),
  AI_FALLBACK_MODEL: optionalVariable,
  AI_FALLBACK_BASE_URL: urlVariable('AI_FALLBACK_BASE_URL'),
  AI_FALLBACK_API_KEY: optionalVariable,
  OPENAI_API_KEY: optionalVariable,
  ANTHROPIC_API_KEY: optionalVariable,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalVariable,
});
type FallbackVariables = z.infer<typeof fallbackVariables>;

/** The variables that only mean something beside AI_FALLBACK_PROVIDER. */
const DEPENDENT_VARIABLES = ['AI_FALLBACK_MODEL', 'AI_FALLBACK_BASE_URL', 'AI_FALLBACK_API_KEY'] as const;

/**
 * AI_FALLBACK_PROVIDER's settings: the model is always named (no default stands in for a deliberate second choice);
 * the key is AI_FALLBACK_API_KEY, or for a hosted provider its own key variable, which the first may share.
 */
function fallbackSettings(env: FallbackVariables, provider: ModelProviderName): ModelSettings {
  const apiKeys = provider === 'openai-compatible' ? [] : [KEY_VARIABLES[provider]];
  return {
    provider,
    model: env.AI_FALLBACK_MODEL,
    defaultModel: undefined,
    baseURL: env.AI_FALLBACK_BASE_URL,
    apiKey: env.AI_FALLBACK_API_KEY ?? (provider === 'openai-compatible' ? undefined : env[KEY_VARIABLES[provider]]),
    variables: {
      provider: 'AI_FALLBACK_PROVIDER',
      model: 'AI_FALLBACK_MODEL',
      baseURL: 'AI_FALLBACK_BASE_URL',
      apiKeys: ['AI_FALLBACK_API_KEY', ...apiKeys],
    },
  };
}

/**
 * The second provider among the environment variables (docs/decisions/0060-fallback-provider.md): it writes what the
 * first still fails to after its retries. Null when AI_FALLBACK_PROVIDER is unset. A bad configuration fails with
 * messages that name the variable to fix; AI_PROVIDER's own settings are aiConfigSchema's.
 */
export const aiFallbackConfigSchema = fallbackVariables
  .superRefine((env, ctx) => {
    const provider = env.AI_FALLBACK_PROVIDER;
    if (!provider) {
      const stray = DEPENDENT_VARIABLES.find((variable) => env[variable] !== undefined);
      if (stray) {
        ctx.addIssue({
          code: 'custom',
          path: ['AI_FALLBACK_PROVIDER'],
          message: `AI_FALLBACK_PROVIDER is required when ${stray} is set (the provider that writes when the first fails)`,
        });
      }
      return;
    }
    if (env.AI_PROVIDER === 'offline') {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_FALLBACK_PROVIDER'],
        message:
          'AI_FALLBACK_PROVIDER needs AI_PROVIDER set to a provider: the built-in writer never fails, so nothing falls back from it',
      });
    }
    checkModelSettings(fallbackSettings(env, provider), ctx);
  })
  .transform((env): ModelConfig | null =>
    env.AI_FALLBACK_PROVIDER ? toModelConfig(fallbackSettings(env, env.AI_FALLBACK_PROVIDER)) : null,
  );
