import { z } from 'zod';
import type { TokenUsage } from '../engine.js';

/** What a provider charges, in US dollars per million tokens (AI_PRICE_INPUT, AI_PRICE_OUTPUT; AI_FALLBACK_PRICE_*). */
export interface TokenPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

/**
 * What each provider charges (docs/decisions/0061-run-budget.md, 0060-fallback-provider.md): the first's, and the
 * fallback's for what it writes; null when not configured. Dollars are shown only when both are known.
 */
export interface AiPrices {
  first: TokenPrice | null;
  fallback: TokenPrice | null;
}

const price = (variable: string) =>
  z.coerce
    .number({ error: `${variable} must be a number of US dollars per million tokens` })
    .min(0, `${variable} must not be negative`)
    .optional();

const pairOf = (input: number | undefined, output: number | undefined): TokenPrice | null =>
  input === undefined || output === undefined ? null : { inputPerMillion: input, outputPerMillion: output };

/**
 * The price variables among the environment: each pair both set or neither; with a fallback provider and the first's
 * prices, the fallback's too (its parts are priced at its own), and the fallback's only beside the first's.
 */
export const tokenPriceSchema = z
  .object({
    AI_PRICE_INPUT: price('AI_PRICE_INPUT'),
    AI_PRICE_OUTPUT: price('AI_PRICE_OUTPUT'),
    AI_FALLBACK_PRICE_INPUT: price('AI_FALLBACK_PRICE_INPUT'),
    AI_FALLBACK_PRICE_OUTPUT: price('AI_FALLBACK_PRICE_OUTPUT'),
    // Read only to tell whether the fallback's prices are needed; aiFallbackConfigSchema names a bad value.
    AI_FALLBACK_PROVIDER: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((env.AI_PRICE_INPUT === undefined) !== (env.AI_PRICE_OUTPUT === undefined)) {
      issue('AI_PRICE_INPUT', 'Set both AI_PRICE_INPUT and AI_PRICE_OUTPUT, or neither');
    }
    const fallbackSet = [env.AI_FALLBACK_PRICE_INPUT, env.AI_FALLBACK_PRICE_OUTPUT].filter((v) => v !== undefined);
    if (fallbackSet.length === 1) {
      issue('AI_FALLBACK_PRICE_INPUT', 'Set both AI_FALLBACK_PRICE_INPUT and AI_FALLBACK_PRICE_OUTPUT, or neither');
    }
    const firstSet = env.AI_PRICE_INPUT !== undefined || env.AI_PRICE_OUTPUT !== undefined;
    if (fallbackSet.length > 0 && !env.AI_FALLBACK_PROVIDER) {
      issue(
        'AI_FALLBACK_PRICE_INPUT',
        'AI_FALLBACK_PROVIDER is required when AI_FALLBACK_PRICE_INPUT or AI_FALLBACK_PRICE_OUTPUT is set',
      );
    } else if (fallbackSet.length > 0 && !firstSet) {
      issue(
        'AI_PRICE_INPUT',
        'Set AI_PRICE_INPUT and AI_PRICE_OUTPUT too: costs are shown only when every provider’s prices are known',
      );
    } else if (env.AI_FALLBACK_PROVIDER && firstSet && fallbackSet.length === 0) {
      issue(
        'AI_FALLBACK_PRICE_INPUT',
        'Set AI_FALLBACK_PRICE_INPUT and AI_FALLBACK_PRICE_OUTPUT too: the fallback’s parts are priced at its own prices',
      );
    }
  })
  .transform((env): AiPrices => ({
    first: pairOf(env.AI_PRICE_INPUT, env.AI_PRICE_OUTPUT),
    fallback: pairOf(env.AI_FALLBACK_PRICE_INPUT, env.AI_FALLBACK_PRICE_OUTPUT),
  }));

/** The cost of the tokens in US dollars, to the hundredth of a cent; null without a price. */
export function costOf(usage: TokenUsage, tokenPrice: TokenPrice | null): number | null {
  if (!tokenPrice) return null;
  const dollars =
    (usage.inputTokens * tokenPrice.inputPerMillion + usage.outputTokens * tokenPrice.outputPerMillion) / 1_000_000;
  return Math.round(dollars * 10_000) / 10_000;
}
