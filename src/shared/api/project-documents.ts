import { documentGenerationStarted, documentStatus, generateDocumentsInput } from '../schemas/project-document.js';
import { endpoint } from './endpoint.js';

const download = <Format extends string>(format: Format, mediaType: string) =>
  endpoint({
    method: 'GET',
    path: `/api/projects/:id/documents/${format}`,
    summary: `The project's ${format.toUpperCase()} for sale, named after its book's title`,
    responses: { 200: { file: mediaType } },
  });

const draftDownload = <Format extends string>(format: Format, mediaType: string) =>
  endpoint({
    method: 'GET',
    path: `/api/projects/:id/documents/draft/${format}`,
    summary: `The project's draft copy as ${format.toUpperCase()}, with the author notes, named "<title> (Draft)"`,
    responses: { 200: { file: mediaType } },
  });

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A project's PDF, DOCX and EPUB, made in the background: a copy for sale and a draft copy with the author notes. */
export const projectDocumentApi = {
  start: endpoint({
    method: 'POST',
    path: '/api/projects/:id/documents',
    failure: 'Failed to start PDF generation',
    summary:
      'Starts making the PDF, DOCX and EPUB for sale, or with `draft` a draft copy that carries the author notes',
    body: generateDocumentsInput,
    responses: { 202: { json: documentGenerationStarted } },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents',
    failure: 'Failed to load project',
    summary: "How the project's documents stand: generating, made, or failed with the reason",
    responses: { 200: { json: documentStatus } },
  }),
  pdf: download('pdf', 'application/pdf'),
  docx: download('docx', DOCX),
  epub: download('epub', 'application/epub+zip'),
  all: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/zip',
    summary: "The project's PDF, DOCX and EPUB for sale in one ZIP, with a README.txt saying which store takes which",
    responses: { 200: { file: 'application/zip' } },
  }),
  printPdf: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/print',
    summary:
      'The print interior PDF of the project\'s files for sale, laid out by its print settings, named "<title> (Print)"',
    responses: { 200: { file: 'application/pdf' } },
  }),
  wrapCover: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/wrap-cover',
    summary:
      "The full-wrap paperback cover PDF (back, spine, front) of the project's print edition, sized by its print " +
      'interior\'s page count and paper, named "<title> (Cover)"',
    responses: { 200: { file: 'application/pdf' } },
  }),
  fillablePdf: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/fillable',
    summary:
      "The fillable PDF of a workbook's or course's files for sale: the PDF with a form field where a buyer writes or " +
      'ticks, named "<title> (Fillable)"',
    responses: { 200: { file: 'application/pdf' } },
  }),
  answerKeyPdf: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/answer-key',
    summary:
      "The answer key of a workbook's or course's files for sale: its exercises' model answers, chapter by chapter, " +
      'named "<title> (Answer Key)"',
    responses: { 200: { file: 'application/pdf' } },
  }),
  teachersEditionPdf: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/teachers-edition',
    summary:
      "The teacher's edition of a workbook's or course's files for sale: the PDF with the answer key at the back, " +
      'named "<title> (Teacher\'s Edition)"',
    responses: { 200: { file: 'application/pdf' } },
  }),
  licensePdf: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/license',
    summary:
      "The license file of a licensed product's files for sale: the license it is sold with and every right, YES or " +
      'NO, named "<title> (License)"',
    responses: { 200: { file: 'application/pdf' } },
  }),
  sources: endpoint({
    method: 'GET',
    path: '/api/projects/:id/documents/sources',
    summary:
      "A licensed product's editable sources, when its license lets buyers edit it: the DOCX, each section as " +
      'Markdown and the cover with its art and design, in one ZIP named "<title> (Sources)"',
    responses: { 200: { file: 'application/zip' } },
  }),
  draftPdf: draftDownload('pdf', 'application/pdf'),
  draftDocx: draftDownload('docx', DOCX),
  draftEpub: draftDownload('epub', 'application/epub+zip'),
};
