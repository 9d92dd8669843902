import type { AiConfig, ModelConfig } from './providers/config.js';
import type { AiEngine } from './engine.js';
import { DEFAULT_AI_MAX_RETRIES, DEFAULT_AI_TIMEOUTS } from '../limits.js';
import { withFallback, type OnFallback } from './providers/fallback-engine.js';
import type { AiTimeouts } from './providers/model-runtime.js';
import { createModelEngine, type ModelEngineSettings } from './tasks/model-engine.js';
import { createOfflineEngine } from './offline/offline-engine.js';
import { createAiBackend, createChatModel, type ChatModel } from './providers/provider.js';

export interface CreateAiEngineOptions {
  config: AiConfig;
  /** A second provider for what the first is unavailable for after its retries (docs/decisions/0060). */
  fallback?: ModelConfig | null;
  /** Told each time the fallback is asked instead of the first. */
  onFallback?: OnFallback;
  /** A model to use instead of the one the configuration names (tests). */
  model?: ChatModel;
  /** The fetch the providers use. */
  fetch?: typeof globalThis.fetch;
  timeouts?: Partial<AiTimeouts>;
  /** Retries of a failed provider request (429, 5xx, network), after the first attempt. */
  maxRetries?: number;
  /** Pause between the offline generator's streamed chunks, for demos (default 0). */
  offlineChunkDelayMs?: number;
}

/**
 * The engine the configuration asks for: the offline generator, or a provider's model with retries and time limits,
 * and the fallback's behind it when one is configured.
 */
export function createAiEngine(options: CreateAiEngineOptions): AiEngine {
  const settings: ModelEngineSettings = {
    timeouts: { ...DEFAULT_AI_TIMEOUTS, ...options.timeouts },
    maxRetries: options.maxRetries ?? DEFAULT_AI_MAX_RETRIES,
  };
  const engine = firstEngine(options, settings);
  const { fallback } = options;
  if (!fallback) return engine;
  const second = createModelEngine(
    createChatModel(fallback, { fetch: options.fetch }),
    { provider: fallback.provider, model: fallback.model },
    settings,
  );
  return withFallback(engine, second, options.onFallback);
}

function firstEngine(options: CreateAiEngineOptions, settings: ModelEngineSettings): AiEngine {
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
