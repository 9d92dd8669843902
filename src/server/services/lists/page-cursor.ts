import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';

/** Where a page ends: the last row's creation time and id (the tie-break between equal times). */
export interface PageCursor {
  createdAt: string;
  id: string;
}

const cursorFields = z.tuple([z.iso.datetime(), z.uuid()]);

/** The opaque `nextCursor` of a page that ends with `last`. */
export function encodeCursor(last: PageCursor): string {
  return Buffer.from(JSON.stringify([last.createdAt, last.id])).toString('base64url');
}

/** The position a `cursor` query names; anything this server did not write is a 400 on `cursor`. */
export function decodeCursor(cursor: string): PageCursor {
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    fields = undefined;
  }
  const parsed = cursorFields.safeParse(fields);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'This list position is not valid', 'cursor');
  const [createdAt, id] = parsed.data;
  return { createdAt, id };
}
