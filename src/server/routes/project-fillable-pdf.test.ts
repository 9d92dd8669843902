import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectApi } from '../../shared/api/projects.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createBookProject, generateFilesForSale } from '../../../tests/support/document-projects.js';
import { STAND_IN_FILLABLE_FIELDS } from '../../../tests/support/stored-renders.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { NO_FILLABLE_PDF } from '../services/documents/document-files.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/**
 * The fillable PDF as its routes serve it (docs/decisions/0076-fillable-pdf.md), with the stand-in renderer: the
 * file itself is the subject of render/pdf/fillable-pdf.slow.test.ts.
 */
describe("a workbook's fillable PDF", () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(() => ctx.close());

  const detail = async (id: string) =>
    expectBody(await owner.call(projectApi.read, { params: { id } }), 200, projectDetail);
  const setProductType = async (id: string, productType: 'workbook' | 'ebook') =>
    expect((await owner.call(projectApi.update, { params: { id }, body: { productType } })).status).toBe(200);
  const refusal = async (res: Response) => (await expectBody(res, 404, errorBody)).error.message;

  it("is made with a workbook's files for sale, served and packed with them, and to nobody else", async () => {
    const project = await createBookProject(ctx, owner, 'Calm Money Workbook');
    await setProductType(project.id, 'workbook');
    const url = `/api/projects/${project.id}/documents/fillable`;
    expect((await detail(project.id)).fillablePdf).toBeNull();
    expect(await refusal(await owner.get(url))).toBe('Document not found');

    await generateFilesForSale(ctx, owner, project.id);
    expect((await detail(project.id)).fillablePdf).toEqual({ url, fields: STAND_IN_FILLABLE_FIELDS });
    const served = await owner.call(projectDocumentApi.fillablePdf, { params: { id: project.id } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Calm Money Workbook (Fillable).pdf"; filename*=UTF-8''Calm%20Money%20Workbook%20%28Fillable%29.pdf`,
    );
    expect(await served.text()).toBe('stand-in fillable of "Calm Money Workbook"');

    const zip = unzipSync(
      new Uint8Array(await (await owner.call(projectDocumentApi.all, { params: { id: project.id } })).arrayBuffer()),
    );
    expect(Object.keys(zip)).toContain('Calm Money Workbook (Fillable).pdf');
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain('Calm Money Workbook (Fillable).pdf\r\n  The same pages with a form field');

    const stranger = await ctx.signUp();
    expect(await refusal(await stranger.get(url))).toBe('Project not found');
  });

  it('is none for an ebook, and none once the files are out of date or made again as an ebook', async () => {
    const ebook = await createBookProject(ctx, owner, 'Calm Money');
    await generateFilesForSale(ctx, owner, ebook.id);
    expect((await detail(ebook.id)).fillablePdf).toBeNull();
    expect(await refusal(await owner.get(`/api/projects/${ebook.id}/documents/fillable`))).toBe(NO_FILLABLE_PDF);
    const zip = unzipSync(
      new Uint8Array(await (await owner.call(projectDocumentApi.all, { params: { id: ebook.id } })).arrayBuffer()),
    );
    expect(Object.keys(zip).filter((name) => name.includes('Fillable'))).toEqual([]);

    const workbook = await createBookProject(ctx, owner, 'Calm Money Workbook');
    await setProductType(workbook.id, 'workbook');
    await generateFilesForSale(ctx, owner, workbook.id);
    // Another product type prints other files: those made as a workbook are out of date.
    await setProductType(workbook.id, 'ebook');
    expect((await detail(workbook.id)).fillablePdf).toBeNull();
    expect(await refusal(await owner.get(`/api/projects/${workbook.id}/documents/fillable`))).toBe(
      "This project's files are out of date. Generate them again.",
    );
    await generateFilesForSale(ctx, owner, workbook.id);
    expect((await detail(workbook.id)).fillablePdf).toBeNull();
    expect(await refusal(await owner.get(`/api/projects/${workbook.id}/documents/fillable`))).toBe(NO_FILLABLE_PDF);
  });
});
