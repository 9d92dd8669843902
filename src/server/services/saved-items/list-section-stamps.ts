import type { Kysely } from 'kysely';
import type { SectionStamp } from '../../../shared/schemas/content.js';
import { readDate } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

/** Section names and dates of a user's content, newest first: what the duplicate-section warning needs. */
export async function listSectionStamps(db: Kysely<Database>, userId: string): Promise<SectionStamp[]> {
  const rows = await db
    .selectFrom('generated_content')
    .select(['id', 'section_name', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, sectionName: row.section_name, createdAt: readDate(row.created_at) }));
}
