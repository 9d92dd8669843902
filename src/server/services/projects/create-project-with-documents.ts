import type { Selectable } from 'kysely';
import type { CreateProjectInput } from '../../../shared/schemas/project.js';
import type { ProjectsTable } from '../../db/schema.js';
import type { Log } from '../../logger.js';
import { startDocumentGeneration, type DocumentStartDeps } from '../documents/start-document-generation.js';
import { createProject } from './create-project.js';
import { findProject } from '../book-model/find-project.js';

/**
 * POST /api/projects: saves the project and, when asked, starts its documents, in one request. The two are not one
 * transaction: the job is queued outside the database's (pg-boss, or after the commit), and the assembly is the
 * user's work, so the project stays saved whatever happens to the start. The answer is the project as it then stands:
 * its documents generating, or failed with 'Failed to start PDF generation' when the job could not be queued
 * (start-document-generation.ts), which Retry Generation on its page starts again. A repeated save (the same save
 * key) whose documents already started or were made starts nothing more
 * (docs/decisions/0031-document-pipeline-on-the-server.md). A cover the save paired with another title is redrawn
 * with the book's first (docs/decisions/0036-cover-follows-the-plan.md): Save & Generate asked for the files.
 */
export async function createProjectWithDocuments(
  deps: DocumentStartDeps,
  log: Log,
  userId: string,
  input: CreateProjectInput,
): Promise<Selectable<ProjectsTable>> {
  const { db } = deps;
  const project = await createProject(db, userId, input);
  if (!input.generateDocuments) return project;
  try {
    await startDocumentGeneration(deps, userId, project.id, { draft: false, cover: 'redraw' });
  } catch (error) {
    log.warn({ err: error, projectId: project.id }, 'documents not started for a new project');
  }
  return findProject(db, userId, project.id);
}
