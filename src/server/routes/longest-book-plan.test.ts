import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createContent, createIdea, createNiche, createProject, createTitle } from '../../../tests/factories/index.js';
import { waitForBook } from '../../../tests/support/book-runs.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { ALL_ENDPOINTS } from '../../shared/api/all-endpoints.js';
import { contentSectionApi } from '../../shared/api/content-sections.js';
import { coverImageApi } from '../../shared/api/cover-images.js';
import { pathWith } from '../../shared/api/endpoint.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { PRODUCT_TYPE_VALUES, type ProductType } from '../../shared/catalog.js';
import { BOOK_PLAN_LIMITS, LIMITS } from '../../shared/limits.js';
import type { BookPlanBody } from '../../shared/schemas/book-plan.js';
import { bookRunStarted } from '../../shared/schemas/book-run.js';
import { generateCoverImageResult, savedCover } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { now, writeJson } from '../db/codec.js';
import { planBookParts } from '../services/products/book/book-parts.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectCoverApi } from '../../shared/api/project-cover.js';
import { projectPrintApi } from '../../shared/api/project-print.js';
import { productKindOf } from '../../shared/product-kind.js';
import { buildTemplateSpec } from '../ai/offline/build-template-spec.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;
/** The ids of one saved item of each kind besides the sections, and the file of the cover's image. */
type SavedItems = Record<'niches' | 'ideas' | 'titles' | 'covers' | 'coverFile', string>;

const fileOf = (imageUrl: string) => imageUrl.slice(imageUrl.lastIndexOf('/') + 1);

/** Words up to exactly `length` characters, opening with `lead` so that texts of one plan differ. */
const textOf = (lead: string, length: number) =>
  `${lead} ${'slow mornings for busy parents '.repeat(Math.ceil(length / 20))}`.slice(0, length - 1).concat('s');

/**
 * The longest plan a creator can save: every field at its limit (the subtitle at its own, the title at what is left
 * of the two together), as many chapters as a plan may hold.
 */
const LONGEST_PLAN: BookPlanBody = {
  title: textOf('Book', BOOK_PLAN_LIMITS.titleWithSubtitle - ': '.length - BOOK_PLAN_LIMITS.subtitle),
  subtitle: textOf('A plan', BOOK_PLAN_LIMITS.subtitle),
  authorName: textOf('Ana', BOOK_PLAN_LIMITS.authorName),
  isbn: '978-0-306-40615-7',
  chapters: Array.from({ length: BOOK_PLAN_LIMITS.chapters }, (_, index) => ({
    title: textOf(`Routine ${index + 1}`, BOOK_PLAN_LIMITS.chapterTitle),
    goal: textOf(`Finish step ${index + 1}`, BOOK_PLAN_LIMITS.chapterGoal),
  })),
  description: `${textOf('For parents', 1_999)}\n\n${textOf('Each chapter', 1_999)}`,
};

/** How long the longest book's files may take to make, a few hundred pages each, on a busy machine. */
const FILES_MS = 300_000;

describe.each(DIALECTS)('the longest book plan, read back by every screen (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect, {
      generationLimit: { calls: 1_000, windowMs: 60_000 },
      runLimitMs: FILES_MS,
    });
    await ctx.jobs.start();
  });
  afterEach(() => ctx.close());

  async function projectOf(owner: Owner, productType: ProductType) {
    const project = await createProject(ctx.db, { userId: owner.userId, title: `A ${productType}` });
    await ctx.db.updateTable('projects').set({ product_type: productType }).where('id', '=', project.id).execute();
    return project;
  }

  /** One saved item of each kind for the owner, so that every read by id has an item to read. */
  async function savedItemsOf(owner: Owner, cover: { id: string; imageUrl: string }): Promise<SavedItems> {
    const userId = owner.userId;
    const [niche, idea, title] = await Promise.all([
      createNiche(ctx.db, { userId }),
      createIdea(ctx.db, { userId }),
      createTitle(ctx.db, { userId }),
    ]);
    return { niches: niche.id, ideas: idea.id, titles: title.id, covers: cover.id, coverFile: fileOf(cover.imageUrl) };
  }

  /** A cover drawn and saved the way the designer does it, as the project's when one is named. */
  async function drawCover(owner: Owner, projectId?: string) {
    const drawn = { title: 'Slow Mornings', authorName: 'Ana', style: 'modern' } as const;
    const generated = await owner.call(generateApi.coverImage, { body: drawn });
    const { imageUrl } = await expectBody(generated, 200, generateCoverImageResult);
    const saved = await owner.call(savedItemApi.covers.create, {
      body: { imageUrl, style: drawn.style, projectId, generationInput: drawn },
    });
    return expectBody(saved, 201, savedCover);
  }

  /**
   * Every GET of the API table (its admin's aside) for the project and its sections, each answering 200 with the
   * body its schema declares; the files only with `files` (made, set up and drawn), else a file read is not asked.
   * Returns what the project page, the plan and the book panel read, and the content lists.
   */
  async function readEveryScreen(owner: Owner, projectId: string, items: SavedItems, { files = false } = {}) {
    const detail = await expectBody(
      await owner.get(pathWith(projectApi.read.path, { id: projectId })),
      200,
      projectApi.read.responses[200].json,
    );
    const ids: Record<string, readonly string[]> = {
      '/api/projects/': [projectId],
      '/api/content/': detail.sections.map((section) => section.id),
      '/api/niches/': [items.niches],
      '/api/ideas/': [items.ideas],
      '/api/titles/': [items.titles],
      '/api/covers/': [items.covers],
    };
    // A parameter no entry fills fails the read (pathWith names it): a new endpoint is read here once it is given one.
    const paramsOf = (path: string): Record<string, string>[] => {
      if (path === coverImageApi.read.path) return [{ file: items.coverFile }];
      const prefix = Object.keys(ids).find((start) => path.startsWith(start) && path.includes(':'));
      return prefix ? ids[prefix]!.map((id) => ({ id })) : [{}];
    };
    const bodies = new Map<string, unknown>();
    const reads = ALL_ENDPOINTS.filter(
      (endpoint) => endpoint.method === 'GET' && !endpoint.path.startsWith('/api/admin/'),
    );
    for (const endpoint of reads) {
      const answer = endpoint.responses[200]!;
      if ('file' in answer && !files) continue;
      // A course and its kit: a book has neither (404); project-course-kit.test.ts reads a course's.
      if (/\/course(-kit\/|$)/.test(endpoint.path)) continue;
      // A template pack's templates: a book has none (404); project-template-pack.test.ts reads a pack's.
      if (/\/templates(\/|$)/.test(endpoint.path)) continue;
      // A workbook's fillable PDF, answer key and teacher's edition, and a licensed product's license file and
      // sources: an ebook sold with no license has none (404); project-fillable-pdf.test.ts,
      // project-answer-key.test.ts and project-license.test.ts read them.
      const companionFiles = [
        projectDocumentApi.fillablePdf,
        projectDocumentApi.answerKeyPdf,
        projectDocumentApi.teachersEditionPdf,
        projectDocumentApi.licensePdf,
        projectDocumentApi.sources,
      ];
      if (companionFiles.some((file) => file === endpoint)) continue;
      for (const params of paramsOf(endpoint.path)) {
        const query = endpoint.query?.safeParse({ limit: '100' }).success ? '?limit=100' : '';
        const res = await owner.get(`${pathWith(endpoint.path, params)}${query}`);
        if ('json' in answer) {
          bodies.set(endpoint.path, await expectBody(res, 200, answer.json));
        } else if ('file' in answer) {
          expect(res.status, `${endpoint.path}: ${await res.clone().text()}`).toBe(200);
          expect([answer.file].flat(), endpoint.path).toContainEqual(res.headers.get('content-type')?.split(';')[0]);
          expect((await res.arrayBuffer()).byteLength, endpoint.path).toBeGreaterThan(0);
        } else {
          throw new Error(`${endpoint.path}: a GET answering neither JSON nor a file`);
        }
      }
    }
    const bodyOf = <Schema extends z.ZodType>(endpoint: { path: string; responses: { 200: { json: Schema } } }) =>
      endpoint.responses[200].json.parse(bodies.get(endpoint.path));
    return {
      detail,
      plan: bodyOf(projectApi.readPlan),
      book: bodyOf(projectBookApi.read),
      content: bodyOf(savedItemApi.content.list),
      stamps: bodyOf(contentSectionApi.list),
    };
  }

  it('writes the longest plan as a book of every product type, each section named within the limit, and every screen reads it', async () => {
    const owner = await ctx.signUp();
    const items = await savedItemsOf(owner, await drawCover(owner));
    for (const productType of PRODUCT_TYPE_VALUES) {
      const project = await projectOf(owner, productType);
      const saved = await owner.call(projectApi.savePlan, { params: { id: project.id }, body: LONGEST_PLAN });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const names = planBookParts(
        { chapters: LONGEST_PLAN.chapters.map((chapter) => ({ title: chapter.title, goal: chapter.goal ?? '' })) },
        productType,
      ).map((part) => part.sectionName);

      if (productType === 'template') {
        // The longest unit ('Template 100: …') is written by the offline book run itself.
        const started = await owner.call(projectBookApi.start, {
          params: { id: project.id },
          body: { contentType: 'howto' },
        });
        expect(await expectBody(started, 202, bookRunStarted)).toMatchObject({ started: true });
        const done = await waitForBook(
          owner,
          project.id,
          (view) => view.run !== null && view.run.status !== 'running',
          60_000,
        );
        expect(done.run).toMatchObject({ status: 'completed', error: null });
      } else {
        // The other types' sections are saved as the run names them, through the same checks a save makes.
        const contentIds: string[] = [];
        for (const sectionName of names) {
          const res = await owner.call(savedItemApi.content.create, {
            body: {
              sectionName,
              content: `# ${sectionName}\n\nOne short paragraph.`,
              contentType: 'markdown',
            },
          });
          expect(res.status, await res.clone().text()).toBe(201);
          contentIds.push(((await res.json()) as { id: string }).id);
        }
        expect(
          (await owner.call(projectApi.replaceSections, { params: { id: project.id }, body: { contentIds } })).status,
        ).toBe(200);
      }

      expect(Math.max(...names.map((name) => name.length))).toBeLessThanOrEqual(LIMITS.name);
      const { detail, plan, book } = await readEveryScreen(owner, project.id, items);
      expect(detail.sections.map((section) => section.sectionName)).toEqual(names);
      const kind = productKindOf(productType);
      const asSaved =
        kind === 'course'
          ? {
              ...LONGEST_PLAN,
              chapters: LONGEST_PLAN.chapters.map((chapter) => ({ ...chapter, lessons: [], quiz: [] })),
              finalAssignment: '',
            }
          : kind === 'templates'
            ? {
                ...LONGEST_PLAN,
                chapters: LONGEST_PLAN.chapters.map((chapter) => ({
                  ...chapter,
                  template: buildTemplateSpec(chapter.title),
                })),
                templatePack: true,
              }
            : LONGEST_PLAN;
      expect(plan).toEqual({ plan: asSaved, saved: true, kind, revision: 1 });
      expect(book.parts.map((part) => part.sectionName)).toEqual(names);
      expect(book.parts.every((part) => part.contentId !== null)).toBe(true);
    }
  }, 240_000);

  it(
    'writes the longest plan as an ebook with a cover, print edition, files and draft copy, and every read of the API answers 200',
    async () => {
      const owner = await ctx.signUp();
      const project = await projectOf(owner, 'ebook');
      const cover = await drawCover(owner, project.id);
      expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: LONGEST_PLAN })).status).toBe(
        200,
      );
      // The cover takes the plan's title and subtitle, all 200 characters of them.
      const redrawn = await owner.call(projectCoverApi.redraw, { params: { id: project.id } });
      expect(redrawn.status, await redrawn.clone().text()).toBe(200);
      const print = await owner.call(projectPrintApi.save, {
        params: { id: project.id },
        body: { trim: '6x9', paper: 'white', bleed: true },
      });
      expect(print.status, await print.clone().text()).toBe(200);

      const started = await owner.call(projectBookApi.start, {
        params: { id: project.id },
        body: { contentType: 'howto' },
      });
      expect(await expectBody(started, 202, bookRunStarted)).toMatchObject({ started: true });
      const done = await waitForBook(owner, project.id, (view) => view.run?.status !== 'running', FILES_MS);
      expect(done.run).toMatchObject({ status: 'completed', error: null });
      const documents = (draft: boolean) => async () => {
        const status = await expectBody(
          await owner.call(projectDocumentApi.status, { params: { id: project.id } }),
          200,
          projectDocumentApi.status.responses[200].json,
        );
        const copy = draft ? status.draftCopy : status;
        return { status: copy.documentsStatus, error: copy.documentsError };
      };
      await expect.poll(documents(false), { timeout: FILES_MS }).toEqual({ status: 'completed', error: null });
      expect(
        (await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft: true } })).status,
      ).toBe(202);
      await expect.poll(documents(true), { timeout: FILES_MS }).toEqual({ status: 'completed', error: null });

      const redrawnCover = await expectBody(
        await owner.call(savedItemApi.covers.read, { params: { id: cover.id } }),
        200,
        savedCover,
      );
      const items = await savedItemsOf(owner, redrawnCover);
      const { detail } = await readEveryScreen(owner, project.id, items, { files: true });
      expect(detail.coverId).toBe(cover.id);
      expect(detail.sections).toHaveLength(BOOK_PLAN_LIMITS.chapters + 2);
    },
    4 * FILES_MS,
  );

  it('a section saved before the limit, its name over the section-name limit, still reads on every screen', async () => {
    const owner = await ctx.signUp();
    const items = await savedItemsOf(owner, await drawCover(owner));
    const project = await projectOf(owner, 'ebook');
    const sectionName = `Chapter 3: ${textOf('Quiet Kitchens', 200)}`;
    const section = await createContent(ctx.db, { userId: owner.userId, sectionName });
    await ctx.db
      .updateTable('generated_content')
      .set({
        project_id: project.id,
        generation_input: writeJson({
          title: 'Slow Mornings',
          sectionName,
          contentType: 'howto',
          productType: 'ebook',
        }),
      })
      .where('id', '=', section.id)
      .execute();
    await ctx.db
      .insertInto('project_content_sections')
      .values({ id: randomUUID(), project_id: project.id, content_id: section.id, order_index: 0 })
      .execute();

    const { detail, content, stamps } = await readEveryScreen(owner, project.id, items);
    // Read as stored; the request it was written from, which a save would refuse now, is not offered to regenerate.
    expect(detail.sections).toMatchObject([{ id: section.id, sectionName, generationInput: null }]);
    expect(content.items).toMatchObject([{ id: section.id, sectionName }]);
    expect(stamps.sections).toMatchObject([{ id: section.id, sectionName }]);
  });

  it('a plan saved before the limit, with a chapter title too long to name its section, is refused before anything is written', async () => {
    const owner = await ctx.signUp();
    const items = await savedItemsOf(owner, await drawCover(owner));
    const project = await projectOf(owner, 'ebook');
    const chapters = [
      { title: 'Why Mornings Feel Hard', goal: '' },
      { title: textOf('Quiet Kitchens', 200), goal: '' },
    ];
    await ctx.db
      .insertInto('book_plans')
      .values({
        project_id: project.id,
        user_id: owner.userId,
        title: 'Slow Mornings',
        subtitle: '',
        author_name: 'Ana Núñez',
        isbn: '',
        chapters: writeJson(chapters),
        created_at: now(),
        updated_at: now(),
      })
      .execute();

    const refused = await expectBody(
      await owner.call(projectBookApi.start, { params: { id: project.id }, body: {} }),
      400,
      errorBody,
    );
    expect(refused.error.message).toBe(
      'The title of chapter 2 is longer than 186 characters. Shorten it in the Book Plan first.',
    );
    expect(await ctx.db.selectFrom('book_runs').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('generated_content').select('id').execute()).toEqual([]);
    // The plan it was saved as still reads, for the creator to shorten.
    const { plan } = await readEveryScreen(owner, project.id, items);
    expect(plan.plan.chapters).toEqual(chapters);
  });
});
