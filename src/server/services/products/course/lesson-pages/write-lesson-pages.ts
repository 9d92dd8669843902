import { strToU8, zipSync } from 'fflate';
import {
  lessonHeading,
  scriptParagraph,
  videoMinutesOf,
  type WrittenLesson,
} from '../../../../../shared/course-module-text.js';
import { escapeXml } from '../../../../../shared/escape-xml.js';
import { withTextTagsEscaped } from '../../../../../shared/raw-html.js';
import { fileNamePart } from '../../../../../shared/file-name-part.js';
import { formatCount } from '../../../../../shared/format-count.js';
import { lessonHtml } from '../lesson-html.js';
import { moduleName } from '../course-quizzes.js';
import { TEMPLATE_PAGE_LINE, TEMPLATE_SCRIPTS_LINE } from '../template-labels.js';
import type { CourseKitSource } from '../course-kit-files.js';
import type { CourseEndText, CourseModuleText } from '../course-parts.js';
import { BOOK_ENDS } from '../../book/book-parts.js';

const twoDigits = (number: number) => String(number).padStart(2, '0');
const minutesLabel = (minutes: number) => `about ${formatCount(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;

/**
 * A page of Markdown from its blocks, what only looks like a tag in them escaped, so a platform's Markdown shows
 * "<Hooch>" as the files do.
 */
const markdownPage = (blocks: string[]) => withTextTagsEscaped(blocks.join('\n\n') + '\n');

/** A page of the course: a lesson, or its overview or conclusion. */
type CoursePage = Pick<WrittenLesson, 'title' | 'markdown'>;

/** A page in Markdown: its title, the template label when it is one, and its text. */
function lessonMarkdown(lesson: CoursePage, template: boolean): string {
  return markdownPage([`# ${lesson.title}`, ...(template ? [`> ${TEMPLATE_PAGE_LINE}`] : []), lesson.markdown]);
}

/** A page in HTML, standalone, for a lesson editor's HTML view or a browser, under the name of where it belongs. */
function lessonPage(lesson: CoursePage, module: string, template: boolean): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(lesson.title)}</title>`,
    '<style>body{max-width:720px;margin:2rem auto;padding:0 1rem;font:17px/1.6 Georgia,serif;color:#1f2430}h1,h2,h3{font-family:system-ui,sans-serif;line-height:1.25}.template{border-left:4px solid #b45309;background:#fffbeb;padding:.5rem 1rem}</style>',
    '</head>',
    '<body>',
    `<p>${escapeXml(module)}</p>`,
    `<h1>${escapeXml(lesson.title)}</h1>`,
    ...(template ? [`<p class="template">${escapeXml(TEMPLATE_PAGE_LINE)}</p>`] : []),
    lessonHtml(lesson.markdown, lesson.title),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * A module's video scripts in one file, each lesson's with its estimated length, to record from; the template label
 * first when they are template text.
 */
function scriptsMarkdown(module: string, written: CourseModuleText): string {
  const lessons = written.lessons.flatMap((lesson) => [
    `## ${lessonHeading(lesson.number, lesson.title)}`,
    ...(lesson.script.length === 0
      ? ['_No video script is written for this lesson._']
      : [
          `_${formatCount(lesson.spokenWords)} spoken words, ${minutesLabel(lesson.minutes)} at 150 words a minute._`,
          ...lesson.script.map((line) => scriptParagraph(line.kind, line.text)),
        ]),
  ]);
  return markdownPage([
    `# Video scripts: ${module}`,
    ...(written.template ? [`> ${TEMPLATE_SCRIPTS_LINE}`] : []),
    ...lessons,
  ]);
}

/**
 * The course's written lessons as pages (docs/decisions/0074-course-run.md): a folder per written module named
 * '01 Pantry Setup', in it each lesson as '01 Stocking Up.md' and '.html', the module's summary, and its video
 * scripts; and a README listing every page with its video's minutes, and what is template text or out of date.
 */
export function writeLessonPages({ plan, modules, ends }: CourseKitSource): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  const readme = [`${plan.title}: lesson pages`, ''];
  /** The course's overview or conclusion as a page at the top of the ZIP, named to sort before or after the modules. */
  const endPage = (end: CourseEndText | null, name: string, place: string) => {
    if (!end) return;
    const page = { title: name, markdown: end.markdown };
    entries[`${place} ${name}.md`] = strToU8(lessonMarkdown(page, end.template));
    entries[`${place} ${name}.html`] = strToU8(lessonPage(page, plan.title, end.template));
    readme.push(`${place} ${name}${end.template ? ' (template text: replace it before you publish)' : ''}`, '');
  };
  endPage(ends.overview, BOOK_ENDS.course.introduction, '00');
  modules.forEach((written, index) => {
    const title = plan.chapters[index]?.title ?? `Module ${index + 1}`;
    const name = moduleName({ number: index + 1, title });
    if (!written || written.lessons.length === 0) {
      readme.push(`${name}: not written as lessons yet.`, '');
      return;
    }
    const folder = `${twoDigits(index + 1)} ${fileNamePart(title)}`;
    readme.push(
      `${folder}/  ${name}${written.template ? ' (template text: replace it before you publish)' : ''}${written.outOfDate ? ' (out of date: its plan changed since it was written)' : ''}`,
    );
    for (const lesson of written.lessons) {
      const page = `${folder}/${twoDigits(lesson.number)} ${fileNamePart(lesson.title)}`;
      entries[`${page}.md`] = strToU8(lessonMarkdown(lesson, written.template));
      entries[`${page}.html`] = strToU8(lessonPage(lesson, name, written.template));
      readme.push(`  ${twoDigits(lesson.number)} ${lesson.title}: video ${minutesLabel(lesson.minutes)}`);
    }
    if (written.summary) entries[`${folder}/Module summary.md`] = strToU8(markdownPage([`# ${name}`, written.summary]));
    entries[`${folder}/Video scripts.md`] = strToU8(scriptsMarkdown(name, written));
    readme.push('');
  });
  endPage(ends.conclusion, BOOK_ENDS.course.conclusion, twoDigits(modules.length + 1));
  readme.push(
    `Videos in all: ${minutesLabel(videoMinutesOf(modules.flatMap((module) => module?.lessons ?? [])))}.`,
    '',
    'Each lesson is a Markdown page (.md) and the same page in HTML (.html). Kajabi, Teachable, Thinkific, Podia and Gumroad: add a text lesson and paste the page in (from the .html opened in a browser, or into the editor’s HTML view). Record each lesson’s video from its module’s Video scripts.md.',
    '',
  );
  entries['README.txt'] = strToU8(readme.join('\r\n'));
  return zipSync(entries);
}
