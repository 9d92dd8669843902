import { asAuthorNote } from '../../../../shared/markdown-asides.js';
import type { ContentRequest, WholeBookContext } from '../../book-context/chapter-context.js';
import type { Random } from '../random.js';
import {
  AUTHOR_OFFER,
  CLOSINGS_OPENINGS,
  FAREWELLS,
  LEARNED_JUDGEMENTS,
  LEARNED_SKILLS,
  NEXT_HEADINGS,
  NEXT_LEADS,
  NEXT_STEPS,
  RECAP_ENDINGS,
  RECAP_HEADINGS,
  SINGLE_CLOSINGS_OPENING,
  SINGLE_RECAP_ENDING,
  UNTOLD_FIRST,
  UNTOLD_LATER,
} from './book-end-moves.js';
import { evenly, hasAim, namedTogether, readBookEnd, runsOf, type BookEnd, type ToldChapter } from './book-end.js';

/** Most chapters a paragraph of the recap tells, so a long book's recap stays readable. */
const PARAGRAPH_CHAPTERS = 4;

/**
 * A book's conclusion, written after its chapters from what they say (docs/decisions/0029-book-runs.md): what the
 * reader can now do, each chapter's point drawn together in order, and concrete next steps. It adds nothing the
 * chapters do not hold and announces nothing after it; what the author offers next goes in an author note.
 */
export function buildConclusion(input: ContentRequest, wholeBook: WholeBookContext, random: Random): string {
  const end = readBookEnd(input, wholeBook, random);
  const single = end.chapters.length === 1;
  const steps = single
    ? [NEXT_STEPS.last, NEXT_STEPS.record]
    : [NEXT_STEPS.hardest, NEXT_STEPS.last, NEXT_STEPS.again, NEXT_STEPS.record];
  const blocks = [
    `# ${input.sectionName}`,
    single ? end.fill(SINGLE_CLOSINGS_OPENING) : end.text(CLOSINGS_OPENINGS),
    `## ${end.text(RECAP_HEADINGS)}`,
    ...recap(end),
    single ? end.fill(SINGLE_RECAP_ENDING) : end.text(RECAP_ENDINGS),
    `## ${end.text(NEXT_HEADINGS)}`,
    end.text(NEXT_LEADS),
    steps.map((step, index) => `${index + 1}. ${end.fill(step)}`).join('\n'),
    end.text(FAREWELLS),
    asAuthorNote(end.fill(AUTHOR_OFFER)),
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/**
 * Each chapter's point, in order, a few chapters to a paragraph: a sentence for each chapter with an aim, and one
 * for each run of chapters without one.
 */
function recap(end: BookEnd): string[] {
  const line = end.chapterLines(LEARNED_SKILLS, LEARNED_JUDGEMENTS);
  let later = 0;
  const untold = (run: readonly ToldChapter[]) =>
    run[0]?.number === 1
      ? end.fill(UNTOLD_FIRST, { titles: namedTogether(run) })
      : end.fill(UNTOLD_LATER[later++ % UNTOLD_LATER.length] ?? '', { titles: namedTogether(run) });
  return evenly(end.chapters, PARAGRAPH_CHAPTERS).map((paragraph) =>
    runsOf(paragraph)
      .map((run) => {
        const [chapter] = run;
        return chapter && hasAim(chapter) ? line(chapter) : untold(run);
      })
      .join(' '),
  );
}
