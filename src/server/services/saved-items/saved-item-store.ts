import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';

/**
 * The reads and writes of spec §7 for one kind of saved item, every statement scoped to its owner.
 * A missing id, a malformed one and another user's id are the same 404.
 */
export interface SavedItemStore<Input, Item> {
  list(userId: string): Promise<Item[]>;
  count(userId: string): Promise<number>;
  get(userId: string, id: string): Promise<Item>;
  create(userId: string, input: Input): Promise<Item>;
  update(userId: string, id: string, input: Input): Promise<Item>;
  remove(userId: string, id: string): Promise<void>;
}

const itemId = z.uuid();

/** 'Niche not found': `label` names the kind. */
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
