import { withoutAsides } from './markdown-asides.js';
import { countWords } from './count-words.js';

/**
 * How a course's module is written as one part of its run (docs/decisions/0074-course-run.md): in Markdown, each
 * lesson a "## Lesson N: Title" heading with its text, then a "### Video Script" whose paragraphs each start with a
 * label (what is shown, said, or done), and after the last lesson a "## Module Summary". Writers follow it, and the
 * course kit reads a module's lessons back from it, so a creator's edit of the text is what the kit carries.
 */
export const VIDEO_SCRIPT_HEADING = 'Video Script';
export const MODULE_SUMMARY_HEADING = 'Module Summary';
/** The words of a video script spoken in a minute, which its estimated length is counted at. */
export const SPOKEN_WORDS_PER_MINUTE = 150;

/** The kinds of a script's paragraph, by the label it starts with. */
export const SCRIPT_LABELS = { screen: 'On screen', say: 'Say', cue: 'Cue' } as const;
export type ScriptLineKind = keyof typeof SCRIPT_LABELS;

export const lessonHeading = (number: number, title: string) => `Lesson ${number}: ${title}`;
/** A paragraph of a script as written: its label in bold, then its text. */
export const scriptParagraph = (kind: ScriptLineKind, text: string) => `**${SCRIPT_LABELS[kind]}:** ${text}`;

export interface ScriptLine {
  kind: ScriptLineKind;
  text: string;
}

/** A lesson as its module's text holds it. */
export interface WrittenLesson {
  number: number;
  title: string;
  /** The lesson's text for the learner, author notes left out. */
  markdown: string;
  script: ScriptLine[];
  /** The script's spoken words, and the minutes they take at SPOKEN_WORDS_PER_MINUTE (at least one when it has any). */
  spokenWords: number;
  minutes: number;
}

export interface WrittenModule {
  /** What comes before the first lesson, author notes left out. */
  opening: string;
  lessons: WrittenLesson[];
  summary: string;
}

const LESSON = /^##\s+Lesson\s+(\d+)\s*[:.–—-]\s*(.+?)\s*#*\s*$/i;
const SECOND_LEVEL = /^##\s+(.+?)\s*#*\s*$/;
const THIRD_LEVEL = /^###\s+(.+?)\s*#*\s*$/;
const LABELLED = /^\*\*\s*(On[ -]screen|Say|Cue)\s*:?\s*\*\*\s*:?\s*([\s\S]*)$/i;

const sameWords = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.toLocaleLowerCase();

/** The minutes a script of `words` spoken words takes, whole, at least one when it says anything. */
export const scriptMinutes = (words: number) =>
  words === 0 ? 0 : Math.max(1, Math.round(words / SPOKEN_WORDS_PER_MINUTE));

/** The minutes of every video of `lessons` together. */
export const videoMinutesOf = (lessons: readonly Pick<WrittenLesson, 'minutes'>[]) =>
  lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);

/** A script's paragraphs by their labels; a paragraph with none is spoken. */
function readScript(markdown: string): ScriptLine[] {
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const labelled = LABELLED.exec(paragraph);
      if (!labelled) return { kind: 'say' as const, text: paragraph };
      const label = labelled[1]!.toLocaleLowerCase();
      const kind: ScriptLineKind = label === 'say' ? 'say' : label === 'cue' ? 'cue' : 'screen';
      return { kind, text: labelled[2]!.trim() };
    })
    .filter((line) => line.text !== '');
}

function readLesson(number: number, title: string, lines: string[]): WrittenLesson {
  const scriptAt = lines.findIndex((line) => {
    const heading = THIRD_LEVEL.exec(line);
    return heading !== null && sameWords(heading[1]!, VIDEO_SCRIPT_HEADING);
  });
  const textLines = scriptAt === -1 ? lines : lines.slice(0, scriptAt);
  const script = scriptAt === -1 ? [] : readScript(withoutAsides(lines.slice(scriptAt + 1).join('\n')));
  const spokenWords = script.reduce((words, line) => words + (line.kind === 'say' ? countWords(line.text) : 0), 0);
  return {
    number,
    title,
    markdown: withoutAsides(textLines.join('\n')),
    script,
    spokenWords,
    minutes: scriptMinutes(spokenWords),
  };
}

/**
 * A module's lessons and summary read from its text: every "## Lesson N: …" heading starts a lesson, numbered as
 * written; "## Module Summary" the summary; any other "## " heading belongs to what it follows.
 */
export function readModuleText(markdown: string): WrittenModule {
  const opening: string[] = [];
  const summary: string[] = [];
  const lessons: { number: number; title: string; lines: string[] }[] = [];
  let into = opening;
  for (const line of markdown.split(/\r?\n/)) {
    const lesson = LESSON.exec(line);
    const heading = SECOND_LEVEL.exec(line);
    if (lesson) {
      const lines: string[] = [];
      lessons.push({ number: Number(lesson[1]), title: lesson[2]!, lines });
      into = lines;
    } else if (heading && sameWords(heading[1]!, MODULE_SUMMARY_HEADING)) {
      into = summary;
    } else if (!/^#\s/.test(line) || into !== opening) {
      into.push(line);
    }
  }
  return {
    opening: withoutAsides(opening.join('\n')),
    lessons: lessons.map((lesson) => readLesson(lesson.number, lesson.title, lesson.lines)),
    summary: withoutAsides(summary.join('\n')),
  };
}

/**
 * A module's text without its lessons' video scripts, as a learner reads it (the course's editions: the workbook):
 * each "### Video Script" heading and what follows it, up to the next heading of the second level or above, left out;
 * everything else kept as written, author notes too.
 */
export function withoutVideoScripts(markdown: string): string {
  const kept: string[] = [];
  let inScript = false;
  for (const line of markdown.split(/\r?\n/)) {
    const script = THIRD_LEVEL.exec(line);
    if (script && sameWords(script[1]!, VIDEO_SCRIPT_HEADING)) inScript = true;
    else if (/^#{1,2}\s/.test(line)) inScript = false;
    if (!inScript) kept.push(line);
  }
  return kept.join('\n').trim();
}
