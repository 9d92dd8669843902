import type { ExpressionBuilder, Selectable, Updateable } from 'kysely';
import type { DocumentsStatus } from '../../../shared/catalog.js';
import { DOCUMENT_COPIES, type DocumentCopy } from '../../../shared/schemas/project-document.js';
import type { Database, ProjectsTable } from '../../db/schema.js';

export const copyOf = (draft: boolean): DocumentCopy => (draft ? 'draft' : 'sale');

/** The project's columns of each copy: each has its own status, failure reason and generation. */
export const COPY_COLUMNS = {
  sale: { status: 'documents_status', error: 'documents_error', generation: 'documents_generation' },
  draft: { status: 'draft_documents_status', error: 'draft_documents_error', generation: 'draft_documents_generation' },
} as const;

/** What an edit that makes the files out of date sets: both copies were made from the book before it. */
export const STALE_COPIES = { documents_status: 'not_generated', draft_documents_status: 'not_generated' } as const;

/** The values given, written to one copy's columns. */
export function copyValues(
  copy: DocumentCopy,
  values: { status?: DocumentsStatus; error?: string | null; generation?: string },
): Updateable<ProjectsTable> {
  const columns = COPY_COLUMNS[copy];
  const set: Updateable<ProjectsTable> = {};
  if (values.status !== undefined) set[columns.status] = values.status;
  if (values.error !== undefined) set[columns.error] = values.error;
  if (values.generation !== undefined) set[columns.generation] = values.generation;
  return set;
}

type CopyRow = Pick<
  Selectable<ProjectsTable>,
  (typeof COPY_COLUMNS)[DocumentCopy][keyof (typeof COPY_COLUMNS)[DocumentCopy]]
>;

/** One copy's status, failure reason and generation, read from a project row holding both copies' columns. */
export function copyState(row: CopyRow, copy: DocumentCopy) {
  const columns = COPY_COLUMNS[copy];
  return { status: row[columns.status], error: row[columns.error], generation: row[columns.generation] };
}

/** Every column of both copies, for a select. */
export const ALL_COPY_COLUMNS = DOCUMENT_COPIES.flatMap((copy) => Object.values(COPY_COLUMNS[copy]));

const SETTLED: readonly DocumentsStatus[] = ['completed', 'failed'];

/** A copy's status after its files went out of date, if they were made or failed; one being made is left to finish. */
const staleIfSettled = (
  eb: ExpressionBuilder<Database, 'projects'>,
  column: 'documents_status' | 'draft_documents_status',
) => eb.case().when(column, 'in', SETTLED).then(eb.val<DocumentsStatus>('not_generated')).else(eb.ref(column)).end();

/**
 * What an edit made while a book is written sets: each copy that was made or failed goes out of date. Update only the
 * rows `anyCopySettled` picks.
 */
export const settledCopiesStale = (eb: ExpressionBuilder<Database, 'projects'>) => ({
  documents_status: staleIfSettled(eb, 'documents_status'),
  draft_documents_status: staleIfSettled(eb, 'draft_documents_status'),
});

/** The projects with a copy made or failed. */
export const anyCopySettled = (eb: ExpressionBuilder<Database, 'projects'>) =>
  eb.or([eb('documents_status', 'in', SETTLED), eb('draft_documents_status', 'in', SETTLED)]);
