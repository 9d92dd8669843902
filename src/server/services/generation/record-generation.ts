import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AiErrorKind, AiProviderInfo, TokenUsage } from '../../ai/index.js';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../logger.js';

export const GENERATION_TASKS = [
  'generate-niches',
  'generate-product-ideas',
  'generate-titles',
  'generate-content',
  'generate-cover-image',
  'generate-listing',
  'draft-course-module',
] as const;
export type GenerationTask = (typeof GENERATION_TASKS)[number];
export type GenerationOutcome = 'success' | AiErrorKind;

export interface GenerationUsage {
  userId: string;
  task: GenerationTask;
  info: AiProviderInfo;
  usage: TokenUsage;
  durationMs: number;
  outcome: GenerationOutcome;
}

/** Writes the usage row. Never throws: a lost record must not cost the user a finished generation. */
export async function recordGeneration(db: Kysely<Database>, logger: Logger, record: GenerationUsage): Promise<void> {
  await db
    .insertInto('generation_usage')
    .values({
      id: randomUUID(),
      user_id: record.userId,
      task: record.task,
      provider: record.info.provider,
      model: record.info.model,
      input_tokens: record.usage.inputTokens,
      output_tokens: record.usage.outputTokens,
      duration_ms: Math.round(record.durationMs),
      outcome: record.outcome,
      created_at: now(),
    })
    .execute()
    .catch((error: unknown) => logger.error({ err: error, task: record.task }, 'could not record a generation'));
}
