import { writeKitFile, type KitFileTask } from './course/course-kit-files.js';
import type { TemplateFileTask } from './templates/pack-contents.js';
import { writeTemplateFile } from './templates/write-template-files.js';

/**
 * A file a kind of product makes besides the PDF, DOCX and EPUB every kind makes, as a thread is sent it: a file of a
 * course's kit (course/course-kit-files.ts), or a template pack's template or ZIP (templates/write-template-files.ts).
 */
export type EditionTask = { kind: 'course'; file: KitFileTask } | { kind: 'templates'; file: TemplateFileTask };

/** Writes an edition's file with its kind's writers, each registered once in the kind's folder. */
export async function writeEdition(task: EditionTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'course':
      return writeKitFile(task.file);
    case 'templates':
      return writeTemplateFile(task.file);
  }
}
