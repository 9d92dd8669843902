import type { Kysely } from 'kysely';
import type { Removal } from '../../ai/providers/answer-cleanup/answer-cleaner.js';
import { now, writeJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { writeSections } from '../projects/project-sections.js';
import { projectSectionsQuery } from '../book-model/read-section-texts.js';
import { bookSectionOrder, matchBookSections, planBookParts } from '../products/book/book-parts.js';
import type { RunContext } from './run-context.js';
import type { StoredRunStep } from './stored-run.js';
import { lessonTitles, writePlanBasis } from '../book-model/plan-basis.js';
import { inTransaction } from '../../db/in-transaction.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';
import { machineWrote } from '../sections/content-writer.js';
import { insertSection, recordSectionPlan, rewriteSection } from '../sections/section-rows.js';

/** A part as written: its text and what writing it took. */
export interface WrittenPart {
  text: string;
  /** Who wrote it (generated_content.writer and generated_by): 'offline' or '<provider>/<model>'. */
  writer: string;
  summary: string;
  words: number;
  wordsAsked: number;
  /** Times the part was asked again: it came back short, repeating another part, refused or empty. */
  retries: number;
  /** Requests for the rest of a reply cut at the token limit. */
  continuations: number;
  /** What the clean-up took out of the provider's answer. */
  cleanup: Removal[];
  inputTokens: number;
  outputTokens: number;
  durationMs: number;
}

/**
 * Saves part `stepIndex` of the run, all in one transaction (docs/decisions/0029-book-runs.md): the run moves past
 * the part only if it is still running at that part, so a part is saved once even when two workers raced to write it
 * and never for a run that was deleted with its project. A new part becomes a saved section placed in the book's
 * order among the project's sections; a rewrite replaces its section's text and keeps the text before as the
 * previous version. Either way the section records the plan it was written against (book-model/plan-basis.ts). The project's
 * files are out of date from then on. False when the run had moved on.
 */
export async function saveBookPart(
  db: Kysely<Database>,
  context: RunContext,
  stepIndex: number,
  step: StoredRunStep,
  part: WrittenPart,
): Promise<boolean> {
  const { row } = context;
  return inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('book_runs')
      .set({ next_step: stepIndex + 1, error: null, updated_at: now() })
      .where('id', '=', row.id)
      .where('status', '=', 'running')
      .where('next_step', '=', stepIndex)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return false;
    const rewritten = step.contentId
      ? await rewriteSection(trx, row.user_id, step.contentId, part.text, part.writer)
      : undefined;
    const contentId = rewritten ?? (await addSection(trx, context, step, part));
    await recordPlanBasis(trx, context, step, contentId);
    await trx
      .insertInto('book_run_parts')
      .values({
        run_id: row.id,
        step: stepIndex,
        content_id: contentId,
        summary: part.summary,
        words: part.words,
        input_tokens: part.inputTokens,
        output_tokens: part.outputTokens,
        duration_ms: Math.round(part.durationMs),
        created_at: now(),
        writer: part.writer,
        words_asked: part.wordsAsked,
        retries: part.retries,
        continuations: part.continuations,
        cleanup: writeJson(part.cleanup),
      })
      .execute();
    await markDocumentsStale(trx, { userId: row.user_id, projectIds: [row.project_id] });
    return true;
  });
}

/**
 * The run's plan (its chapters, and the book's title, subtitle and author) and the chapters written now, with the part's
 * own number, stored with the part's section.
 */
async function recordPlanBasis(trx: Kysely<Database>, context: RunContext, step: StoredRunStep, contentId: string) {
  const { row, plan } = context;
  const parts = planBookParts(plan, plan.productType);
  const { byKey } = matchBookSections(
    parts,
    plan,
    await projectSectionsQuery(trx, row.user_id, row.project_id)
      .select(['generated_content.id', 'generated_content.section_name'])
      .execute(),
  );
  const { title, subtitle, authorName } = plan;
  const module = step.role === 'chapter' && step.number !== null ? plan.chapters[step.number - 1] : undefined;
  const basis = writePlanBasis({
    chapters: plan.chapters.map((chapter) => chapter.title),
    number: step.role === 'chapter' ? step.number : null,
    written: parts.flatMap((part) => (part.number !== null && byKey.has(part.key) ? [part.number] : [])),
    ...(subtitle !== undefined && authorName !== undefined ? { book: { title, subtitle, authorName } } : {}),
    ...(module?.lessons ? { lessons: lessonTitles(module) } : {}),
  });
  await recordSectionPlan(trx, row.user_id, contentId, basis);
}

/** A new saved section for the part, placed where the part belongs among the project's sections. */
async function addSection(trx: Kysely<Database>, context: RunContext, step: StoredRunStep, part: WrittenPart) {
  const { row, plan } = context;
  const request = {
    title: plan.title,
    sectionName: step.sectionName,
    contentType: context.contentType,
    productType: plan.productType,
    ...(context.ideaContext ? { ideaContext: context.ideaContext } : {}),
  };
  const { id } = await insertSection(
    trx,
    row.user_id,
    {
      section_name: step.sectionName,
      content: part.text,
      content_type: context.contentType,
      title_id: context.titleId,
      idea_id: context.ideaId,
      generation_input: writeJson(request),
      project_id: row.project_id,
    },
    machineWrote(part.writer, part.text),
  );
  const parts = planBookParts(plan, plan.productType);
  const { byKey, others } = matchBookSections(
    parts,
    plan,
    await projectSectionsQuery(trx, row.user_id, row.project_id)
      .select(['generated_content.id', 'generated_content.section_name'])
      .execute(),
  );
  const displaced = byKey.get(step.key);
  byKey.set(step.key, { id, section_name: step.sectionName });
  await writeSections(trx, row.project_id, bookSectionOrder(parts, byKey, displaced ? [...others, displaced] : others));
  return id;
}
