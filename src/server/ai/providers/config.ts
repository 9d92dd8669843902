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

/** A provider that answers through a model: every one but the built-in writer. */
export type ModelConfig = Exclude<AiConfig, { provider: 'offline' }>;
export type ModelProviderName = ModelConfig['provider'];

/** The key variable of each hosted provider. */
export const KEY_VARIABLES = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
} as const;

/** An unset or blank variable reads as absent. */
export const optionalVariable = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A variable naming a provider among `names`, in any case; absent when unset or blank. */
export function providerVariable<const NAMES extends readonly [string, ...string[]]>(variable: string, names: NAMES) {
  return optionalVariable
    .transform((value) => value?.toLowerCase())
    .pipe(
      z
        .enum(names, {
          error: (issue) => `${variable} must be one of ${names.join(', ')} (got '${String(issue.input)}')`,
        })
        .optional(),
    );
}

/** A variable holding a server's http(s) URL. */
export const urlVariable = (variable: string) =>
  optionalVariable.pipe(
    z.url({ protocol: /^https?$/, error: `${variable} must be an http:// or https:// URL` }).optional(),
  );

/** One model provider's settings as read, and the variables they are read from, for the messages. */
export interface ModelSettings {
  provider: ModelProviderName;
  model: string | undefined;
  /** The model when the variable is unset; undefined where the variable is required. */
  defaultModel: string | undefined;
  baseURL: string | undefined;
  apiKey: string | undefined;
  variables: { provider: string; model: string; baseURL: string; apiKeys: readonly string[] };
}

/** Adds an issue naming the variable for each setting the provider needs and lacks. */
export function checkModelSettings(settings: ModelSettings, ctx: z.RefinementCtx): void {
  const { provider, variables } = settings;
  const when = `when ${variables.provider}=${provider}`;
  if (provider !== 'openai-compatible' && !settings.apiKey) {
    ctx.addIssue({
      code: 'custom',
      path: [variables.apiKeys[0] ?? KEY_VARIABLES[provider]],
      message: `${variables.apiKeys.join(' or ')} is required ${when}`,
    });
  }
  if (provider === 'openai-compatible' && !settings.baseURL) {
    ctx.addIssue({
      code: 'custom',
      path: [variables.baseURL],
      message: `${variables.baseURL} is required ${when} (e.g. http://localhost:11434/v1)`,
    });
  }
  if (!settings.model && !settings.defaultModel) {
    ctx.addIssue({
      code: 'custom',
      path: [variables.model],
      message: `${variables.model} is required ${when} (the model name ${provider === 'openai-compatible' ? 'your server serves' : 'the provider knows'})`,
    });
  }
}

/** The configuration of settings that passed `checkModelSettings`. */
export function toModelConfig(settings: ModelSettings): ModelConfig {
  const model = settings.model ?? settings.defaultModel ?? '';
  if (settings.provider === 'openai-compatible') {
    return {
      provider: settings.provider,
      model,
      baseURL: settings.baseURL ?? '',
      ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    };
  }
  return {
    provider: settings.provider,
    model,
    apiKey: settings.apiKey ?? '',
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
  };
}

const aiVariables = z.object({
  AI_PROVIDER: providerVariable('AI_PROVIDER', AI_PROVIDERS).transform((value) => value ?? 'offline'),
  AI_MODEL: optionalVariable,
  AI_BASE_URL: urlVariable('AI_BASE_URL'),
  OPENAI_API_KEY: optionalVariable,
  ANTHROPIC_API_KEY: optionalVariable,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalVariable,
  AI_API_KEY: optionalVariable,
});

/** AI_PROVIDER's settings: a hosted provider's key is its own variable, an openai-compatible server's AI_API_KEY. */
function primarySettings(env: z.infer<typeof aiVariables>, provider: ModelProviderName): ModelSettings {
  const keyVariable = provider === 'openai-compatible' ? 'AI_API_KEY' : KEY_VARIABLES[provider];
  return {
    provider,
    model: env.AI_MODEL,
    defaultModel: provider === 'openai-compatible' ? undefined : DEFAULT_MODELS[provider],
    baseURL: env.AI_BASE_URL,
    apiKey: env[keyVariable],
    variables: { provider: 'AI_PROVIDER', model: 'AI_MODEL', baseURL: 'AI_BASE_URL', apiKeys: [keyVariable] },
  };
}

/**
 * The AI settings among the environment variables. Parse the raw environment with it; a bad
 * configuration fails with messages that name the variable to fix.
 */
export const aiConfigSchema = aiVariables
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER !== 'offline') checkModelSettings(primarySettings(env, env.AI_PROVIDER), ctx);
  })
  .transform((env): AiConfig => {
    if (env.AI_PROVIDER === 'offline') return { provider: 'offline', model: DEFAULT_MODELS.offline };
    return toModelConfig(primarySettings(env, env.AI_PROVIDER));
  });
