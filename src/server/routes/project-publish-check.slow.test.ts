import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPlanResponse } from '../../shared/schemas/book-plan.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { shortBookProject } from '../../../tests/support/document-projects.js';
import { pdfInfo } from '../../../tests/support/document-tools.js';
import { eventually } from '../../../tests/support/eventually.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('publish check and the download of everything', () => {
  let ctx: TestContext;
  let owner: Owner;
  let stranger: Owner;
  let projectId: string;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real' });
    owner = await ctx.signUp({ name: 'Dana Levi' });
    stranger = await ctx.signUp();
    projectId = (
      await shortBookProject(ctx, owner, {
        title: 'Slow Mornings',
        sectionName: 'Waking Gently',
        content: 'Open the curtains before the phone.',
      })
    ).id;
  });
  afterAll(() => ctx.close());

  const detail = async () =>
    expectBody(await owner.call(projectApi.read, { params: { id: projectId } }), 200, projectDetail);
  const zipOf = (id = projectId, user = owner) => user.call(projectDocumentApi.all, { params: { id } });

  it('serves no publish check and no ZIP before the files are made; 401 signed out, 404 to another user', async () => {
    expect((await detail()).publishCheck).toBeNull();
    expect((await expectBody(await zipOf(), 404, errorBody)).error.message).toBe('Document not found');
    expect((await ctx.anonymous().call(projectDocumentApi.all, { params: { id: projectId } })).status).toBe(401);
    for (const id of [projectId, randomUUID(), 'not-an-id'])
      expect((await expectBody(await zipOf(id, stranger), 404, errorBody)).error.message).toBe('Project not found');
  });

  it('checks the files once they are made, keeps the result for the owner, and packs them in one ZIP', async () => {
    await ctx.jobs.start();
    try {
      expect((await owner.call(projectDocumentApi.start, { params: { id: projectId }, body: {} })).status).toBe(202);
      await eventually(async () => (await detail()).documentsStatus === 'completed', 120_000);
    } finally {
      await ctx.jobs.stop();
    }
    // The check follows the files: it reads them once they are stored.
    const publishCheck = await eventually(async () => (await detail()).publishCheck, 60_000);
    expect(publishCheck.current).toBe(true);
    const outcome = Object.fromEntries(publishCheck.destinations.map(({ id, passed }) => [id, passed]));
    // The book has no cover: the ebook stores want one; the listing stores take the files as they are.
    expect(outcome).toEqual({
      'kdp-ebook': false,
      'apple-books': false,
      kobo: false,
      'google-play': false,
      gumroad: true,
      payhip: true,
      etsy: true,
    });
    const kdp = publishCheck.destinations.find(({ id }) => id === 'kdp-ebook')!;
    expect(kdp.rules.filter(({ passed }) => !passed).map(({ change }) => change)).toEqual([
      'The EPUB has no cover image. Add a cover to the project and make the files again.',
    ]);
    const apple = publishCheck.destinations.find(({ id }) => id === 'apple-books')!;
    expect(apple.rules.filter(({ passed }) => passed).map(({ rule }) => rule)).toContain(
      'Accessibility metadata (schema.org access modes, features, hazards and summary)',
    );
    const stored = await ctx.db
      .selectFrom('publish_checks')
      .innerJoin('projects', 'projects.id', 'publish_checks.project_id')
      .select(['publish_checks.user_id', 'publish_checks.generation', 'projects.documents_generation'])
      .where('publish_checks.project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(owner.userId);
    expect(stored.generation).toBe(stored.documents_generation);

    const zip = await zipOf();
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(
      `attachment; filename="Slow Mornings.zip"; filename*=UTF-8''Slow%20Mornings.zip`,
    );
    const entries = unzipSync(await bytesOf(zip));
    expect(Object.keys(entries)).toEqual([
      'Slow Mornings.pdf',
      'Slow Mornings.docx',
      'Slow Mornings.epub',
      'README.txt',
    ]);
    for (const format of ['pdf', 'docx', 'epub'])
      expect(entries[`Slow Mornings.${format}`]).toEqual(
        await bytesOf(await owner.get(`/api/projects/${projectId}/documents/${format}`)),
      );
    expect(pdfInfo(entries['Slow Mornings.pdf']!).title).toBe('Slow Mornings');
    const readme = strFromU8(entries['README.txt']!);
    expect(readme).toMatch(/^Slow Mornings: the files of the book, and where each goes\r\n/);
    expect(readme).toContain(
      'Slow Mornings.epub\r\n  Amazon KDP (Kindle eBook), Apple Books, Kobo Writing Life and Google Play Books',
    );
    expect(readme).toContain('Slow Mornings.pdf\r\n  Gumroad, Payhip and Etsy: the file buyers download.');
    expect((await expectBody(await zipOf(projectId, stranger), 404, errorBody)).error.message).toBe(
      'Project not found',
    );
    const strangerView = await stranger.call(projectApi.read, { params: { id: projectId } });
    expect(strangerView.status).toBe(404);
  }, 180_000);

  it('marks the check out of date and stops serving the ZIP once an edit makes the files out of date', async () => {
    const { plan } = await expectBody(
      await owner.call(projectApi.readPlan, { params: { id: projectId } }),
      200,
      bookPlanResponse,
    );
    expect(
      (await owner.call(projectApi.savePlan, { params: { id: projectId }, body: { ...plan, title: 'Slow Evenings' } }))
        .status,
    ).toBe(200);
    const { publishCheck } = await detail();
    expect(publishCheck?.current).toBe(false);
    expect(publishCheck?.destinations).toHaveLength(7);
    expect((await expectBody(await zipOf(), 404, errorBody)).error.message).toBe(
      "This project's files are out of date. Generate them again.",
    );
  });
});
