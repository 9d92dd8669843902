import { strToU8, zipSync } from 'fflate';
import { escapeXml } from '../../../../../shared/escape-xml.js';
import type { BookPlan } from '../../../../../shared/schemas/book-plan.js';
import { moduleName } from '../course-quizzes.js';
import { COURSE_PLAYER_SCRIPT } from './course-player-script.js';
import type { CourseKitSource } from '../course-kit-files.js';
import type { CourseEndText } from '../course-parts.js';
import { BOOK_ENDS } from '../../book/book-parts.js';
import { lessonHtml } from '../lesson-html.js';
import { TEMPLATE_PAGE_LINE } from '../template-labels.js';

/** The score, of 100, at or over which the LMS records the course as passed (the manifest's mastery score). */
export const MASTERY_SCORE = 80;

/** What the package's launch page is, and the one file of its one SCO. */
export const LAUNCH_PAGE = 'index.html';

/**
 * A course as its player reads it: the plan's modules, each named 'Module 2: Pantry Setup', with lessons and quiz; a
 * lesson its module's text has written (by its number) with that text as HTML (lesson-html.ts), labelled when that
 * text is the built-in writer's template.
 */
function playerCourse({ plan, modules, ends }: CourseKitSource) {
  const end = (text: CourseEndText | null, name: string) =>
    text ? { html: lessonHtml(text.markdown, name), template: text.template } : null;
  return {
    title: plan.title,
    subtitle: plan.subtitle,
    author: plan.authorName,
    masteryScore: MASTERY_SCORE,
    finalAssignment: plan.finalAssignment ?? '',
    conclusionTitle: BOOK_ENDS.course.conclusion,
    templateLine: TEMPLATE_PAGE_LINE,
    overview: end(ends.overview, BOOK_ENDS.course.introduction),
    conclusion: end(ends.conclusion, BOOK_ENDS.course.conclusion),
    modules: plan.chapters.map((module, index) => ({
      name: moduleName({ number: index + 1, title: module.title }),
      goal: module.goal,
      template: modules[index]?.template ?? false,
      lessons: (module.lessons ?? []).map((lesson, at) => {
        const written = modules[index]?.lessons.find((text) => text.number === at + 1);
        return written ? { ...lesson, html: lessonHtml(written.markdown, written.title) } : lesson;
      }),
      quiz: module.quiz ?? [],
    })),
  };
}

/** JSON inside a script element: no '<' the HTML parser could read as the element's end. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
:root { color-scheme: light; --ink: #1f2430; --muted: #5b6170; --accent: #4338ca; --line: #e3e5ec; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f7f7fb; }
header, footer { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; padding: 12px 20px; background: #fff; border-bottom: 1px solid var(--line); }
footer { border-top: 1px solid var(--line); border-bottom: 0; position: sticky; bottom: 0; }
header select { max-width: 100%; min-width: 0; flex: 1 1 240px; font: inherit; padding: 6px; }
main { flex: 1; width: 100%; max-width: 760px; margin: 0 auto; padding: 24px 20px 48px; outline: none; overflow-wrap: anywhere; }
h1 { font-size: 1.8rem; line-height: 1.25; margin: 0 0 12px; }
h2 { font-size: 1.2rem; margin: 24px 0 8px; }
.eyebrow { color: var(--accent); font-weight: 600; margin: 0 0 4px; }
.lead { font-size: 1.15rem; color: var(--muted); }
.muted { color: var(--muted); margin: 4px 0; }
.lesson-text h2, .lesson-text h3 { margin-top: 24px; }
.objective { background: #eef0ff; border-left: 4px solid var(--accent); padding: 12px 16px; border-radius: 6px; }
.modules li { margin-bottom: 12px; }
fieldset.question { border: 1px solid var(--line); border-radius: 8px; background: #fff; margin: 0 0 16px; padding: 12px 16px; }
legend { float: left; width: 100%; font-weight: 600; padding: 0; margin-bottom: 8px; }
legend + * { clear: left; }
label.choice { display: block; padding: 4px 0; }
label.short input { font: inherit; padding: 6px 8px; width: min(100%, 320px); }
.right { color: #15803d; font-weight: 600; }
.wrong { color: #b91c1c; font-weight: 600; }
.wrong:empty { display: none; }
.template { border-left: 4px solid #b45309; background: #fffbeb; padding: 8px 12px; }
.result { font-weight: 600; }
button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--line); background: #fff; cursor: pointer; }
button.primary, footer button:last-child { background: var(--accent); border-color: var(--accent); color: #fff; }
button:disabled { opacity: .45; cursor: default; }
`;

/** The launch page: the course as JSON, the player and its style, and the controls that move through the pages. */
function launchPage(course: CourseKitSource): string {
  const { plan } = course;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(plan.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<header><label for="jump" class="muted">Go to</label><select id="jump"></select><span id="progress" class="muted"></span></header>',
    '<main id="page" tabindex="-1"></main>',
    '<footer><button type="button" id="previous">Previous</button><button type="button" id="next">Next</button></footer>',
    `<script type="application/json" id="course-data">${scriptJson(playerCourse(course))}</script>`,
    `<script>${COURSE_PLAYER_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The manifest as the ADL SCORM 1.2 schemas ask for it: the content packaging, SCORM and metadata namespaces, the
 * schema and its version, a default organization of one item for the one SCO (with the mastery score), and the SCO's
 * resource naming every file of the package.
 */
function manifest(plan: BookPlan, ident: string): string {
  const title = escapeXml(plan.title);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<manifest identifier="${ident}" version="1.0"`,
    '  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"',
    '  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"',
    '  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd',
    '    http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd',
    '    http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">',
    '  <metadata>',
    '    <schema>ADL SCORM</schema>',
    '    <schemaversion>1.2</schemaversion>',
    '  </metadata>',
    `  <organizations default="${ident}_org">`,
    `    <organization identifier="${ident}_org">`,
    `      <title>${title}</title>`,
    `      <item identifier="${ident}_item" identifierref="${ident}_sco" isvisible="true">`,
    `        <title>${title}</title>`,
    `        <adlcp:masteryscore>${MASTERY_SCORE}</adlcp:masteryscore>`,
    '      </item>',
    '    </organization>',
    '  </organizations>',
    '  <resources>',
    `    <resource identifier="${ident}_sco" type="webcontent" adlcp:scormtype="sco" href="${LAUNCH_PAGE}">`,
    `      <file href="${LAUNCH_PAGE}"/>`,
    '    </resource>',
    '  </resources>',
    '</manifest>',
    '',
  ].join('\n');
}

/**
 * The course as a single-SCO SCORM 1.2 package (docs/decisions/0073-course-plan.md), the ZIP LearnWorlds, Thinkific,
 * Moodle and corporate LMSs import: its lessons (with their text once written) and quizzes in one launch page that reports completion and score to
 * the LMS. Its identifiers come from the project's id, so uploading it again replaces the same course.
 */
export function writeScormPackage(course: CourseKitSource): Uint8Array {
  const ident = `infoforge_${course.projectId.replace(/[^0-9a-z]/gi, '')}`;
  return zipSync({
    'imsmanifest.xml': strToU8(manifest(course.plan, ident)),
    [LAUNCH_PAGE]: strToU8(launchPage(course)),
  });
}
