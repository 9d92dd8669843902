import type { Kysely, Selectable } from 'kysely';
import { pathWith } from '../../../shared/api/endpoint.js';
import { projectDocumentApi } from '../../../shared/api/project-documents.js';
import type { PrintEdition, PrintSettings } from '../../../shared/schemas/print-edition.js';
import { now } from '../../db/codec.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database, ProjectsTable } from '../../db/schema.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';
import { findProject } from '../book-model/find-project.js';

/** The project's columns that hold its print settings. */
export const PRINT_COLUMNS = ['print_trim', 'print_paper', 'print_bleed', 'print_notes_pages'] as const;

/** The settings, each of which changes the print interior. */
const PRINT_FIELDS = ['trim', 'paper', 'bleed', 'notesPages'] as const;

type PrintRow = Pick<Selectable<ProjectsTable>, (typeof PRINT_COLUMNS)[number]>;

/** The print settings a project row holds: null until its creator set up its print edition. */
export function printSettingsOf(row: PrintRow): PrintSettings | null {
  if (row.print_trim === null || row.print_paper === null) return null;
  return {
    trim: row.print_trim,
    paper: row.print_paper,
    bleed: row.print_bleed === 1,
    notesPages: row.print_notes_pages === 1,
  };
}

type EditionRow = PrintRow &
  Pick<Selectable<ProjectsTable>, 'id' | 'documents_status' | 'print_page_count' | 'print_error'>;

/**
 * The print edition as the project page shows it (docs/decisions/0050-print-edition.md): its settings, and while the
 * files for sale are current, the print interior's page count and the links to it and the wrap cover, or why they were
 * not made.
 */
function printEditionOf(row: EditionRow): PrintEdition {
  const current = row.documents_status === 'completed';
  const made = current && row.print_page_count !== null;
  return {
    settings: printSettingsOf(row),
    pageCount: made ? row.print_page_count : null,
    error: current ? row.print_error : null,
    pdfUrl: made ? pathWith(projectDocumentApi.printPdf.path, { id: row.id }) : null,
    wrapCoverUrl: made ? pathWith(projectDocumentApi.wrapCover.path, { id: row.id }) : null,
  };
}

/** One of the user's projects' print edition; a missing, malformed or foreign id is 'Project not found'. */
export async function readPrintEdition(db: Kysely<Database>, userId: string, projectId: string): Promise<PrintEdition> {
  return printEditionOf(await findProject(db, userId, projectId));
}

/**
 * Sets up or changes one of the user's projects' print edition. Settings that differ from the stored ones make the
 * files out of date, in the same transaction: the next generation lays the print interior out by them.
 */
export async function savePrintSettings(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  settings: PrintSettings,
): Promise<PrintEdition> {
  return inTransaction(db, async (trx) => {
    const row = await findProject(trx, userId, projectId);
    const before = printSettingsOf(row);
    const changed = before === null || PRINT_FIELDS.some((field) => before[field] !== settings[field]);
    if (!changed) return printEditionOf(row);
    await trx
      .updateTable('projects')
      .set({
        print_trim: settings.trim,
        print_paper: settings.paper,
        print_bleed: settings.bleed ? 1 : 0,
        print_notes_pages: settings.notesPages ? 1 : 0,
        updated_at: now(),
      })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .execute();
    await markDocumentsStale(trx, { userId, projectIds: [row.id] });
    return printEditionOf(await findProject(trx, userId, projectId));
  });
}
