import { z } from 'zod';
import { AppError } from './app-error.js';

const itemId = z.uuid();

/**
 * The 404 of an item a user owns ('Niche not found': `label` names the kind). A missing id, a malformed one and
 * another user's id are answered alike, so an answer never tells whether someone else's item exists.
 */
const itemNotFound = (label: string) => new AppError('NOT_FOUND', `${label} not found`);

/** The id itself when it can name an item; a malformed id is answered like a missing one. */
export function requireItemId(label: string, id: string): string {
  if (!itemId.safeParse(id).success) throw itemNotFound(label);
  return id;
}

/** The row the owner-scoped statement found, or the item's 404. */
export function requireFound<Row>(label: string, row: Row | undefined): Row {
  if (row === undefined) throw itemNotFound(label);
  return row;
}

/** A delete that matched no row of the owner is the item's 404. */
export function requireDeleted(label: string, result: { numDeletedRows: bigint }): void {
  if (result.numDeletedRows === 0n) throw itemNotFound(label);
}
