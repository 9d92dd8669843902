import { templateFileQuery } from '../schemas/template-plan.js';
import { endpoint } from './endpoint.js';

/** A template pack's files (docs/decisions/0078-template-pack.md), made from its plan's templates as saved now. */
export const projectTemplatePackApi = {
  template: endpoint({
    method: 'GET',
    path: '/api/projects/:id/templates/:number',
    failure: 'Failed to make the template',
    summary:
      "One template of a template pack (numbered from 1 in the plan's order) as its file, named after the template: a spreadsheet that calculates (XLSX), a printable page (PDF) for the paper asked, a document to fill in (DOCX) or a Notion page and database (ZIP)",
    query: templateFileQuery,
    responses: {
      200: {
        file: [
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/zip',
        ],
      },
    },
  }),
  pack: endpoint({
    method: 'GET',
    path: '/api/projects/:id/templates',
    failure: 'Failed to make the template pack',
    summary:
      'Every template of a template pack as its file, with a README for its buyer, in one ZIP named after the pack',
    responses: { 200: { file: 'application/zip' } },
  }),
};
