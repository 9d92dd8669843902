import { projectAiDisclosureApi } from '../../shared/api/project-ai-disclosure.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { readAiDisclosure } from '../services/ai-disclosure/read-ai-disclosure.js';
import { saveAiDisclosureCorrections } from '../services/ai-disclosure/save-ai-disclosure-corrections.js';

/**
 * GET /api/projects/:id/ai-disclosure: KDP's AI questions answered for the owner's project from what the app stored
 * about each part; PUT stores the creator's corrections, null bringing a kind's derived answer back, an answer not in
 * KDP's list being a 400 (docs/decisions/0058-ai-disclosure.md).
 */
export const projectAiDisclosureRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(projectAiDisclosureApi.read, async (c, answer) =>
      answer(await readAiDisclosure(database.db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectAiDisclosureApi.save, async (c, answer) =>
      answer(await saveAiDisclosureCorrections(database.db, c.get('user').id, c.req.param('id'), c.req.valid('json'))),
    ),
  );
