import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { readJson, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

type SourceTable = 'niches' | 'product_ideas' | 'product_titles' | 'cover_images' | 'projects';

/**
 * A saved item may name the item it was generated from, but only one of the same user's: another user's id, or
 * one that does not exist, is refused with a 400 on that field.
 */
export async function requireOwnedSource(
  db: Kysely<Database>,
  userId: string,
  source: { table: SourceTable; id: string | null | undefined; field: string; label: string },
): Promise<void> {
  if (!source.id) return;
  const row = await db
    .selectFrom(source.table)
    .select('id')
    .where('id', '=', source.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('BAD_REQUEST', `${source.label} not found`, source.field);
}

/** The stored generation request, left untouched when a save leaves it out. */
export const writeGenerationInput = (value: object | undefined): string | undefined =>
  value === undefined ? undefined : writeJson(value);

/**
 * The stored generation request through its schema, or null for an item saved without one. A request its schema
 * no longer accepts (stored under other limits, such as a section named before a plan's chapter titles were
 * limited) is none too: the item still reads, and is regenerated from the form rather than from that request.
 */
export function readGenerationInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> | null {
  if (value === null || value === undefined) return null;
  const stored = schema.safeParse(readJson(value));
  return stored.success ? stored.data : null;
}
