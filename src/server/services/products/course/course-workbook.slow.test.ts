import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import { pdfPages, pdfWords } from '../../../../../tests/support/document-tools.js';
import { asAuthorNote } from '../../../../shared/markdown-asides.js';
import { lessonHeading, scriptParagraph, VIDEO_SCRIPT_HEADING } from '../../../../shared/course-module-text.js';
import type { BookPlan } from '../../../../shared/schemas/book-plan.js';
import { WORKBOOK_COURSE_PLAN as PLAN } from '../../../../../tests/support/course-fixtures.js';
import { answerKeySection, teachersEdition } from '../../render/answer-key.js';
import { buildBookModel } from '../../render/book-model.js';
import { renderPdf } from '../../render/pdf/render-pdf.js';
import { courseWorkbookSections } from './course-workbook.js';

/** A module of two lessons as a run writes it: each lesson's text and video script, then the summary. */
const moduleText = (n: number) =>
  [1, 2]
    .map((lesson) =>
      [
        `## ${lessonHeading(lesson, `Step ${n}.${lesson}`)}`,
        `Lesson ${n}.${lesson} is read by the learner.`,
        asAuthorNote(`Add your own story to lesson ${n}.${lesson}.`),
        `### ${VIDEO_SCRIPT_HEADING}`,
        scriptParagraph('screen', `Slide ${n}.${lesson}`),
        scriptParagraph('say', `Spoken words of ${n}.${lesson}.`),
        scriptParagraph('cue', 'Cut to the kitchen.'),
      ].join('\n\n'),
    )
    .concat(['## Module Summary', `Module ${n} in a line.`])
    .join('\n\n');

const SECTIONS = [
  { id: 'a', section_name: 'Course Overview', content: 'What the course is.' },
  { id: 'b', section_name: 'Module 1: Week 1', content: moduleText(1) },
  { id: 'c', section_name: 'Module 2: Week 2', content: moduleText(2) },
  { id: 'd', section_name: 'Course Conclusion', content: 'Well done.' },
];

const workbook = courseWorkbookSections(PLAN, SECTIONS);

describe('a course workbook', () => {
  it('keeps each module’s lessons and notes but not its video scripts, and follows it with its worksheet, the plan’s text escaped', () => {
    expect(workbook.map((section) => section.heading)).toEqual([
      'Course Overview',
      'Module 1: Week 1',
      'Module 1 Worksheet',
      'Module 2: Week 2',
      'Module 2 Worksheet',
      'Course Conclusion',
      'Final Assignment',
    ]);
    const module1 = workbook[1]!.markdown;
    expect(module1).toContain('Lesson 1.2 is read by the learner.');
    expect(module1).toContain('Add your own story to lesson 1.1.');
    expect(module1).toContain('Module 1 in a line.');
    expect(module1).not.toMatch(/Video Script|Spoken words|Slide 1\.1|Cut to the kitchen/);
    expect(workbook[2]!.markdown).toContain('- [ ] Plan \\*week\\* 1 in \\# ten minutes\\.');
    expect(workbook[0]!.markdown).toBe('What the course is.');
  });

  it("prints the worksheets and the final assignment in the learner's PDF, and the quizzes' answers only in the answer key at the back of the teacher's edition", () => {
    const book = buildBookModel(bookInput({ productType: 'course', sections: workbook }));
    const learners = pdfPages(renderPdf(book)).join('\n');
    const key = answerKeySection(book.sections)!;
    const pages = pdfPages(renderPdf(teachersEdition(book, key)));
    const pageOf = (line: string) => pages.findIndex((page) => page.split('\n').some((text) => text.trim() === line));
    const keyPage = pageOf('Answer Key');
    expect(pageOf('Module 1 Worksheet')).toBeGreaterThan(pageOf('Lesson 2: Step 1.2'));
    expect(pageOf('Module 2 Worksheet')).toBeGreaterThan(pageOf('Module 1 Worksheet'));
    expect(keyPage).toBeGreaterThan(pageOf('Final Assignment'));
    const before = pages.slice(0, keyPage).join('\n');
    const after = pages.slice(keyPage).join('\n');
    // The learner's copy asks the quizzes and never answers them; the key answers each under its worksheet's name.
    expect(learners).toContain('Which comes first in week 2?');
    expect(learners).not.toMatch(/The list follows the plan|Pantry or the pantry|Answer Key/);
    expect(before).toContain("A meal prep system for busy parents · Teacher's Edition");
    expect(after).toMatch(/Module 1 Worksheet[\s\S]*Check Yourself[\s\S]*Module 2 Worksheet[\s\S]*Check Yourself/);
    // A plan's own characters print as typed; a lesson without an objective is named in its place.
    expect(before).toContain('Plan *week* 2 in # ten minutes.');
    expect(before).toContain('Explain “Step 2.2”');
    expect(before).toContain('Which comes first in week 2?');
    expect(before).toContain('Cook one week from your plan and note what you would change.');
    expect(before).not.toMatch(/Spoken words|Pantry/);
    expect(after).toContain('B. The plan — The list follows the plan.');
    expect(after).toContain('Pantry or the pantry');
    expect(after.match(/False/g)).toHaveLength(2);
    // The copyright page calls it what it is.
    expect(before.replace(/\s+/g, ' ')).toContain('No part of this workbook may be reproduced');
  });

  it("leaves the worksheet's write-in column half the line beside a long lesson title, which wraps in its own", () => {
    const long = 'Feeding Schedules for Busy People Who Work Long Hours and Still Want Bread';
    const plan: BookPlan = {
      ...PLAN,
      chapters: [{ ...PLAN.chapters[0]!, lessons: [{ title: long, objective: '', keyPoints: [] }] }],
    };
    const text = `## ${lessonHeading(1, long)}\n\nKeep the starter in the fridge.\n\n## Module Summary\n\nDone.`;
    const sections = courseWorkbookSections(plan, [{ id: 'b', section_name: 'Module 1: Week 1', content: text }]);
    const page = pdfWords(renderPdf(buildBookModel(bookInput({ productType: 'course', sections })))).find((words) =>
      words.words.some((word) => word.text === 'Practice'),
    )!;
    const header = (text: string) => page.words.find((word) => word.text === text)!;
    const [lesson, next] = [header('Lesson'), header('next')];
    // The header row: the lesson column at the text's left, the write-in column starting about half-way along it.
    expect(next.yMin).toBeCloseTo(lesson.yMin, 0);
    const textWidth = page.width - 2 * lesson.xMin;
    expect(header('Your').xMin - lesson.xMin).toBeLessThan(textWidth * 0.55);
    expect(page.words.filter((word) => word.text === 'Bread')[0]!.yMin).toBeGreaterThan(header('Feeding').yMin);
  });
});
