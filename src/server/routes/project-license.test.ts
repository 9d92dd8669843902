import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathWith } from '../../shared/api/endpoint.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectLicenseApi } from '../../shared/api/project-license.js';
import { errorBody } from '../../shared/schemas/error.js';
import { PRESET_RIGHTS, projectLicense, type ProductLicense } from '../../shared/schemas/license.js';
import { projectDetail, projectSummaryPage } from '../../shared/schemas/project.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { readContentStream } from '../../../tests/support/content-stream.js';
import {
  createBookProject,
  documentsStatusOf,
  generateFilesForSale,
} from '../../../tests/support/document-projects.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { NO_LICENSE_FILE } from '../services/documents/document-files.js';
import { NO_SOURCES } from '../services/downloads/pack-sources.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const PLR: ProductLicense = { preset: 'plr', rights: PRESET_RIGHTS.plr };

/**
 * The license a product is sold with as its routes keep and serve it (docs/decisions/0079-plr-license.md), with the
 * stand-in renderer: the printed license is the subject of routes/project-license.slow.test.ts.
 */
describe('the license a product is sold with', () => {
  let ctx: TestContext;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Dana Levi' });
    other = await ctx.signUp({ name: 'Noa Mizrahi' });
  });
  afterAll(() => ctx.close());

  const read = async (client: Owner, id: string) =>
    expectBody(await client.call(projectLicenseApi.read, { params: { id } }), 200, projectLicense);
  const save = (client: Owner, id: string, body: unknown) =>
    client.put(pathWith(projectLicenseApi.save.path, { id }), body);
  const detail = async (id: string) =>
    expectBody(await owner.call(projectApi.read, { params: { id } }), 200, projectDetail);
  const typed = async (title: string, productType: 'ebook' | 'plr') => {
    const project = await createBookProject(ctx, owner, title);
    await owner.call(projectApi.update, { params: { id: project.id }, body: { productType } });
    return project;
  };

  it("is the product type's default until chosen: PLR for a PLR product, none for another", async () => {
    const ebook = await typed('Calm Kitchen', 'ebook');
    const plr = await typed('Calm Kitchen PLR', 'plr');
    expect(await read(owner, ebook.id)).toEqual({ license: { preset: 'none' }, isDefault: true });
    expect(await read(owner, plr.id)).toEqual({ license: PLR, isDefault: true });
    // The product type decides the default while none is chosen.
    await owner.call(projectApi.update, { params: { id: ebook.id }, body: { productType: 'plr' } });
    expect((await read(owner, ebook.id)).license).toEqual(PLR);
    const page = await expectBody(await owner.call(projectApi.list, {}), 200, projectSummaryPage);
    const labels = Object.fromEntries(page.items.map((item) => [item.title, item.license]));
    expect(labels).toMatchObject({ 'Calm Kitchen': 'plr', 'Calm Kitchen PLR': 'plr' });
  });

  it('keeps a preset with rights edited, refuses one it cannot hold and changes nothing, to its owner alone', async () => {
    const project = await typed('Garden Planner', 'ebook');
    const edited: ProductLicense = { preset: 'mrr', rights: { ...PRESET_RIGHTS.mrr, giveAway: true, kdp: true } };
    const saved = await expectBody(await save(owner, project.id, edited), 200, projectLicense);
    expect(saved).toEqual({ license: edited, isDefault: false });
    expect(await read(owner, project.id)).toEqual(saved);
    expect((await detail(project.id)).license).toBe('mrr');

    for (const [body, path] of [
      [{ preset: 'plr' }, 'rights'],
      [{ preset: 'resale', rights: PRESET_RIGHTS.rr }, 'preset'],
      [{ preset: 'rr', rights: { ...PRESET_RIGHTS.rr, sell: 'yes' } }, 'rights.sell'],
      [{ preset: 'rr', rights: { ...PRESET_RIGHTS.rr, printOnMugs: true } }, 'rights'],
    ] as const) {
      const refused = await expectBody(await save(owner, project.id, body), 400, errorBody);
      expect(JSON.stringify(refused.error), JSON.stringify(body)).toContain(path.split('.')[0]!);
    }
    expect(await read(owner, project.id)).toEqual(saved);

    for (const res of [
      await other.call(projectLicenseApi.read, { params: { id: project.id } }),
      await save(other, project.id, { preset: 'none' }),
    ])
      expect((await expectBody(res, 404, errorBody)).error.message).toBe('Project not found');
    expect(await read(owner, project.id)).toEqual(saved);
  });

  it('is printed by the files made with it: a change makes them out of date, and a license file is served only with one', async () => {
    const project = await typed('Budget Basics', 'plr');
    await generateFilesForSale(ctx, owner, project.id);
    const licenseFile = () => owner.call(projectDocumentApi.licensePdf, { params: { id: project.id } });
    expect((await detail(project.id)).licenseFileUrl).toBe(`/api/projects/${project.id}/documents/license`);
    const served = await licenseFile();
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toContain('filename="Budget Basics (License).pdf"');
    expect(await served.text()).toBe('stand-in license of "Budget Basics" sold with plr');
    expect((await other.call(projectDocumentApi.licensePdf, { params: { id: project.id } })).status).toBe(404);
    const everything = unzipSync(
      new Uint8Array(await (await owner.call(projectDocumentApi.all, { params: { id: project.id } })).arrayBuffer()),
    );
    expect(strFromU8(everything['Budget Basics (License).pdf']!)).toBe(
      'stand-in license of "Budget Basics" sold with plr',
    );
    expect(strFromU8(everything['README.txt']!)).toContain(
      'Budget Basics (License).pdf\r\n  The license the product is sold with, every right YES or NO',
    );
    expect(strFromU8(everything['README.txt']!)).toContain('Amazon KDP may refuse it');

    // Saving the default as it is chosen changes no file.
    await save(owner, project.id, PLR);
    expect(await documentsStatusOf(ctx, project.id)).toBe('completed');
    // Another right does.
    await save(owner, project.id, { preset: 'plr', rights: { ...PRESET_RIGHTS.plr, kdp: true } });
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');
    expect((await detail(project.id)).licenseFileUrl).toBeNull();

    await save(owner, project.id, { preset: 'none' });
    await generateFilesForSale(ctx, owner, project.id);
    expect((await detail(project.id)).licenseFileUrl).toBeNull();
    expect((await expectBody(await licenseFile(), 404, errorBody)).error.message).toBe(NO_LICENSE_FILE);
  });

  it('gives a license that lets buyers edit the product its editable sources: the DOCX, the text as Markdown, a README', async () => {
    const project = await typed('Seed Money', 'plr');
    const sources = (client: Owner) => client.call(projectDocumentApi.sources, { params: { id: project.id } });
    // Served by the files' rule: not before they are made.
    expect((await expectBody(await sources(owner), 404, errorBody)).error.message).toBe('Document not found');
    await generateFilesForSale(ctx, owner, project.id);
    const res = await sources(owner);
    expect(res.headers.get('content-disposition')).toContain('filename="Seed Money (Sources).zip"');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual([
      'Markdown/01 Stocking the Pantry.md',
      'Markdown/02 Batch Cooking Basics.md',
      'README.txt',
      'Seed Money.docx',
    ]);
    expect(strFromU8(zip['Seed Money.docx']!)).toBe('stand-in docx of "Seed Money"');
    // The text as the files print it: the author's note to self left out.
    expect(strFromU8(zip['Markdown/01 Stocking the Pantry.md']!)).toBe(
      '# Stocking the Pantry\n\nKeep rice, lentils and canned tomatoes within reach.\n',
    );
    expect(strFromU8(zip['README.txt']!)).toContain('Markdown/\r\n  Each section as plain text');
    const everything = unzipSync(
      new Uint8Array(await (await owner.call(projectDocumentApi.all, { params: { id: project.id } })).arrayBuffer()),
    );
    expect(Object.keys(unzipSync(everything['Seed Money (Sources).zip']!))).toHaveLength(4);
    expect((await sources(other)).status).toBe(404);

    // Resell rights without editing: no sources, in the download of everything neither.
    await save(owner, project.id, { preset: 'rr', rights: PRESET_RIGHTS.rr });
    await generateFilesForSale(ctx, owner, project.id);
    expect((await expectBody(await sources(owner), 404, errorBody)).error.message).toBe(NO_SOURCES);
    const resold = unzipSync(
      new Uint8Array(await (await owner.call(projectDocumentApi.all, { params: { id: project.id } })).arrayBuffer()),
    );
    expect(Object.keys(resold)).toContain('Seed Money (License).pdf');
    expect(Object.keys(resold)).not.toContain('Seed Money (Sources).zip');
  });

  it("has a licensed product's License Terms, written for it offline, state its license's rights and no others", async () => {
    const project = await typed('Resell Basics', 'ebook');
    await save(owner, project.id, { preset: 'rr', rights: PRESET_RIGHTS.rr });
    const res = await owner.call(generateApi.content, {
      body: { title: 'Resell Basics', sectionName: 'License Terms', contentType: 'howto', projectId: project.id },
    });
    const { text } = await readContentStream(res);
    expect(text).toContain('is sold with Resell Rights (RR).');
    const between = (from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to));
    const may = between('## What you may do', '## What you may not do');
    const mayNot = between('## What you may not do', '## Attribution and responsibility');
    expect(may).toContain('- Sell it.');
    expect(may).not.toContain('Edit it');
    expect(mayNot).toContain('- Edit it, and change its title and cover.');
    expect(mayNot).toContain('- Put your own name on it as its author.');
    expect(text).toContain('Keep the author’s name on it');
    // Editing is not given: no advice on making the content one's own.
    expect(text).not.toContain('Making the content your own');
  });

  it('marks License Terms out of date once the license says otherwise than they do, and current when it agrees again', async () => {
    const project = await typed('Resell Kitchens', 'ebook');
    const rr: ProductLicense = { preset: 'rr', rights: PRESET_RIGHTS.rr };
    await save(owner, project.id, rr);
    const res = await owner.call(generateApi.content, {
      body: { title: 'Resell Kitchens', sectionName: 'License Terms', contentType: 'howto', projectId: project.id },
    });
    const { text } = await readContentStream(res);
    const terms = await owner.post('/api/content', {
      sectionName: 'License Terms',
      content: text,
      contentType: 'howto',
    });
    expect(terms.status).toBe(201);
    const { id } = (await terms.json()) as { id: string };
    const sections = (await detail(project.id)).sections.map((section) => section.id);
    await owner.call(projectApi.replaceSections, {
      params: { id: project.id },
      body: { contentIds: [...sections, id] },
    });
    const outOfDate = async () => (await detail(project.id)).licenseTermsOutOfDate;

    expect(await outOfDate()).toEqual([]);
    await save(owner, project.id, PLR);
    expect(await outOfDate()).toEqual([id]);
    await save(owner, project.id, rr);
    expect(await outOfDate()).toEqual([]);
    // The same license with one right given since: the terms still refuse it.
    await save(owner, project.id, { preset: 'rr', rights: { ...PRESET_RIGHTS.rr, translate: true } });
    expect(await outOfDate()).toEqual([id]);
    // Sold with no license, the terms are not measured against one.
    await save(owner, project.id, { preset: 'none' });
    expect(await outOfDate()).toEqual([]);
  });
});
