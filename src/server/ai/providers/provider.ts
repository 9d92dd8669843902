import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { wrapLanguageModel } from 'ai';
import type { AiConfig, AiProviderName, ModelConfig } from './config.js';

/** A language model of the AI SDK (specification v3), as every provider package builds it. */
export type ChatModel = Parameters<typeof wrapLanguageModel>[0]['model'];

/** What the admin page shows: the active provider and model. */
export interface AiProviderInfo {
  provider: AiProviderName;
  model: string;
}

export type AiBackend =
  { kind: 'offline'; info: AiProviderInfo } | { kind: 'model'; model: ChatModel; info: AiProviderInfo };

export interface CreateAiBackendOptions {
  /** The fetch the provider uses (tests and proxies). */
  fetch?: typeof globalThis.fetch;
}

/** Builds the backend the configuration names: the built-in offline generator or an AI SDK model. */
export function createAiBackend(config: AiConfig, options: CreateAiBackendOptions = {}): AiBackend {
  const info: AiProviderInfo = { provider: config.provider, model: config.model };
  if (config.provider === 'offline') return { kind: 'offline', info };
  return { kind: 'model', model: createChatModel(config, options), info };
}

/** The AI SDK model of a provider's configuration. */
export function createChatModel(config: ModelConfig, { fetch }: CreateAiBackendOptions = {}): ChatModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, fetch }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseURL, fetch })(config.model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: config.apiKey, baseURL: config.baseURL, fetch })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseURL,
        apiKey: config.apiKey,
        fetch,
        supportsStructuredOutputs: true,
        includeUsage: true,
      })(config.model);
  }
}
