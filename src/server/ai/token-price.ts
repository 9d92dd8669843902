import { z } from 'zod';
import type { TokenUsage } from './engine.js';

/** What the provider charges, in US dollars per million tokens (AI_PRICE_INPUT, AI_PRICE_OUTPUT). */
export interface TokenPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

const price = (variable: string) =>
  z.coerce
    .number({ error: `${variable} must be a number of US dollars per million tokens` })
    .min(0, `${variable} must not be negative`)
    .optional();

/** The price variables among the environment: both set, or neither (no cost is shown then). */
export const tokenPriceSchema = z
  .object({ AI_PRICE_INPUT: price('AI_PRICE_INPUT'), AI_PRICE_OUTPUT: price('AI_PRICE_OUTPUT') })
  .superRefine((env, ctx) => {
    if ((env.AI_PRICE_INPUT === undefined) !== (env.AI_PRICE_OUTPUT === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_PRICE_INPUT'],
        message: 'Set both AI_PRICE_INPUT and AI_PRICE_OUTPUT, or neither',
      });
    }
  })
  .transform((env): TokenPrice | null =>
    env.AI_PRICE_INPUT === undefined || env.AI_PRICE_OUTPUT === undefined
      ? null
      : { inputPerMillion: env.AI_PRICE_INPUT, outputPerMillion: env.AI_PRICE_OUTPUT },
  );

/** The cost of the tokens in US dollars, to the hundredth of a cent; null without a price. */
export function costOf(usage: TokenUsage, tokenPrice: TokenPrice | null): number | null {
  if (!tokenPrice) return null;
  const dollars =
    (usage.inputTokens * tokenPrice.inputPerMillion + usage.outputTokens * tokenPrice.outputPerMillion) / 1_000_000;
  return Math.round(dollars * 10_000) / 10_000;
}
