import { z } from 'zod';
import { optionalVariable, urlVariable } from '../config.js';

export const IMAGE_PROVIDERS = ['offline', 'openai', 'openai-compatible'] as const;
export type ImageProviderName = (typeof IMAGE_PROVIDERS)[number];

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';

export type ImageConfig =
  | { provider: 'offline' }
  | { provider: 'openai'; model: string; apiKey: string; baseURL?: string }
  | { provider: 'openai-compatible'; model: string; baseURL: string; apiKey?: string };

/**
 * The cover-art settings among the environment variables. Offline (the default) draws covers with the built-in
 * renderer alone; with a provider, an image model paints the background and the renderer sets the type on it.
 */
export const imageConfigSchema = z
  .object({
    AI_IMAGE_PROVIDER: z
      .string()
      .optional()
      .transform((value) => value?.trim().toLowerCase() || 'offline')
      .pipe(
        z.enum(IMAGE_PROVIDERS, {
          error: (issue) =>
            `AI_IMAGE_PROVIDER must be one of ${IMAGE_PROVIDERS.join(', ')} (got '${String(issue.input)}')`,
        }),
      ),
    AI_IMAGE_MODEL: optionalVariable,
    AI_IMAGE_BASE_URL: urlVariable('AI_IMAGE_BASE_URL'),
    AI_BASE_URL: optionalVariable,
    OPENAI_API_KEY: optionalVariable,
    AI_API_KEY: optionalVariable,
  })
  .superRefine((env, ctx) => {
    if (env.AI_IMAGE_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'OPENAI_API_KEY is required when AI_IMAGE_PROVIDER=openai',
      });
    }
    if (env.AI_IMAGE_PROVIDER === 'openai-compatible') {
      if (!env.AI_IMAGE_BASE_URL && !env.AI_BASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['AI_IMAGE_BASE_URL'],
          message: 'AI_IMAGE_BASE_URL (or AI_BASE_URL) is required when AI_IMAGE_PROVIDER=openai-compatible',
        });
      }
      if (!env.AI_IMAGE_MODEL) {
        ctx.addIssue({
          code: 'custom',
          path: ['AI_IMAGE_MODEL'],
          message:
            'AI_IMAGE_MODEL is required when AI_IMAGE_PROVIDER=openai-compatible (the image model your server serves)',
        });
      }
    }
  })
  .transform((env): ImageConfig => {
    const baseURL = env.AI_IMAGE_BASE_URL ?? env.AI_BASE_URL;
    switch (env.AI_IMAGE_PROVIDER) {
      case 'offline':
        return { provider: 'offline' };
      case 'openai':
        return {
          provider: 'openai',
          model: env.AI_IMAGE_MODEL ?? DEFAULT_IMAGE_MODEL,
          apiKey: env.OPENAI_API_KEY ?? '',
          ...(env.AI_IMAGE_BASE_URL ? { baseURL: env.AI_IMAGE_BASE_URL } : {}),
        };
      case 'openai-compatible':
        return {
          provider: 'openai-compatible',
          model: env.AI_IMAGE_MODEL ?? '',
          baseURL: baseURL ?? '',
          ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
        };
    }
  });
