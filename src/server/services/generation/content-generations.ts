import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { CONTENT_GENERATIONS_KEPT, FROM_GENERATION_MIN_SHARE } from '../../limits.js';
import { retainedWords } from '../text-origins/retained-words.js';

/** A content generation as it answered: the machine ('offline' or '<provider>/<model>') and its text. */
export interface ContentGeneration {
  machine: string;
  text: string;
}

/**
 * Keeps the content a generation answered the user with, and the user's latest CONTENT_GENERATIONS_KEPT only, so a
 * section saved from it records what the machine wrote (docs/decisions/0071-honesty-measured.md).
 */
export async function keepContentGeneration(
  db: Kysely<Database>,
  userId: string,
  generation: ContentGeneration,
): Promise<void> {
  await db
    .insertInto('content_generations')
    .values({ id: randomUUID(), user_id: userId, ...generation, created_at: now() })
    .execute();
  const kept = await db
    .selectFrom('content_generations')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .offset(CONTENT_GENERATIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (kept) {
    await db
      .deleteFrom('content_generations')
      .where('user_id', '=', userId)
      .where('created_at', '<', kept.created_at)
      .execute();
  }
}

/**
 * The user's kept generation a section's `text` was saved from: the one most of its words are still from, when that
 * is at least FROM_GENERATION_MIN_SHARE of them; null when none is.
 */
export async function findGenerationOf(
  db: Kysely<Database>,
  userId: string,
  text: string,
): Promise<ContentGeneration | null> {
  const kept = await db
    .selectFrom('content_generations')
    .select(['machine', 'text'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(CONTENT_GENERATIONS_KEPT)
    .execute();
  let best: { generation: ContentGeneration; retained: number } | null = null;
  for (const generation of kept) {
    const { words, retained } = retainedWords(text, generation.text);
    if (retained >= words * FROM_GENERATION_MIN_SHARE && retained > (best?.retained ?? 0))
      best = { generation, retained };
  }
  return best?.generation ?? null;
}
