import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ListingBasis } from '../../ai/listing-basis.js';
import { readJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { readBookPlan } from '../book-plans/read-book-plan.js';
import { findProject } from '../projects/find-project.js';

const textList = z.array(z.string()).catch([]);

/** The basis of one of the user's projects' listing; a missing, malformed or foreign project is 'Project not found'. */
export async function readListingBasis(db: Kysely<Database>, userId: string, projectId: string): Promise<ListingBasis> {
  const project = await findProject(db, userId, projectId);
  const [{ plan }, idea] = await Promise.all([
    readBookPlan(db, userId, project.id),
    project.product_idea_id
      ? db
          .selectFrom('product_ideas')
          .select(['concept', 'target_audience', 'selling_points'])
          .where('id', '=', project.product_idea_id)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    plan,
    audience: idea?.target_audience?.trim() ?? '',
    promise: idea
      ? { concept: idea.concept.trim(), sellingPoints: textList.parse(readJson(idea.selling_points)) }
      : null,
  };
}
