import type { Kysely } from 'kysely';
import type { ContentRequest } from '../../ai/book-context/chapter-context.js';
import type { Database } from '../../db/schema.js';
import { ideaStore } from './idea-store.js';

/**
 * What a writer is told of a project's product idea (the idea's own fields), for a book run's parts and its listing;
 * undefined without one, or when the user has no such idea.
 */
export async function readIdeaContext(
  db: Kysely<Database>,
  userId: string,
  ideaId: string | null,
): Promise<ContentRequest['ideaContext']> {
  if (!ideaId) return undefined;
  const idea = await ideaStore(db)
    .get(userId, ideaId)
    .catch(() => null);
  if (!idea) return undefined;
  const { concept, targetAudience, sellingPoints, modules } = idea;
  return { concept, targetAudience, sellingPoints, modules };
}
