import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import * as mupdf from 'mupdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent, createCover, createProject } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { eventually } from '../../../tests/support/eventually.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import type { BookPlanBody } from '../../shared/schemas/book-plan.js';
import { generateCoverImageResult, savedCover, type GenerateCoverImageBody } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectApi } from '../../shared/api/projects.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectCoverApi } from '../../shared/api/project-cover.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';

const DRAWN: GenerateCoverImageBody = {
  title: 'Inside Budgeting: A Calm Plan',
  authorName: 'Jordan Avery',
  style: 'bold',
  colorScheme: 'teal and coral',
};
const PLAN: BookPlanBody = {
  title: 'Inside Budgeting: A Calm Plan',
  subtitle: '',
  authorName: 'Jordan Avery',
  isbn: '',
  chapters: [{ title: 'Where the Money Goes', goal: '' }],
};

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const imageSize = (bytes: Uint8Array) => {
  const image = new mupdf.Image(bytes);
  try {
    return { width: image.getWidth(), height: image.getHeight() };
  } finally {
    image.destroy();
  }
};
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

describe('cover shapes for listings', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real' });
  });
  afterEach(() => ctx.close());

  /** A project with a book plan, one section, and a cover the app drew for it from a design. */
  async function designedProject(owner: Owner) {
    const project = await createProject(ctx.db, { userId: owner.userId });
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: PLAN })).status).toBe(200);
    const generated = await owner.call(generateApi.coverImage, { body: DRAWN });
    const { imageUrl } = await expectBody(generated, 200, generateCoverImageResult);
    const body = { imageUrl, style: DRAWN.style, projectId: project.id, generationInput: DRAWN };
    await expectBody(await owner.post('/api/covers', body), 201, savedCover);
    const section = await createContent(ctx.db, { userId: owner.userId, sectionName: 'Where the Money Goes' });
    await ctx.db
      .insertInto('project_content_sections')
      .values({ id: randomUUID(), project_id: project.id, content_id: section.id, order_index: 0 })
      .execute();
    return project;
  }

  it('draws the cover at each listing shape as a JPEG named after the book', { timeout: 60_000 }, async () => {
    const owner = await ctx.signUp();
    const project = await designedProject(owner);
    const expected = {
      ebook: { width: 1600, height: 2560, name: 'Inside Budgeting A Calm Plan (Ebook cover).jpg' },
      banner: { width: 1280, height: 720, name: 'Inside Budgeting A Calm Plan (Banner).jpg' },
      square: { width: 1000, height: 1000, name: 'Inside Budgeting A Calm Plan (Square).jpg' },
    };
    for (const [shape, { width, height, name }] of Object.entries(expected)) {
      const response = await owner.get(`/api/projects/${project.id}/cover/${shape}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('content-disposition')).toContain(`filename="${name}"`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(isJpeg(bytes)).toBe(true);
      expect(imageSize(bytes)).toEqual({ width, height });
    }
  });

  it("draws the shape again once the cover is redrawn with the plan's new title", { timeout: 60_000 }, async () => {
    const owner = await ctx.signUp();
    const project = await designedProject(owner);
    const banner = async () => {
      const response = await owner.call(projectCoverApi.banner, { params: { id: project.id } });
      expect(response.status).toBe(200);
      return { bytes: Buffer.from(await response.arrayBuffer()), name: response.headers.get('content-disposition') };
    };
    const first = await banner();
    expect((await banner()).bytes.equals(first.bytes)).toBe(true);
    const renamed = { ...PLAN, title: 'Budgeting on Irregular Income' };
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: renamed })).status).toBe(200);
    expect((await owner.call(projectCoverApi.redraw, { params: { id: project.id } })).status).toBe(200);
    const redrawn = await banner();
    expect(redrawn.bytes.equals(first.bytes)).toBe(false);
    expect(redrawn.name).toContain('filename="Budgeting on Irregular Income (Banner).jpg"');
  });

  it("answers 404 for another user's project, a missing one, one without a cover or a design, 401 signed out", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId });
    const path = (id: string) => `/api/projects/${id}/cover/banner`;
    expect((await expectBody(await owner.get(path(project.id)), 404, errorBody)).error.message).toBe(
      'This project has no cover design to draw at that size.',
    );
    const imageOnly = await createCover(ctx.db, { userId: owner.userId });
    await ctx.db.updateTable('projects').set({ cover_id: imageOnly.id }).where('id', '=', project.id).execute();
    expect((await owner.get(path(project.id))).status).toBe(404);
    const designed = await designedProject(owner);
    expect((await expectBody(await stranger.get(path(designed.id)), 404, errorBody)).error.message).toBe(
      'Project not found',
    );
    expect((await owner.get(path(randomUUID()))).status).toBe(404);
    expect((await owner.get(`/api/projects/${designed.id}/cover/portrait`)).status).toBe(404);
    expect((await ctx.anonymous().get(path(designed.id))).status).toBe(401);
  });

  it('gives the EPUB and the ZIP the ebook-shape cover, a 1600×2560 JPEG', { timeout: 120_000 }, async () => {
    const owner = await ctx.signUp();
    const project = await designedProject(owner);
    await ctx.jobs.start();
    try {
      expect((await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} })).status).toBe(202);
      const settled = await eventually(async () => {
        const row = await ctx.db
          .selectFrom('projects')
          .select('documents_status')
          .where('id', '=', project.id)
          .executeTakeFirstOrThrow();
        return row.documents_status !== 'generating' && row.documents_status;
      }, 90_000);
      expect(settled).toBe('completed');
    } finally {
      await ctx.jobs.stop();
    }
    const epub = await owner.call(projectDocumentApi.epub, { params: { id: project.id } });
    expect(epub.status).toBe(200);
    const files = unzipSync(new Uint8Array(await epub.arrayBuffer()));
    expect(Object.keys(files)).not.toContain('OEBPS/cover.png');
    const cover = files['OEBPS/cover.jpeg']!;
    expect(isJpeg(cover)).toBe(true);
    expect(imageSize(cover)).toEqual({ width: 1600, height: 2560 });
    expect(new TextDecoder().decode(files['OEBPS/content.opf'])).toContain(
      'href="cover.jpeg" media-type="image/jpeg" properties="cover-image"',
    );
    // The download of everything carries the same picture, for the stores' cover fields, and says where it goes.
    const zip = await owner.call(projectDocumentApi.all, { params: { id: project.id } });
    expect(zip.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const name = 'Inside Budgeting A Calm Plan (Ebook cover).jpg';
    expect(Object.keys(entries)).toContain(name);
    expect(entries[name]).toEqual(cover);
    const readme = new TextDecoder().decode(entries['README.txt']);
    expect(readme).toContain(
      `${name}\r\n  Amazon KDP (Kindle eBook): upload it as the eBook cover, 1600 × 2560 pixels.`,
    );
  });
});
