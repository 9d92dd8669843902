import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedBookProject, runSettled, startBook, waitForBook } from '../../../tests/support/book-runs.js';
import { documentsStatusOf } from '../../../tests/support/document-projects.js';
import { bookFileSections, pdfPages } from '../../../tests/support/document-tools.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { readFormFields } from '../../../tests/support/read-form-fields.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { bookView } from '../../shared/schemas/book-run.js';
import { projectDetail } from '../../shared/schemas/project.js';

const CHAPTERS = 10;
/** How long writing the workbook and making its files may take on a busy machine. */
const FILES_MS = 120_000;

/**
 * A workbook written by the built-in writer and typeset for real (docs/decisions/0076-fillable-pdf.md): its exercises
 * in every file, a field for each place in them in its fillable PDF, and their model answers only in the answer key and
 * the teacher's edition (docs/decisions/0077-answer-key.md).
 */
describe('a workbook written offline, in its files', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real', generationLimit: { calls: 100, windowMs: 60_000 } });
    await ctx.jobs.start();
  });
  afterAll(() => ctx.close());

  it(
    'prints every chapter’s exercises in the PDF, DOCX and EPUB, gives each place in them a field, and answers them only in the answer key',
    async () => {
      const owner = await ctx.signUp();
      const project = await plannedBookProject(ctx, owner, CHAPTERS);
      const typed = await owner.call(projectApi.update, {
        params: { id: project.id },
        body: { productType: 'workbook' },
      });
      expect(typed.status).toBe(200);
      await startBook(owner, project.id);
      expect((await waitForBook(owner, project.id, runSettled, FILES_MS)).run?.status).toBe('completed');
      await expect.poll(() => documentsStatusOf(ctx, project.id), { timeout: FILES_MS }).toBe('completed');

      const download = async (format: string) =>
        new Uint8Array(await (await owner.get(`/api/projects/${project.id}/documents/${format}`)).arrayBuffer());
      const labels = [
        'Introduction',
        ...Array.from({ length: CHAPTERS }, (_, index) => `Exercise ${index + 1}`),
        'Conclusion',
      ];
      /** Each chapter's model answers, as words of theirs that no exercise prints: its plan's and its two questions'. */
      const answers = (text: string) => {
        // Read across page breaks: running heads (capitals) and folios left out.
        const read = text
          .split('\n')
          .filter((line) => !/^[^a-z]*$/.test(line.trim()))
          .join(' ')
          .replace(/\s+/g, ' ');
        return {
          plans: read.match(/held you back, and change one thing/g)?.length ?? 0,
          questions: read.match(/no one right|A strong answer names one change/g)?.length ?? 0,
          choices: read.match(/A small first try shows/g)?.length ?? 0,
        };
      };
      const files = bookFileSections(
        { pdf: await download('pdf'), docx: await download('docx'), epub: await download('epub') },
        labels,
      );
      for (const [format, sections] of Object.entries(files)) {
        expect(sections, format).toHaveLength(labels.length);
        for (const [index, section] of sections.slice(1, -1).entries()) {
          const where = `${format}, exercise ${index + 1}`;
          for (const part of [
            'Your Turn',
            'Where You Stand on',
            'Check Your Understanding',
            'Your Plan',
            'Check Your Progress',
            'Reflect',
          ])
            expect(section, where).toContain(part);
          expect(section.match(/Write a few lines in answer to each question:/g), where).toHaveLength(1);
          expect(section, where).toMatch(/What was harder than you expected[\s\S]*What will you do differently/);
          expect(answers(section), where).toEqual({ plans: 0, questions: 0, choices: 0 });
        }
      }

      // Per exercise: five levels and three choices to choose from, three lines to tick, the plan's three rows of two
      // columns, two questions' three lines each; each level or choice a button of its question's one field.
      const { fillablePdf } = await expectBody(
        await owner.call(projectApi.read, { params: { id: project.id } }),
        200,
        projectDetail,
      );
      expect(fillablePdf?.fields).toBe(CHAPTERS * (1 + 1 + 3 * 2 + 3 + 2 * 3));
      const fields = await readFormFields(await download('fillable'));
      expect(fields).toHaveLength(CHAPTERS * (5 + 3 + 3 * 2 + 3 + 2 * 3));
      expect(new Set(fields.map((field) => field.name)).size).toBe(fillablePdf!.fields);
      const perExercise = new Map<string, string[]>();
      for (const field of fields) {
        const [exercise = '', place = ''] = field.name.split(' · ');
        perExercise.set(exercise, [...(perExercise.get(exercise) ?? []), place]);
      }
      expect([...perExercise.keys()]).toEqual(labels.slice(1, -1).map((label) => expect.stringMatching(`^${label}: `)));
      for (const [exercise, places] of perExercise)
        expect(places, exercise).toEqual([
          // The rating: one question, a choice of five.
          ...Array<string>(5).fill('Choice 1'),
          // The question of the best first step: one of three.
          ...Array<string>(3).fill('Choice 2'),
          ...['What you will do: 1', 'By when: 1', 'What you will do: 2', 'By when: 2'],
          ...['What you will do: 3', 'By when: 3'],
          ...['Tick 1', 'Tick 2', 'Tick 3'],
          ...[1, 2, 3].map((line) => expect.stringMatching(`^What was harder than you expected .+\\?: ${line}$`)),
          ...[1, 2, 3].map((line) => expect.stringMatching(`^What will you do differently .+\\?: ${line}$`)),
        ]);

      expect(answers(pdfPages(await download('fillable')).join('\n'))).toEqual({ plans: 0, questions: 0, choices: 0 });

      // The project page lists each chapter's exercises and how many of them the answer key answers.
      const { parts } = await expectBody(
        await owner.call(projectBookApi.read, { params: { id: project.id } }),
        200,
        bookView,
      );
      expect(parts.map(({ exercises, modelAnswers }) => ({ exercises, modelAnswers }))).toEqual([
        { exercises: [], modelAnswers: 0 },
        ...parts.slice(1, -1).map((part) => ({
          exercises: [
            `Where You Stand on “${part.title}”`,
            'Check Your Understanding',
            'Your Plan',
            'Check Your Progress',
            'Reflect',
          ],
          modelAnswers: 4,
        })),
        { exercises: [], modelAnswers: 0 },
      ]);

      // Four answers a chapter: the right choice, an example plan and what a strong answer to each question holds.
      const { answerKey } = await expectBody(
        await owner.call(projectApi.read, { params: { id: project.id } }),
        200,
        projectDetail,
      );
      expect(answerKey?.answers).toBe(CHAPTERS * 4);
      const keyPages = pdfPages(await download('answer-key'));
      // Its contents list each chapter the key answers, under its number and name.
      const keyContents = keyPages.find((page) => page.split('\n').some((line) => line.trim() === 'Contents'));
      expect(keyContents?.match(/^Exercise \d+: \S.*\d$/gm)).toHaveLength(CHAPTERS);
      const key = keyPages.join('\n');
      expect(answers(key)).toEqual({ plans: CHAPTERS, questions: 2 * CHAPTERS, choices: CHAPTERS });
      expect(key).not.toContain('Write a few lines');
      const teachers = pdfPages(await download('teachers-edition'));
      const keyStarts = teachers.findIndex((page) => page.split('\n').some((line) => line.trim() === 'Answer Key'));
      expect(answers(teachers.slice(0, keyStarts).join('\n'))).toEqual({ plans: 0, questions: 0, choices: 0 });
      expect(
        teachers
          .slice(0, keyStarts)
          .join('\n')
          .match(/Write a few lines in answer to each question:/g),
      ).toHaveLength(CHAPTERS);
      expect(answers(teachers.slice(keyStarts).join('\n'))).toEqual({
        plans: CHAPTERS,
        questions: 2 * CHAPTERS,
        choices: CHAPTERS,
      });

      const stranger = await ctx.signUp();
      for (const format of ['fillable', 'answer-key', 'teachers-edition'])
        expect((await stranger.get(`/api/projects/${project.id}/documents/${format}`)).status).toBe(404);
    },
    2 * FILES_MS,
  );
});
