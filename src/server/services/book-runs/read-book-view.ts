import { countWords } from '../../../shared/count-words.js';
import type { BookView } from '../../../shared/schemas/book-run.js';
import type { BookRunDeps } from './book-run-deps.js';
import { readBookCost } from './book-cost.js';
import { tokenFigures, toBookRunView } from './book-run-view.js';
import { estimateBookSeconds, estimateBookTokens } from './estimate-book.js';
import { readBook } from '../book-model/read-book.js';
import { readIdeaContext } from '../saved-items/idea-context.js';
import { writerPrice } from './run-budget.js';
import { bookRunSteps } from './book-run-steps.js';
import { runPlanOf } from './stored-run.js';
import { OFFLINE_WRITER, writerOf } from '../sections/content-writer.js';
import { isTemplateDraft } from '../../../shared/template-text.js';
import { bookShares, sectionShare, shareOf } from '../text-origins/text-shares.js';
import { isFillableProduct } from '../../../shared/fillable-pdf.js';
import { partExercises } from './part-exercises.js';

/**
 * GET /api/projects/:id/book (docs/decisions/0029-book-runs.md): the book as it stands (each part written or not),
 * which written parts are out of date, the project's latest run, and what writing the rest (the parts not yet
 * written and those a run writes again) would take with the configured writer, what the book cost so far
 * (docs/decisions/0061-run-budget.md), and how much of it, and of each part, is still the built-in writer's template
 * text (docs/decisions/0071-honesty-measured.md), and a workbook's or course's exercises and model answers part by
 * part (docs/decisions/0077-answer-key.md).
 */
export async function readBookView(deps: BookRunDeps, userId: string, projectId: string): Promise<BookView> {
  const book = await readBook(deps.db, userId, projectId);
  const latest = await deps.db
    .selectFrom('book_runs')
    .selectAll()
    .where('project_id', '=', book.project.id)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const steps = bookRunSteps(book, { rewriteOutOfDate: true });
  const shares = new Map(
    [...book.byKey.values(), ...book.others].map((section) => [section.id, sectionShare(section)]),
  );
  const templateShareOf = (contentId: string) => {
    const share = shares.get(contentId);
    return share?.machine === OFFLINE_WRITER ? shareOf(share.machineWords, share.words) : 0;
  };
  const whole = bookShares([...shares.values()]);
  // The estimate is for starting a run: while one is under way (and the page reads the book every second) the run's
  // own figures stand in for it, and the prompts and recent generations it is made from are not read.
  const active = latest?.status === 'running' || latest?.status === 'paused';
  const tokens = active
    ? null
    : estimateBookTokens(
        {
          plan: runPlanOf(book),
          contentType: 'educational',
          ideaContext: await readIdeaContext(deps.db, userId, book.project.product_idea_id),
        },
        steps,
      );
  const written = isFillableProduct(book.productType)
    ? book.parts.flatMap((part) => {
        const section = book.byKey.get(part.key);
        return section ? [section] : [];
      })
    : [];
  const exercises = new Map(
    (await partExercises(written, deps.logger)).map((found, index) => [written[index]!.id, found]),
  );
  return {
    parts: book.parts.map((part) => {
      const section = book.byKey.get(part.key);
      return {
        key: part.key,
        role: part.role,
        number: part.number,
        sectionName: part.sectionName,
        title: part.title,
        contentId: section?.id ?? null,
        words: section ? countWords(section.content) : 0,
        hasPreviousVersion: section?.previous_content !== null && section?.previous_content !== undefined,
        outOfDate: book.outOfDate.has(part.key),
        templateShare: section ? templateShareOf(section.id) : 0,
        ...((section && exercises.get(section.id)) ?? { exercises: [], modelAnswers: 0 }),
      };
    }),
    run: latest ? await toBookRunView(deps, latest, book.project.title) : null,
    estimate: {
      parts: steps.filter((step) => step.contentId === undefined).length,
      rewrites: steps.filter((step) => step.contentId !== undefined).length,
      tokens: tokens && tokenFigures(tokens, writerPrice(writerOf(deps.ai.info), deps)),
      seconds: active ? null : await estimateBookSeconds(deps.db, userId, deps.ai.info, steps.length),
    },
    writer: { provider: deps.ai.info.provider, model: deps.ai.info.model },
    cost: await readBookCost(deps, userId, book.project.id),
    template: { share: shareOf(whole.templateWords, whole.words), draft: isTemplateDraft(whole) },
  };
}
