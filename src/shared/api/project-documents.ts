import { documentGenerationStarted, documentStatus, generateDocumentsInput } from '../schemas/project-document.js';
import { endpoint } from './endpoint.js';

const download = <Format extends string>(format: Format, mediaType: string) =>
  endpoint({
    method: 'GET',
    path: `/api/projects/:id/documents/${format}`,
    summary: `The project's ${format.toUpperCase()}, named after its title`,
    responses: { 200: { file: mediaType } },
  });

/** A project's PDF, DOCX and EPUB, made in the background. */
export const projectDocumentApi = {
  start: endpoint({
    method: 'POST',
    path: '/api/projects/:id/documents',
    summary: 'Starts making the PDF, DOCX and EPUB; a draft copy carries the author notes',
    body: generateDocumentsInput,
    responses: { 202: { json: documentGenerationStarted } },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents',
    summary: "How the project's documents stand: generating, made, or failed with the reason",
    responses: { 200: { json: documentStatus } },
  }),
  pdf: download('pdf', 'application/pdf'),
  docx: download('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  epub: download('epub', 'application/epub+zip'),
};
