import type { AiProviderInfo, ChatModel } from './provider.js';

export interface AiTimeouts {
  /** Limit of one structured generation (niches, ideas, titles), its retries included. */
  structuredMs: number;
  /** Limit of one streamed content section, from request to last word. */
  contentMs: number;
}

/** What the task functions need to call a model. */
export interface ModelRuntime {
  model: ChatModel;
  /** Passed to the AI SDK call as `maxRetries`. */
  maxRetries: number;
  info: AiProviderInfo;
  timeouts: AiTimeouts;
}
