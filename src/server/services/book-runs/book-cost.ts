import type { Kysely } from 'kysely';
import type { TokenFigures } from '../../../shared/schemas/book-run.js';
import { costOf, type TokenPrice } from '../../ai/token-price.js';
import { readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { runPrice } from './run-budget.js';

/**
 * What the project's book cost (docs/decisions/0061-run-budget.md): the tokens of every part its runs saved, and with
 * a price set their cost, each run's parts at its writer's price (the built-in writer's cost nothing).
 */
export async function readBookCost(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  price: TokenPrice | null,
): Promise<TokenFigures> {
  const byWriter = await db
    .selectFrom('book_run_parts')
    .innerJoin('book_runs', 'book_runs.id', 'book_run_parts.run_id')
    .select((eb) => [
      'book_runs.provider',
      eb.fn.sum<number>('book_run_parts.input_tokens').as('input_tokens'),
      eb.fn.sum<number>('book_run_parts.output_tokens').as('output_tokens'),
    ])
    .where('book_runs.project_id', '=', projectId)
    .where('book_runs.user_id', '=', userId)
    .groupBy('book_runs.provider')
    .execute();
  const totals = byWriter.map((row) => ({
    provider: row.provider,
    inputTokens: readCount(row.input_tokens),
    outputTokens: readCount(row.output_tokens),
  }));
  return {
    inputTokens: totals.reduce((total, row) => total + row.inputTokens, 0),
    outputTokens: totals.reduce((total, row) => total + row.outputTokens, 0),
    costUsd:
      price === null
        ? null
        : totals.reduce((total, row) => total + (costOf(row, runPrice(row.provider, price)) ?? 0), 0),
  };
}
