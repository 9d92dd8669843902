import type { MiddlewareHandler } from 'hono';
import { projectTemplatePackApi } from '../../shared/api/project-template-pack.js';
import { AppError } from '../errors/app-error.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { fileAnswer } from '../http/file-answer.js';
import { makeTemplateFile, makeTemplatePackZip } from '../services/template-pack/make-template-file.js';

/** A template's number as the path gives it: a whole number from 1, written plainly. */
function templateNumber(text: string): number {
  if (!/^[1-9]\d{0,3}$/.test(text)) throw new AppError('NOT_FOUND', `The template pack has no template “${text}”`);
  return Number(text);
}

/**
 * GET /api/projects/:id/templates/:number and GET /api/projects/:id/templates: a template pack's templates as files,
 * made from its plan as saved now (docs/decisions/0078-template-pack.md), while the user waits, within `filesMade`
 * (services/downloads/files-made-at-once.ts).
 */
export const projectTemplatePackRoutes = ({ database }: AppDeps, filesMade: MiddlewareHandler<AppEnv>) =>
  endpointRoutes(
    route(projectTemplatePackApi.pack, [filesMade], async (c) =>
      fileAnswer(await makeTemplatePackZip(database.db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectTemplatePackApi.template, [filesMade], async (c) =>
      fileAnswer(
        await makeTemplateFile(
          database.db,
          c.get('user').id,
          c.req.param('id'),
          templateNumber(c.req.param('number')),
          c.req.valid('query').paper,
        ),
      ),
    ),
  );
