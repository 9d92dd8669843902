import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectApi } from '../../shared/api/projects.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { asModelAnswer } from '../../shared/markdown-asides.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createBookProject, generateFilesForSale } from '../../../tests/support/document-projects.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { NO_ANSWER_KEY } from '../services/documents/document-files.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const ANSWERED = [
  'Cook the grains first, then the beans.',
  '### Reflect',
  'What will you cook first?',
  asModelAnswer('**What will you cook first?** Something the family already likes.'),
  'Which night is hardest?',
  asModelAnswer('**Which night is hardest?** The one with the most activities.'),
].join('\n\n');

/**
 * The answer key and the teacher's edition as their routes serve them (docs/decisions/0077-answer-key.md), with the
 * stand-in renderer: the files themselves are the subject of routes/project-workbook.slow.test.ts.
 */
describe("a workbook's answer key and teacher's edition", () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(() => ctx.close());

  const detail = async (id: string) =>
    expectBody(await owner.call(projectApi.read, { params: { id } }), 200, projectDetail);
  const refusal = async (res: Response) => (await expectBody(res, 404, errorBody)).error.message;
  const downloads = (id: string) => [
    owner.call(projectDocumentApi.answerKeyPdf, { params: { id } }),
    owner.call(projectDocumentApi.teachersEditionPdf, { params: { id } }),
  ];
  /** The project's workbook, its second section answering its exercises. */
  async function answeredWorkbook(productType: 'workbook' | 'ebook') {
    const project = await createBookProject(ctx, owner, 'Calm Kitchen Workbook');
    expect((await owner.call(projectApi.update, { params: { id: project.id }, body: { productType } })).status).toBe(
      200,
    );
    const section = (await detail(project.id)).sections[1]!;
    const body = { sectionName: section.sectionName, content: ANSWERED, contentType: 'markdown' };
    expect((await owner.call(savedItemApi.content.update, { params: { id: section.id }, body })).status).toBe(200);
    return project;
  }

  it('is made when a section answers its exercises, served and packed, and to nobody else', async () => {
    const project = await createBookProject(ctx, owner, 'Calm Kitchen Workbook');
    await owner.call(projectApi.update, { params: { id: project.id }, body: { productType: 'workbook' } });
    // No section holds an answer: no answer key.
    await generateFilesForSale(ctx, owner, project.id);
    expect((await detail(project.id)).answerKey).toBeNull();
    for (const res of downloads(project.id)) expect(await refusal(await res)).toBe(NO_ANSWER_KEY);

    const answered = await answeredWorkbook('workbook');
    await generateFilesForSale(ctx, owner, answered.id);
    const id = answered.id;
    expect((await detail(id)).answerKey).toEqual({
      answerKeyUrl: `/api/projects/${id}/documents/answer-key`,
      teachersEditionUrl: `/api/projects/${id}/documents/teachers-edition`,
      answers: 2,
    });
    const [key, teachers] = await Promise.all(downloads(id));
    expect(key!.headers.get('content-type')).toBe('application/pdf');
    expect(key!.headers.get('content-disposition')).toContain('filename="Calm Kitchen Workbook (Answer Key).pdf"');
    expect(await key!.text()).toBe('stand-in answer-key of "Calm Kitchen Workbook"');
    expect(teachers!.headers.get('content-disposition')).toContain(
      `filename="Calm Kitchen Workbook (Teacher's Edition).pdf"`,
    );
    expect(await teachers!.text()).toBe('stand-in teachers-edition of "Calm Kitchen Workbook"');

    const zip = unzipSync(
      new Uint8Array(await (await owner.call(projectDocumentApi.all, { params: { id } })).arrayBuffer()),
    );
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'Calm Kitchen Workbook (Answer Key).pdf',
        "Calm Kitchen Workbook (Teacher's Edition).pdf",
      ]),
    );
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain('Calm Kitchen Workbook (Answer Key).pdf\r\n  The model answers to the exercises');
    expect(readme).toContain("Calm Kitchen Workbook (Teacher's Edition).pdf\r\n  The whole book with the answer key");

    const stranger = await ctx.signUp();
    for (const path of ['answer-key', 'teachers-edition'])
      expect(await refusal(await stranger.get(`/api/projects/${id}/documents/${path}`))).toBe('Project not found');
  });

  it('goes out of date with an edit, and is none for an ebook whatever its text holds', async () => {
    const workbook = await answeredWorkbook('workbook');
    await generateFilesForSale(ctx, owner, workbook.id);
    const section = (await detail(workbook.id)).sections[1]!;
    const body = { sectionName: section.sectionName, content: 'No exercises now.', contentType: 'markdown' };
    await owner.call(savedItemApi.content.update, { params: { id: section.id }, body });
    expect((await detail(workbook.id)).answerKey).toBeNull();
    for (const res of downloads(workbook.id))
      expect(await refusal(await res)).toBe("This project's files are out of date. Generate them again.");
    await generateFilesForSale(ctx, owner, workbook.id);
    expect((await detail(workbook.id)).answerKey).toBeNull();
    for (const res of downloads(workbook.id)) expect(await refusal(await res)).toBe(NO_ANSWER_KEY);

    const ebook = await answeredWorkbook('ebook');
    await generateFilesForSale(ctx, owner, ebook.id);
    expect((await detail(ebook.id)).answerKey).toBeNull();
    for (const res of downloads(ebook.id)) expect(await refusal(await res)).toBe(NO_ANSWER_KEY);
  });
});
