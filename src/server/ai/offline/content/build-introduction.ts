import { asAuthorNote } from '../../../../shared/markdown-asides.js';
import type { ContentRequest, WholeBookContext } from '../../book-context/chapter-context.js';
import { normalizeSentence } from '../../book-context/markdown-sentences.js';
import type { Random } from '../random.js';
import {
  AUTHOR_STORY,
  GROUPED_LEADS,
  IN_ORDER,
  ORGANISATION_HEADINGS,
  ORGANISATION_LEADS,
  OUTCOME_HEADINGS,
  OUTCOMES,
  OUTCOMES_WITHOUT_AIM,
  PLANNED_JUDGEMENTS,
  PLANNED_SKILLS,
  PROBLEMS,
  READERS,
  SINGLE_ANSWER,
  SINGLE_OUTCOME,
  SINGLE_OUTCOME_WITHOUT_AIM,
  USE_ADVICE,
  USE_ADVICE_COUNT,
  USE_HEADINGS,
} from './book-end-moves.js';
import { groupRange, hasAim, quoted, readBookEnd, type BookEnd } from './book-end.js';

/**
 * A book's introduction, written after its chapters from what they say (docs/decisions/0029-book-runs.md): whom the
 * book is for and the problem it solves, where it takes the reader (its last chapter's aim), every chapter in order
 * with what it teaches (a long book in groups) and how to use it. Who the author is goes in an author note.
 */
export function buildIntroduction(input: ContentRequest, wholeBook: WholeBookContext, random: Random): string {
  const end = readBookEnd(input, wholeBook, random);
  const single = end.chapters.length === 1;
  const heading = (pool: readonly string[]) =>
    `## ${end.text(pool.filter((text) => normalizeSentence(end.fill(text)) !== normalizeSentence(input.sectionName)))}`;
  const advice = random.sample(USE_ADVICE, USE_ADVICE_COUNT);
  const [problem, answer] = end.pick(PROBLEMS);
  const lastAim = Boolean(end.chapters[end.chapters.length - 1]?.aim);
  const blocks = [
    `# ${input.sectionName}`,
    end.text(READERS),
    end.fill(problem),
    end.fill(single ? SINGLE_ANSWER : answer),
    asAuthorNote(end.fill(AUTHOR_STORY)),
    heading(OUTCOME_HEADINGS),
    single
      ? end.fill(lastAim ? SINGLE_OUTCOME : SINGLE_OUTCOME_WITHOUT_AIM)
      : end.text(lastAim ? OUTCOMES : OUTCOMES_WITHOUT_AIM),
    ...(single ? [] : [heading(ORGANISATION_HEADINGS), ...organisation(end)]),
    heading(USE_HEADINGS),
    bulletList([...(single ? [] : [IN_ORDER]), ...advice].map((item) => end.fill(item))),
  ];
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

/** Every chapter in order with what it teaches: one list, or a long book's groups each under its range. */
function organisation(end: BookEnd): string[] {
  const line = end.chapterLines(PLANNED_SKILLS, PLANNED_JUDGEMENTS);
  const list = (group: BookEnd['chapters']) =>
    group.map((chapter) => `${chapter.number}. ${hasAim(chapter) ? line(chapter) : quoted(chapter)}`).join('\n');
  const [only] = end.groups;
  if (end.groups.length === 1 && only) return [end.text(ORGANISATION_LEADS), list(only)];
  return [
    end.text(GROUPED_LEADS),
    ...end.groups.flatMap((group) => [`### ${groupRange(group, end.format.unit)}`, list(group)]),
  ];
}

const bulletList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
