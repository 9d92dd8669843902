import type { Selectable, Updateable } from 'kysely';
import type { DocumentsStatus } from '../../../shared/catalog.js';
import { DOCUMENT_COPIES, type DocumentCopy } from '../../../shared/schemas/project-document.js';
import type { ProjectsTable } from '../../db/schema.js';

export const copyOf = (draft: boolean): DocumentCopy => (draft ? 'draft' : 'sale');

/** The project's columns of each copy: each has its own status, failure reason and generation. */
export const COPY_COLUMNS = {
  sale: { status: 'documents_status', error: 'documents_error', generation: 'documents_generation' },
  draft: { status: 'draft_documents_status', error: 'draft_documents_error', generation: 'draft_documents_generation' },
} as const;

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
