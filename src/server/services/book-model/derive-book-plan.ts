import { withoutTrailingSmallWords } from '../../../shared/trailing-small-words.js';
import { BOOK_PLAN_LIMITS } from '../../../shared/limits.js';
import { bookPlanInput, type BookPlan, type BookPlanChapter } from '../../../shared/schemas/book-plan.js';
import { joinTitle, splitTitle } from '../../../shared/title-parts.js';
import { NUMBERED_UNITS, readSectionName } from '../../../shared/section-name.js';

/** What a project's parts say about its book, read from them before a plan is saved. */
export interface BookPlanSources {
  /** The text of the title the project chose, if any. */
  chosenTitle: string | null;
  projectName: string;
  /** The project name is one the Create wizard generated ('Draft - … - date'), not one the creator gave. */
  nameGenerated: boolean;
  ideaConcept: string | null;
  ideaModules: readonly string[];
  /** The names of the project's sections, in their order. */
  sectionNames: readonly string[];
  /** The Author Name the project's cover was drawn with. */
  coverAuthorName: string | null;
  accountName: string | null;
}

const UNTITLED = 'Untitled Book';
const CONCEPT_WORDS = 8;
/** Where a module's title gives way to its goal: 'Pantry Setup: stock it once', 'Pantry Setup – stock it once'. */
const GOAL_SEPARATOR = /:(?:\s|$)| [–—] /;
/** Where an idea's concept ends its first clause. */
const CLAUSE_END = /[:;.!?](?:\s|$)| [–—] /;

/** The text cut at a word boundary to at most `max` characters, so a derived plan can be saved as it stands. */
function fit(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : trimmed.slice(0, max)).trim();
}

/** Text before and after the first match of `separator`, or the whole text and '' when it has none. */
function splitAt(text: string, separator: RegExp): [string, string] {
  const match = separator.exec(text);
  if (!match || match.index === 0) return [text.trim(), ''];
  return [text.slice(0, match.index).trim(), text.slice(match.index + match[0].length).trim()];
}

/** The first clause of an idea's concept, at most eight words, not ending on a small word or a comma. */
function shortConcept(concept: string): string {
  const [clause] = splitAt(concept, CLAUSE_END);
  return withoutTrailingSmallWords(clause.split(/\s+/).slice(0, CONCEPT_WORDS).join(' '));
}

/** The book's full title: the chosen title, else a name its creator gave, else the idea's concept in short. */
function fullTitle(sources: BookPlanSources): string {
  const chosen = sources.chosenTitle?.trim();
  if (chosen) return chosen;
  if (!sources.nameGenerated && sources.projectName.trim()) return sources.projectName;
  const concept = sources.ideaConcept ? shortConcept(sources.ideaConcept) : '';
  return concept || UNTITLED;
}

/** A label that is a word and a number ('Week 4', 'Day 3'): part of the title it opens, not a title of its own. */
const NUMBERED_LABEL = /^\p{L}+ \d+$/u;

/**
 * A module of the idea as a chapter: its numbered unit left out, its title and goal split where it has both
 * ('Pantry Setup: stock it once'); 'Week 4: Your First Plan' stays one title.
 */
function chapterOf(module: string): BookPlanChapter | null {
  const text = readSectionName(module, NUMBERED_UNITS).title;
  const [before, after] = splitAt(text, GOAL_SEPARATOR);
  const [title, goal] = NUMBERED_LABEL.test(before) && after ? [text, ''] : [before, after];
  if (!title) return null;
  return { title: fit(title, BOOK_PLAN_LIMITS.chapterTitle), goal: fit(goal, BOOK_PLAN_LIMITS.chapterGoal) };
}

/**
 * What the project's numbered sections call each chapter: 'Chapter 3: Quiet Kitchens' names chapter 3 'Quiet
 * Kitchens' (any numbered unit; a bare 'Module 2' names it 'Module 2'). The first section with a number names it.
 */
function sectionChapterTitles(sectionNames: readonly string[]): Map<number, string> {
  const titles = new Map<number, string>();
  for (const name of sectionNames) {
    const { unit, number, title } = readSectionName(name, NUMBERED_UNITS);
    if (!unit || number === null || number < 1 || titles.has(number)) continue;
    titles.set(number, title || `${unit.label} ${number}`);
  }
  return titles;
}

/**
 * The chapters, in order (docs/decisions/0028-book-plan.md): chapter N is named by the project's section numbered N
 * (as Assemble or the wizard named it), else by the idea's module N. The module stays, with its goal, when the
 * section names the same title. The chapters end at the first number that neither a section nor a module fills.
 */
function deriveChapters(sources: BookPlanSources): BookPlanChapter[] {
  const modules = sources.ideaModules.map(chapterOf).filter((chapter) => chapter !== null);
  const named = sectionChapterTitles(sources.sectionNames);
  const chapters: BookPlanChapter[] = [];
  for (let number = 1; chapters.length < BOOK_PLAN_LIMITS.chapters; number += 1) {
    const title = named.get(number);
    const module = modules[number - 1];
    if (title === undefined) {
      if (!module) break;
      chapters.push(module);
    } else {
      const sameTitle = module && title.toLocaleLowerCase() === module.title.toLocaleLowerCase();
      chapters.push(sameTitle ? module : { title: fit(title, BOOK_PLAN_LIMITS.chapterTitle), goal: '' });
    }
  }
  return chapters;
}

/**
 * The plan of a project that has none saved (docs/decisions/0028-book-plan.md): its title split into title and
 * subtitle after its first colon or spaced dash (shared/title-parts.ts), the cover's Author Name (else the account's
 * name), no ISBN, its chapters from its numbered sections and its idea's modules, and no description of its own (the
 * idea's pitch is not the book's). Every field fits the plan's limits, so the plan can be saved as it is shown.
 */
export function deriveBookPlan(sources: BookPlanSources): BookPlan {
  const { main, subtitle: splitOff } = splitTitle(fullTitle(sources));
  const title = fit(main, BOOK_PLAN_LIMITS.title);
  const room = BOOK_PLAN_LIMITS.titleWithSubtitle - joinTitle(title, ':').length - 1;
  const subtitle = room > 0 ? fit(splitOff, Math.min(BOOK_PLAN_LIMITS.subtitle, room)) : '';
  const chapters = deriveChapters(sources);
  return {
    title,
    subtitle: bookPlanInput.shape.subtitle.safeParse(subtitle).success ? subtitle : '',
    authorName: fit(sources.coverAuthorName?.trim() || sources.accountName?.trim() || '', BOOK_PLAN_LIMITS.authorName),
    isbn: '',
    chapters,
    description: '',
  };
}
