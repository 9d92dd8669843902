import { DOCUMENT_FORMATS, type DocumentFormat } from '../../src/server/services/documents/document-files.js';
import type { RenderStorage } from '../../src/server/services/documents/render-documents.js';

/** What a stand-in renderer does once its book is "rendered": stores `bytes(format)` as each file, as the real one does. */
export async function storeRendered({ storage, fileKey }: RenderStorage, bytes: (format: DocumentFormat) => string) {
  for (const format of DOCUMENT_FORMATS) await storage.save(fileKey(format), Buffer.from(bytes(format)));
}
