import type { Kysely } from 'kysely';
import type { AdminStats, GenerationTotals } from '../../../shared/schemas/admin.js';
import type { AiEngine } from '../../ai/index.js';
import { readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { GENERATION_TASKS } from '../generation/record-generation.js';

export const ACTIVE_USER_DAYS = 30;

/**
 * System counts, and the bytes all users' files take (docs/decisions/0034-bounded-storage.md). Active Users (docs/product-rules.md R41) are users whose session started or refreshed in the last
 * 30 days, read from profiles.last_active_at since sessions are deleted at sign-out. The providers are named by
 * provider and model only: their keys and addresses stay on the server.
 */
export async function getAdminStats(
  db: Kysely<Database>,
  ai: Pick<AiEngine, 'info' | 'fallback'>,
): Promise<AdminStats> {
  const activeSince = new Date(Date.now() - ACTIVE_USER_DAYS * 24 * 60 * 60 * 1000);
  const [users, projects, active, stored, generation] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('last_active_at', '>=', activeSince.toISOString())
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('storage_usage')
      .select((eb) => eb.fn.sum<number>('bytes').as('bytes'))
      .executeTakeFirstOrThrow(),
    getGenerationTotals(db),
  ]);
  return {
    totalUsers: readCount(users.count),
    totalProjects: readCount(projects.count),
    activeUsers: readCount(active.count),
    storedBytes: readCount(stored.bytes),
    ai: {
      provider: ai.info.provider,
      model: ai.info.model,
      fallback: ai.fallback ? { provider: ai.fallback.provider, model: ai.fallback.model } : null,
    },
    generation,
  };
}

async function getGenerationTotals(db: Kysely<Database>): Promise<GenerationTotals[]> {
  const rows = await db
    .selectFrom('generation_usage')
    .select((eb) => [
      'task',
      eb.fn.countAll<number>().as('calls'),
      eb.fn.count<number>(eb.case().when('outcome', '!=', 'success').then(1).end()).as('failures'),
      eb.fn.sum<number>('input_tokens').as('input_tokens'),
      eb.fn.sum<number>('output_tokens').as('output_tokens'),
      eb.fn.avg<number>('duration_ms').as('average_ms'),
    ])
    .groupBy('task')
    .execute();
  return rows
    .map((row) => ({
      task: row.task,
      calls: readCount(row.calls),
      failures: readCount(row.failures),
      inputTokens: readCount(row.input_tokens),
      outputTokens: readCount(row.output_tokens),
      averageMs: Math.round(Number(row.average_ms ?? 0)),
    }))
    .sort((a, b) => taskOrder(a.task) - taskOrder(b.task));
}

const taskOrder = (task: string) => GENERATION_TASKS.findIndex((known) => known === task);
