/** The AI generation engine, as the routes use it. */
export {
  aiConfigSchema,
  AI_PROVIDERS,
  DEFAULT_MODELS,
  type AiConfig,
  type AiProviderName,
  type ModelConfig,
} from './config.js';
export { aiFallbackConfigSchema } from './fallback-config.js';
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
export { AiGenerationError, type AiErrorKind } from './errors.js';
export type { AiTimeouts } from './model-runtime.js';
export type { AiProviderInfo } from './provider.js';
export {
  createCoverArtEngine,
  imageConfigSchema,
  IMAGE_PROVIDERS,
  type CoverArt,
  type CoverArtEngine,
  type CoverArtRequest,
  type ImageConfig,
} from './cover-art/index.js';
