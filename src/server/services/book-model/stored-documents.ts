// Where a project's files are stored, and in which formats (docs/decisions/0026-document-generations.md): what the
// documents' job writes, the publish check and the sweep read.
/** The ebook edition's formats, which each copy has. */
export const DOCUMENT_FORMATS = ['pdf', 'docx', 'epub'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** The print edition's files, which a copy for sale has when its print settings are set up: interior and wrap cover. */
export const PRINT_FORMATS = ['print', 'wrap-cover'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** The answer key and the teacher's edition of a workbook's or course's copy for sale (docs/decisions/0077-answer-key.md). */
export const ANSWER_KEY_FORMATS = ['answer-key', 'teachers-edition'] as const;

/**
 * Every format a generation may store: the ebook edition's, the print edition's of a copy for sale, and the fillable
 * PDF, answer key and teacher's edition of a workbook's or course's copy for sale (docs/decisions/0076-fillable-pdf.md),
 * and the license file of a licensed product's copy for sale (docs/decisions/0079-plr-license.md).
 */
export const STORED_FORMATS = [
  ...DOCUMENT_FORMATS,
  ...PRINT_FORMATS,
  'fillable',
  ...ANSWER_KEY_FORMATS,
  'license',
] as const;
export type StoredFormat = (typeof STORED_FORMATS)[number];

/** How each format's key ends: its file's extension; the print interior and the wrap cover are PDFs too. */
const KEY_ENDINGS: Record<StoredFormat, string> = {
  pdf: '.pdf',
  docx: '.docx',
  epub: '.epub',
  print: '-print.pdf',
  'wrap-cover': '-wrap-cover.pdf',
  fillable: '-fillable.pdf',
  'answer-key': '-answer-key.pdf',
  'teachers-edition': '-teachers-edition.pdf',
  license: '-license.pdf',
};

/** The folder of a project's documents: one file per format and generation. */
export const documentFolder = (userId: string, projectId: string) => `documents/${userId}/${projectId}`;

/**
 * Where one generation's file of a format is stored, so two generations never write the same file; files made before
 * projects recorded their generation (null) are under the project's name (docs/decisions/0026-document-generations.md).
 */
export const documentKey = (userId: string, projectId: string, generation: string | null, format: StoredFormat) =>
  generation === null
    ? `${documentFolder(userId, projectId)}${KEY_ENDINGS[format]}`
    : `${documentFolder(userId, projectId)}/${generation}${KEY_ENDINGS[format]}`;
