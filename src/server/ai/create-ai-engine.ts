import type { AiConfig } from './config.js';
import type { AiEngine } from './engine.js';
import { DEFAULT_TIMEOUTS, type AiTimeouts } from './model-runtime.js';
import { createModelEngine } from './model-engine.js';
import { createOfflineEngine } from './offline/offline-engine.js';
import { createAiBackend, type ChatModel } from './provider.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-middleware.js';

export interface CreateAiEngineOptions {
  config: AiConfig;
  /** A model to use instead of the one the configuration names (tests). */
  model?: ChatModel;
  /** The fetch the provider uses. */
  fetch?: typeof globalThis.fetch;
  timeouts?: Partial<AiTimeouts>;
  retry?: Partial<RetryPolicy>;
  /** Pause between the offline generator's streamed chunks, for demos (default 0). */
  offlineChunkDelayMs?: number;
}

/** The engine the configuration asks for: the offline generator, or a provider's model with retries and time limits. */
export function createAiEngine(options: CreateAiEngineOptions): AiEngine {
  const settings = {
    timeouts: { ...DEFAULT_TIMEOUTS, ...options.timeouts },
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
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
