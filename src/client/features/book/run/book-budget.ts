/** A book run's budget as its fields hold it (docs/decisions/0061-run-budget.md). */
import { formatCount } from '@shared/format-count';
import { runBudget, type BookView, type RunBudget, type TokenFigures } from '@shared/schemas/book-run';

/** The budget fields as typed: tokens and US dollars, empty for none. */
export interface BudgetTexts {
  tokens: string;
  usd: string;
}

export type BudgetErrors = Partial<Record<keyof BudgetTexts, string>>;

export const NO_BUDGET_TEXTS: BudgetTexts = { tokens: '', usd: '' };

/** How far above the estimate a suggested budget sits: room for parts asked again or continued. */
const HEADROOM = 1.5;

/**
 * The budget a start offers (docs/decisions/0061-run-budget.md): with a provider, half again the estimate, in dollars
 * when prices are set (rounded up to the cent), else in tokens (rounded up to the thousand); none for the built-in
 * writer, which costs nothing.
 */
export function suggestedBudget(estimate: TokenFigures | null, writer: BookView['writer']): BudgetTexts {
  if (writer.provider === 'offline' || !estimate) return NO_BUDGET_TEXTS;
  if (estimate.costUsd !== null) {
    return { tokens: '', usd: (Math.ceil(estimate.costUsd * HEADROOM * 100) / 100).toFixed(2) };
  }
  const tokens = (estimate.inputTokens + estimate.outputTokens) * HEADROOM;
  return { tokens: formatCount(Math.ceil(tokens / 1_000) * 1_000), usd: '' };
}

/** A run's budget as its fields show it. */
export const budgetTexts = (budget: RunBudget): BudgetTexts => ({
  tokens: budget.tokens === null ? '' : formatCount(budget.tokens),
  usd: budget.usd === null ? '' : budget.usd.toFixed(2),
});

/** A field's figure: separators and a dollar sign aside; null when empty. */
function figureOf(text: string): number | null {
  const bare = text.replace(/[\s,$]/g, '');
  return bare === '' ? null : Number(bare);
}

/** The fields read as a budget by the rules the server applies, or each field's first error. */
export function readBudget(texts: BudgetTexts): { budget: RunBudget } | { errors: BudgetErrors } {
  const parsed = runBudget.safeParse({ tokens: figureOf(texts.tokens), usd: figureOf(texts.usd) });
  if (parsed.success) return { budget: parsed.data };
  const errors: BudgetErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'tokens' || field === 'usd') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
