import { formatCount } from '../../../shared/format-count.js';
import { formatDollars } from '../../../shared/format-dollars.js';
import type { RunBudget, TokenFigures } from '../../../shared/schemas/book-run.js';
import type { TokenUsage } from '../../ai/index.js';
import { costOf, type TokenPrice } from '../../ai/providers/token-price.js';
import { addUsage, emptyUsage } from '../../ai/providers/token-usage.js';
import { AppError } from '../../errors/app-error.js';
import { OFFLINE_WRITER, writerOf } from '../sections/content-writer.js';
import type { BookRunDeps } from './book-run-deps.js';
import type { BookRunRow } from './stored-run.js';

/** The built-in writer's price: it sends nothing to a provider. */
const FREE: TokenPrice = { inputPerMillion: 0, outputPerMillion: 0 };

export const DOLLARS_NEED_PRICES =
  'A budget in dollars needs the provider’s prices (AI_PRICE_INPUT and AI_PRICE_OUTPUT). Give the budget in tokens instead.';

/** What prices a run's tokens: the engine, which names its fallback, and the configured prices. */
export type RunPricing = Pick<BookRunDeps, 'ai' | 'prices'>;

/** Tokens one writer used ('offline' or '<provider>/<model>'): a part's, or the listing a run drafted. */
export interface WriterUsage extends TokenUsage {
  writer: string;
}

/** A saved part's tokens by its writer; a part saved before writers were kept is its run's provider's. */
export const partUsage = (
  part: { writer: string | null; input_tokens: number; output_tokens: number },
  run: Pick<BookRunRow, 'provider'>,
): WriterUsage => ({
  writer: part.writer ?? run.provider,
  inputTokens: part.input_tokens,
  outputTokens: part.output_tokens,
});

/** The tokens of the listing the run drafted, counted in its spend; none when it drafted none. */
export const listingUsage = (
  run: Pick<BookRunRow, 'listing_writer' | 'listing_input_tokens' | 'listing_output_tokens'>,
): WriterUsage[] =>
  run.listing_writer === null
    ? []
    : [
        {
          writer: run.listing_writer,
          inputTokens: run.listing_input_tokens ?? 0,
          outputTokens: run.listing_output_tokens ?? 0,
        },
      ];

/**
 * What a writer's tokens cost per million (docs/decisions/0061-run-budget.md): nothing for the built-in writer, the
 * fallback's prices for what the fallback wrote (docs/decisions/0060-fallback-provider.md), the first's for the rest;
 * null when no price is set.
 */
export function writerPrice(writer: string, { ai, prices }: RunPricing): TokenPrice | null {
  if (prices.first === null) return null;
  if (writer === OFFLINE_WRITER) return FREE;
  const byFallback = ai.fallback && writer !== writerOf(ai.info) && writer === writerOf(ai.fallback);
  return byFallback ? prices.fallback : prices.first;
}

/** The price a run's next request is asked at: its own writer's, the first provider's (every part starts there). */
export const runWriterPrice = (row: Pick<BookRunRow, 'provider' | 'model'>, pricing: RunPricing) =>
  writerPrice(writerOf(row), pricing);

/**
 * The tokens of `usages` and their dollars, each writer's tokens at its own price; dollars null when no price is set
 * or a writer's is not known.
 */
export function spendOf(usages: readonly WriterUsage[], pricing: RunPricing): TokenFigures {
  const byWriter = new Map<string, TokenUsage>();
  for (const usage of usages) byWriter.set(usage.writer, addUsage(byWriter.get(usage.writer) ?? emptyUsage(), usage));
  let dollars: number | null = pricing.prices.first === null ? null : 0;
  for (const [writer, usage] of byWriter) {
    const cost = costOf(usage, writerPrice(writer, pricing));
    dollars = dollars === null || cost === null ? null : dollars + cost;
  }
  return {
    ...[...byWriter.values()].reduce(addUsage, emptyUsage()),
    costUsd: dollars === null ? null : Math.round(dollars * 10_000) / 10_000,
  };
}

/** The run's budget as the creator gave it. */
export function budgetOf(row: Pick<BookRunRow, 'budget_tokens' | 'budget_cents'>): RunBudget {
  return { tokens: row.budget_tokens, usd: row.budget_cents === null ? null : row.budget_cents / 100 };
}

/** The budget as a run stores it, dollars in whole cents; refused when it is in dollars and no price is set. */
export function storedBudget(budget: RunBudget, price: TokenPrice | null) {
  if (budget.usd !== null && price === null) throw new AppError('BAD_REQUEST', DOLLARS_NEED_PRICES, 'budget.usd');
  return { budget_tokens: budget.tokens, budget_cents: budget.usd === null ? null : Math.round(budget.usd * 100) };
}

const totalOf = (usage: TokenUsage) => usage.inputTokens + usage.outputTokens;

const RAISE = 'Raise the budget to continue.';

/**
 * Why a run stops before its next request (docs/decisions/0061-run-budget.md): `next`, the estimate of a part (or, in
 * `what` and `advice`, of the listing it drafts), added to what the run has spent would take it past its budget in tokens or in
 * dollars (the spend at each writer's price, the next request at `price`, the run's own). A budget in dollars with no
 * price to tell the spend by stops it too. Null when the request fits.
 */
export function overBudget(
  budget: RunBudget,
  spent: TokenFigures,
  next: TokenUsage,
  price: TokenPrice | null,
  { what, advice }: { what: string; advice: string } = { what: 'The next part', advice: RAISE },
): string | null {
  if (budget.tokens !== null && totalOf(spent) + totalOf(next) > budget.tokens) {
    return `${what}, about ${formatCount(totalOf(next))} tokens, would take this run past its budget of ${formatCount(budget.tokens)} tokens (${formatCount(totalOf(spent))} spent). ${advice}`;
  }
  if (budget.usd === null) return null;
  const spentUsd = spent.costUsd;
  const nextUsd = costOf(next, price);
  if (spentUsd === null || nextUsd === null) {
    return `This run has a budget of ${formatDollars(budget.usd)}, but the provider’s prices are no longer set, so what it spends cannot be told. Set AI_PRICE_INPUT and AI_PRICE_OUTPUT, or resume with a budget in tokens.`;
  }
  if (spentUsd + nextUsd > budget.usd) {
    return `${what}, about ${formatDollars(nextUsd)}, would take this run past its budget of ${formatDollars(budget.usd)} (${formatDollars(spentUsd)} spent). ${advice}`;
  }
  return null;
}
