import type { Kysely } from 'kysely';
import type { TokenFigures } from '../../../shared/schemas/book-run.js';
import { readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { spendOf, type RunPricing, type WriterUsage } from './run-budget.js';

/**
 * What the project's book cost (docs/decisions/0061-run-budget.md): the tokens of every part its runs saved and of
 * the listings they drafted (docs/decisions/0066-listing-in-run-budget.md), and with a price set their cost, each
 * writer's tokens at its price (the built-in writer's cost nothing, the fallback's are at its own prices).
 */
export async function readBookCost(
  deps: RunPricing & { db: Kysely<Database> },
  userId: string,
  projectId: string,
): Promise<TokenFigures> {
  const runs = deps.db
    .selectFrom('book_runs')
    .where('book_runs.project_id', '=', projectId)
    .where('book_runs.user_id', '=', userId);
  const [parts, listings] = await Promise.all([
    runs
      .innerJoin('book_run_parts', 'book_run_parts.run_id', 'book_runs.id')
      .select((eb) => [
        // A part saved before writers were kept is its run's provider's.
        eb.fn.coalesce('book_run_parts.writer', 'book_runs.provider').as('writer'),
        eb.fn.sum<number>('book_run_parts.input_tokens').as('input_tokens'),
        eb.fn.sum<number>('book_run_parts.output_tokens').as('output_tokens'),
      ])
      .groupBy(['book_run_parts.writer', 'book_runs.provider'])
      .execute(),
    runs
      .select((eb) => [
        'book_runs.listing_writer as writer',
        eb.fn.sum<number>('book_runs.listing_input_tokens').as('input_tokens'),
        eb.fn.sum<number>('book_runs.listing_output_tokens').as('output_tokens'),
      ])
      .where('book_runs.listing_writer', 'is not', null)
      .groupBy('book_runs.listing_writer')
      .execute(),
  ]);
  const usages: WriterUsage[] = [...parts, ...listings].flatMap((row) =>
    row.writer === null
      ? []
      : [{ writer: row.writer, inputTokens: readCount(row.input_tokens), outputTokens: readCount(row.output_tokens) }],
  );
  return spendOf(usages, deps);
}
