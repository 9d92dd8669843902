import type { Kysely } from 'kysely';
import {
  chapterInPlan,
  earlierWithinBound,
  type ContentRequest,
  type WrittenChapter,
} from '../../ai/book-context/chapter-context.js';
import { summarizeChapter } from '../../ai/book-context/summarize-chapter.js';
import type { Database } from '../../db/schema.js';
import { readSectionTexts } from '../book-model/read-section-texts.js';
import { readIdeaContext } from '../saved-items/idea-context.js';
import { matchBookSections, planBookParts } from '../products/book/book-parts.js';
import { partUsage, type WriterUsage } from './run-budget.js';
import { sentencesOf, type PartSentences } from './shared-sentences.js';
import { readRunRow, type BookRunRow, type StoredRunPlan, type StoredRunStep } from './stored-run.js';

/** What a run's parts are written from: its plan and steps, the project's idea, and what each chapter says. */
export interface RunContext {
  row: BookRunRow;
  plan: StoredRunPlan;
  steps: StoredRunStep[];
  contentType: ReturnType<typeof readRunRow>['contentType'];
  titleId: string | null;
  ideaId: string | null;
  ideaContext: ContentRequest['ideaContext'];
  /** Each written chapter's summary by its number: the run's own stored ones, else made from the section kept. */
  summaries: Map<number, string>;
  /** Each written part's sentences by its key, with its section's name: a new part must not repeat them. */
  written: Map<string, { name: string; sentences: PartSentences }>;
  /** The tokens of the parts this run saved, each with its writer, which its budget is counted against. */
  spent: WriterUsage[];
}

/** What a part's request is made from. */
export type PartSources = Pick<RunContext, 'plan' | 'contentType' | 'ideaContext' | 'summaries'>;

/** A run with what its parts need, read once per stretch of work; null when the run is gone (its project deleted). */
export async function loadRunContext(db: Kysely<Database>, runId: string): Promise<RunContext | null> {
  const row = await db.selectFrom('book_runs').selectAll().where('id', '=', runId).executeTakeFirst();
  if (!row) return null;
  const project = await db
    .selectFrom('projects')
    .select(['title_id', 'product_idea_id'])
    .where('id', '=', row.project_id)
    .where('user_id', '=', row.user_id)
    .executeTakeFirst();
  if (!project) return null;
  const { plan, steps, contentType } = readRunRow(row);
  const ideaContext = await readIdeaContext(db, row.user_id, project.product_idea_id);
  const summaries = new Map<number, string>();
  const parts = planBookParts(plan, plan.productType);
  const { byKey } = matchBookSections(parts, plan, await readSectionTexts(db, row.user_id, row.project_id));
  const written: RunContext['written'] = new Map();
  for (const part of parts) {
    const section = byKey.get(part.key);
    if (!section) continue;
    if (part.number !== null) summaries.set(part.number, summarizeChapter(section.content));
    written.set(part.key, { name: part.sectionName, sentences: sentencesOf(section.content) });
  }
  const stored = await db
    .selectFrom('book_run_parts')
    .select(['step', 'summary', 'input_tokens', 'output_tokens', 'writer'])
    .where('run_id', '=', runId)
    .execute();
  const spent: WriterUsage[] = [];
  for (const part of stored) {
    spent.push(partUsage(part, row));
    const number = steps[part.step]?.number;
    if (number !== null && number !== undefined) summaries.set(number, part.summary);
  }
  return {
    row,
    plan,
    steps,
    contentType,
    titleId: project.title_id,
    ideaId: project.product_idea_id,
    ideaContext,
    summaries,
    written,
    spent,
  };
}

/** The chapters numbered in `numbers` that are written, with what each says. */
function writtenChapters(context: PartSources, numbers: number[]): WrittenChapter[] {
  return numbers.flatMap((number) => {
    const summary = context.summaries.get(number);
    const chapter = context.plan.chapters[number - 1];
    return summary !== undefined && chapter ? [{ title: chapter.title, summary }] : [];
  });
}

/**
 * The request for one part: a chapter with its place in the plan and what the chapters before it say; the
 * introduction or conclusion with what every chapter says (docs/decisions/0029-book-runs.md).
 */
export function partRequest(context: PartSources, step: StoredRunStep): ContentRequest {
  const { plan } = context;
  const base = {
    title: plan.title,
    sectionName: step.sectionName,
    contentType: context.contentType,
    productType: plan.productType,
    ...(context.ideaContext ? { ideaContext: context.ideaContext } : {}),
  };
  const numbers = plan.chapters.map((_, index) => index + 1);
  if (step.role !== 'chapter' || step.number === null) {
    return {
      ...base,
      wholeBook: {
        part: step.role === 'conclusion' ? 'conclusion' : 'introduction',
        bookTitle: plan.title,
        chapters: earlierWithinBound(writtenChapters(context, numbers)),
      },
    };
  }
  const index = step.number - 1;
  return {
    ...base,
    chapter: chapterInPlan(plan, index, writtenChapters(context, numbers.slice(0, index))),
  };
}
