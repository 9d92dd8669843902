import type { AiProviderInfo, ChatModel } from './provider.js';

export interface AiTimeouts {
  /** Limit of one structured generation (niches, ideas, titles), its retries included. */
  structuredMs: number;
  /** Limit of one streamed content section, from request to last word. */
  contentMs: number;
}

export const DEFAULT_TIMEOUTS: AiTimeouts = { structuredMs: 60_000, contentMs: 5 * 60_000 };

/** What the task functions need to call a model. */
export interface ModelRuntime {
  /** The provider's model, already wrapped with the retry policy. */
  model: ChatModel;
  info: AiProviderInfo;
  timeouts: AiTimeouts;
}
