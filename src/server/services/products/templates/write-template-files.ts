import { strToU8, zipSync } from 'fflate';
import type { TemplatePaper } from '../../../../shared/schemas/template-plan.js';
import { packReadme, papersOf, templateFileName, type PackTemplate, type TemplateFileTask } from './pack-contents.js';
import { writePrintable } from './printables/write-printable.js';
import { writeSpreadsheet } from './spreadsheets/write-spreadsheet.js';
import { writeNotionImport } from './notion/write-notion-import.js';
import { writeDocument } from './documents/write-document.js';
import { writeSlideDeck } from './slides/write-slide-deck.js';

/** One template's file: its spreadsheet, its printable page for `paper`, its document, Notion import or slide deck. */
async function writeTemplate(template: PackTemplate, author: string, paper: TemplatePaper): Promise<Uint8Array> {
  const { title, goal, spec } = template;
  switch (spec.kind) {
    case 'spreadsheet':
      return writeSpreadsheet({ title, author, spec });
    case 'printable':
      return writePrintable({ title, goal, author, spec }, paper);
    case 'document':
      return writeDocument({ title, goal, author, spec });
    case 'notion':
      return writeNotionImport({ title, goal, spec });
    case 'slides':
      return writeSlideDeck({ title, goal, author, spec });
  }
}

/** Writes a thread's task: one template's file, or the pack's ZIP of every template's files and its README. */
export async function writeTemplateFile(task: TemplateFileTask): Promise<Uint8Array> {
  if (task.file === 'template') return writeTemplate(task.template, task.author, task.paper);
  const { pack } = task;
  const entries: Record<string, Uint8Array> = { 'README.txt': strToU8(packReadme(pack)) };
  for (const [index, template] of pack.templates.entries())
    for (const paper of papersOf(template.spec))
      entries[templateFileName(index + 1, template, paper)] = await writeTemplate(template, pack.author, paper);
  return zipSync(entries, { level: 0 });
}
