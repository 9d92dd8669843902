import type { Kysely } from 'kysely';
import { noChapters, PLAN_WORDS } from '../../../shared/plan-words.js';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { TemplatePaper } from '../../../shared/schemas/template-plan.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { readProjectLicense } from '../license/project-license.js';
import type { ProductLicense } from '../../../shared/schemas/license.js';
import { documentFileName } from '../documents/document-file-name.js';
import { templateFileKind, type PackSource } from '../products/templates/pack-contents.js';
import { writeEditionOnThread } from '../editions/write-edition-on-thread.js';

/** What names the ZIP of every template after the pack's title: "Family Money Pack (Templates).zip". */
export const TEMPLATES_LABEL = 'Templates';

export const NOT_A_TEMPLATE_PACK = 'This product is not a template pack: only a template pack has templates';

/** A template pack's plan as its files are made from it: each template with its columns and examples, and its license. */
export function templatePackOf(plan: BookPlan, license: ProductLicense): PackSource {
  if (plan.chapters.length === 0) throw new AppError('CONFLICT', noChapters(PLAN_WORDS.templates));
  return {
    title: plan.title,
    author: plan.authorName,
    license,
    templates: plan.chapters.map(({ title, goal, template }) => {
      if (!template) throw new Error('A template pack’s plan holds a template for each of its chapters');
      return { title, goal, spec: template };
    }),
  };
}

/**
 * The owner's template pack as its plan is saved (or derived) now. A book or course, or another user's project, is a
 * 404; a pack without templates a 409.
 */
async function readPack(db: Kysely<Database>, userId: string, projectId: string): Promise<PackSource> {
  const { plan, kind } = await readBookPlan(db, userId, projectId);
  if (kind !== 'templates') throw new AppError('NOT_FOUND', NOT_A_TEMPLATE_PACK);
  return templatePackOf(plan, (await readProjectLicense(db, userId, projectId)).license);
}

/**
 * Template `number` (from 1) of the pack as its file, named after the template: a spreadsheet, or a printable page
 * for `paper`; past the last, a 404.
 */
export async function makeTemplateFile(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  number: number,
  paper: TemplatePaper,
) {
  const pack = await readPack(db, userId, projectId);
  const template = pack.templates[number - 1];
  if (!template) throw new AppError('NOT_FOUND', `The template pack has no template ${number}`);
  const { extension, contentType, label } = templateFileKind(template.spec, paper);
  return {
    bytes: await writeEditionOnThread({
      kind: 'templates',
      file: { file: 'template', author: pack.author, template, paper },
    }),
    contentType,
    disposition: documentFileName(template.title, extension, { draft: false, label }),
  };
}

/** Every template of the pack and its README in one ZIP, named after the pack: the file a store sells. */
export async function makeTemplatePackZip(db: Kysely<Database>, userId: string, projectId: string) {
  const pack = await readPack(db, userId, projectId);
  return {
    bytes: await writeEditionOnThread({ kind: 'templates', file: { file: 'pack', pack } }),
    contentType: 'application/zip',
    disposition: documentFileName(pack.title, 'zip', { draft: false, label: TEMPLATES_LABEL }),
  };
}
