import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateImage, type ImageModel } from 'ai';
import { startDeadline } from '../deadline.js';
import { toAiGenerationError } from '../errors.js';
import type { GenerateOptions } from '../../engine.js';
import type { ImageConfig } from './config.js';
import { coverArtPrompt, type CoverArtRequest } from './prompt.js';
import { COVER_ART_TIMEOUT_MS } from '../../../limits.js';

export { imageConfigSchema, IMAGE_PROVIDERS, type ImageConfig, type ImageProviderName } from './config.js';
export type { CoverArtRequest } from './prompt.js';

/** Background art as the image model returned it. */
export interface CoverArt {
  bytes: Buffer;
  mimeType: string;
}

export interface CoverArtEngine {
  readonly info: { provider: ImageConfig['provider']; model: string };
  /** The art for a cover, or null offline (the renderer draws the style's own background). Fails with an AiGenerationError. */
  drawArt(request: CoverArtRequest, options?: GenerateOptions): Promise<CoverArt | null>;
}

export interface CreateCoverArtOptions {
  fetch?: typeof globalThis.fetch;
  /** Limit of one image generation, its retries included (default two minutes). */
  timeoutMs?: number;
  maxRetries?: number;
}

/** Portrait 2:3, the cover's own shape: the art fills it uncropped. */
const ART_SIZE = '1024x1536';

function imageModelFor(
  config: Exclude<ImageConfig, { provider: 'offline' }>,
  fetch?: typeof globalThis.fetch,
): ImageModel {
  if (config.provider === 'openai') {
    return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, fetch }).image(config.model);
  }
  return createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    fetch,
  }).imageModel(config.model);
}

/** The engine the configuration names: none offline, or an OpenAI-compatible images API through the AI SDK. */
export function createCoverArtEngine(config: ImageConfig, options: CreateCoverArtOptions = {}): CoverArtEngine {
  if (config.provider === 'offline') {
    return { info: { provider: 'offline', model: 'infoforge-cover-renderer' }, drawArt: async () => null };
  }
  const model = imageModelFor(config, options.fetch);
  const timeoutMs = options.timeoutMs ?? COVER_ART_TIMEOUT_MS;
  return {
    info: { provider: config.provider, model: config.model },
    async drawArt(request, { signal } = {}) {
      const deadline = startDeadline(timeoutMs, signal);
      try {
        const { image } = await generateImage({
          model,
          prompt: coverArtPrompt(request),
          size: ART_SIZE,
          maxRetries: options.maxRetries ?? 1,
          abortSignal: deadline.signal,
        });
        return { bytes: Buffer.from(image.uint8Array), mimeType: image.mediaType };
      } catch (error) {
        throw toAiGenerationError(error, deadline.context());
      } finally {
        deadline.clear();
      }
    },
  };
}
