import { z } from 'zod';
import { DISCLOSURE_ANSWER_KEYS, DISCLOSURE_KINDS } from '../../../shared/schemas/ai-disclosure.js';
import { readJson } from '../../db/codec.js';

const storedCorrections = z.partialRecord(z.enum(DISCLOSURE_KINDS), z.enum(DISCLOSURE_ANSWER_KEYS)).catch({});
export type StoredCorrections = z.output<typeof storedCorrections>;

/** The creator's corrections as stored in book_listings.disclosure_corrections; none when there is no listing row. */
export const readCorrections = (value: unknown): StoredCorrections =>
  value === undefined ? {} : storedCorrections.parse(readJson(value));
