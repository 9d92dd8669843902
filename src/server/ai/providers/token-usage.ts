import type { LanguageModelUsage } from 'ai';
import type { TokenUsage } from '../engine.js';

export const emptyUsage = (): TokenUsage => ({ inputTokens: 0, outputTokens: 0 });

/** Adds usage (a provider's report, whose counts may be missing) to a running total. */
export function addUsage(
  total: TokenUsage,
  usage: Pick<LanguageModelUsage, 'inputTokens' | 'outputTokens'> | undefined,
): TokenUsage {
  return {
    inputTokens: total.inputTokens + (usage?.inputTokens ?? 0),
    outputTokens: total.outputTokens + (usage?.outputTokens ?? 0),
  };
}
