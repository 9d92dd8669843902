import { printEdition, printSettings } from '../schemas/print-edition.js';
import { endpoint } from './endpoint.js';

/** A project's print edition: its trim, paper and bleed, and its print interior (docs/decisions/0050-print-edition.md). */
export const projectPrintApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id/print',
    failure: 'Failed to load the print edition',
    summary: "The project's print settings and, while its files are current, its print interior's page count and link",
    responses: { 200: { json: printEdition } },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/projects/:id/print',
    failure: 'Failed to save the print edition',
    summary:
      "Sets up or changes the project's print edition (trim, paper, bleed, lined Notes pages); changed settings make its files out of date",
    body: printSettings,
    responses: { 200: { json: printEdition } },
  }),
};
