import type { AiProviderInfo, ChatModel } from './provider.js';

export interface AiTimeouts {
  /** Limit of one structured generation (niches, ideas, titles), its retries included. */
  structuredMs: number;
  /** Limit of one streamed content section, from request to last word. */
  contentMs: number;
}

export const DEFAULT_TIMEOUTS: AiTimeouts = { structuredMs: 60_000, contentMs: 5 * 60_000 };

/**
 * Retries of a provider request that failed with a retryable error (429, 408, 409, 5xx, connection failures),
 * done by the AI SDK with exponential backoff that honours Retry-After. A stream that started is never replayed.
 */
export const DEFAULT_MAX_RETRIES = 2;

/** What the task functions need to call a model. */
export interface ModelRuntime {
  model: ChatModel;
  /** Passed to the AI SDK call as `maxRetries`. */
  maxRetries: number;
  info: AiProviderInfo;
  timeouts: AiTimeouts;
}
