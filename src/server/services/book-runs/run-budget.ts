import { formatCount } from '../../../shared/format-count.js';
import { formatDollars } from '../../../shared/format-dollars.js';
import type { RunBudget } from '../../../shared/schemas/book-run.js';
import type { TokenUsage } from '../../ai/index.js';
import { costOf, type TokenPrice } from '../../ai/token-price.js';
import { AppError } from '../../errors/app-error.js';
import { OFFLINE_WRITER } from '../generation/content-writer.js';
import type { BookRunRow } from './stored-run.js';

/** The built-in writer's price: it sends nothing to a provider. */
const FREE: TokenPrice = { inputPerMillion: 0, outputPerMillion: 0 };

export const DOLLARS_NEED_PRICES =
  'A budget in dollars needs the provider’s prices (AI_PRICE_INPUT and AI_PRICE_OUTPUT). Give the budget in tokens instead.';

/**
 * What a run's tokens cost per million (docs/decisions/0061-run-budget.md): the provider's configured price, nothing
 * for the built-in writer, null when a provider writes and no price is set.
 */
export function runPrice(provider: string, price: TokenPrice | null): TokenPrice | null {
  return provider === OFFLINE_WRITER ? FREE : price;
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
 * Why a run pauses before its next part (docs/decisions/0061-run-budget.md): the part's estimate added to what the
 * run has spent would take it past its budget in tokens or in dollars (at `price`, the run's own). A budget in
 * dollars with no price to tell the spend by pauses too. Null when the part fits.
 */
export function overBudget(
  budget: RunBudget,
  spent: TokenUsage,
  next: TokenUsage,
  price: TokenPrice | null,
): string | null {
  if (budget.tokens !== null && totalOf(spent) + totalOf(next) > budget.tokens) {
    return `The next part, about ${formatCount(totalOf(next))} tokens, would take this run past its budget of ${formatCount(budget.tokens)} tokens (${formatCount(totalOf(spent))} spent). ${RAISE}`;
  }
  if (budget.usd === null) return null;
  const spentUsd = costOf(spent, price);
  const nextUsd = costOf(next, price);
  if (spentUsd === null || nextUsd === null) {
    return `This run has a budget of ${formatDollars(budget.usd)}, but the provider’s prices are no longer set, so what it spends cannot be told. Set AI_PRICE_INPUT and AI_PRICE_OUTPUT, or resume with a budget in tokens.`;
  }
  if (spentUsd + nextUsd > budget.usd) {
    return `The next part, about ${formatDollars(nextUsd)}, would take this run past its budget of ${formatDollars(budget.usd)} (${formatDollars(spentUsd)} spent). ${RAISE}`;
  }
  return null;
}
