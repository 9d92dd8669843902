import type { AiConfig } from './config.js';
import type { AiEngine } from './engine.js';
import { DEFAULT_AI_MAX_RETRIES, DEFAULT_AI_TIMEOUTS } from '../limits.js';
import type { AiTimeouts } from './model-runtime.js';
import { createModelEngine } from './model-engine.js';
import { createOfflineEngine } from './offline/offline-engine.js';
import { createAiBackend, type ChatModel } from './provider.js';

export interface CreateAiEngineOptions {
  config: AiConfig;
  /** A model to use instead of the one the configuration names (tests). */
  model?: ChatModel;
  /** The fetch the provider uses. */
  fetch?: typeof globalThis.fetch;
  timeouts?: Partial<AiTimeouts>;
  /** Retries of a failed provider request (429, 5xx, network), after the first attempt. */
  maxRetries?: number;
  /** Pause between the offline generator's streamed chunks, for demos (default 0). */
  offlineChunkDelayMs?: number;
}

/** The engine the configuration asks for: the offline generator, or a provider's model with retries and time limits. */
export function createAiEngine(options: CreateAiEngineOptions): AiEngine {
  const settings = {
    timeouts: { ...DEFAULT_AI_TIMEOUTS, ...options.timeouts },
    maxRetries: options.maxRetries ?? DEFAULT_AI_MAX_RETRIES,
  };
  if (options.model) {
    return createModelEngine(
      options.model,
      { provider: options.config.provider, model: options.model.modelId },
      settings,
    );
  }
  const backend = createAiBackend(options.config, { fetch: options.fetch });
  if (backend.kind === 'offline') {
    return createOfflineEngine({ chunkDelayMs: options.offlineChunkDelayMs ?? 0 });
  }
  return createModelEngine(backend.model, backend.info, settings);
}
