/** The AI generation engine, as the routes use it. */
export {
  aiConfigSchema,
  AI_PROVIDERS,
  DEFAULT_MODELS,
  type AiConfig,
  type AiProviderName,
  type ModelConfig,
} from './providers/config.js';
export { aiFallbackConfigSchema } from './providers/fallback-config.js';
export { createAiEngine, type CreateAiEngineOptions } from './create-ai-engine.js';
export type {
  AiEngine,
  ContentResult,
  ContentStream,
  GenerateOptions,
  GenerationRecord,
  GenerationResult,
  TokenUsage,
} from './engine.js';
export { AiGenerationError, type AiErrorKind } from './providers/errors.js';
export type { AiTimeouts } from './providers/model-runtime.js';
export type { AiProviderInfo } from './providers/provider.js';
export {
  createCoverArtEngine,
  imageConfigSchema,
  IMAGE_PROVIDERS,
  type CoverArt,
  type CoverArtEngine,
  type CoverArtRequest,
  type ImageConfig,
} from './providers/cover-art/index.js';
