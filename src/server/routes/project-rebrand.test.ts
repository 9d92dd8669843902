import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathWith } from '../../shared/api/endpoint.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectListingApi } from '../../shared/api/project-listing.js';
import { projectRebrandApi } from '../../shared/api/project-rebrand.js';
import { generateApi } from '../../shared/api/generate.js';
import { bookPlanResponse } from '../../shared/schemas/book-plan.js';
import { generateCoverImageResult } from '../../shared/schemas/cover.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { errorBody } from '../../shared/schemas/error.js';
import { listing } from '../../shared/schemas/listing.js';
import { brandNow, rebrandOutcome, type RebrandRequestBody } from '../../shared/schemas/rebrand.js';
import { createContent, createListing, createProject } from '../../../tests/factories/index.js';
import { documentsStatusOf, generateFilesForSale } from '../../../tests/support/document-projects.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const INTRO = [
  'Welcome from Ana Núñez. Get the planner at https://old-kitchen.com/planner and more at old-kitchen.com.',
  '',
  'Write to [Ana](mailto:ana@old-kitchen.com). Anabel and old-kitchen.com.au are someone else.',
].join('\n');
const CHAPTER = 'Stock the pantry. Ana Núñez keeps rice at https://old-kitchen.com.';

const REBRAND: RebrandRequestBody = {
  name: { from: 'Ana Núñez', to: 'Pia Label' },
  links: [
    { from: 'https://old-kitchen.com', to: 'https://pia.io' },
    { from: 'mailto:ana@old-kitchen.com', to: 'mailto:hi@pia.io' },
  ],
};

/**
 * Rebrand through its routes (docs/decisions/0080-rebrand.md): what the product prints, the preview that saves nothing,
 * and the rebrand of the plan, every section and the listing in one step, to its owner alone. The files rebranded are
 * the subject of routes/project-rebrand.slow.test.ts.
 */
describe('a rebrand of a product', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Ana Núñez' });
  });
  afterAll(() => ctx.close());

  const post = (client: Owner, path: string, id: string, body: unknown) => client.post(pathWith(path, { id }), body);

  /** A product by Ana Núñez with her site in its plan, two sections and its listing. */
  async function product(title: string) {
    const project = await createProject(ctx.db, { userId: owner.userId, title });
    const saved = await owner.call(projectApi.savePlan, {
      params: { id: project.id },
      body: {
        title,
        subtitle: 'By Ana Núñez',
        authorName: 'Ana Núñez',
        isbn: '',
        description: 'A pantry plan from old-kitchen.com.',
        chapters: [{ title: 'Stocking the Pantry', goal: 'Shop once with Ana Núñez’s list.' }],
      },
    });
    expect(saved.status).toBe(200);
    const sections = [
      await createContent(ctx.db, { userId: owner.userId, sectionName: 'Introduction', content: INTRO }),
      await createContent(ctx.db, {
        userId: owner.userId,
        sectionName: 'Chapter 1: Stocking the Pantry',
        content: CHAPTER,
      }),
    ];
    await ctx.db
      .insertInto('project_content_sections')
      .values(
        sections.map((section, index) => ({
          id: randomUUID(),
          project_id: project.id,
          content_id: section.id,
          order_index: index,
        })),
      )
      .execute();
    await createListing(ctx.db, {
      userId: owner.userId,
      projectId: project.id,
      authorBio: 'Ana Núñez cooks at old-kitchen.com.',
      keywords: ['pantry plan', 'ana núñez recipes'],
    });
    return { project, sections };
  }

  const sectionText = async (id: string) =>
    (await ctx.db.selectFrom('generated_content').select('content').where('id', '=', id).executeTakeFirstOrThrow())
      .content;

  it('finds the name and links the product prints, and previews each change without saving one', async () => {
    const { project, sections } = await product('Pantry Basics');
    const brand = await expectBody(
      await owner.call(projectRebrandApi.read, { params: { id: project.id } }),
      200,
      brandNow,
    );
    expect(brand).toEqual({
      authorName: 'Ana Núñez',
      links: [
        { url: 'https://old-kitchen.com', count: 1 },
        { url: 'https://old-kitchen.com/planner', count: 1 },
        { url: 'mailto:ana@old-kitchen.com', count: 1 },
      ],
      colorScheme: null,
    });

    const preview = await expectBody(
      await post(owner, projectRebrandApi.preview.path, project.id, REBRAND),
      200,
      rebrandOutcome,
    );
    expect(preview.changes.map(({ place, replaced }) => [place, replaced])).toEqual([
      ['Book details: Subtitle', 1],
      ['Book details: Author', 1],
      ['Book details: Description', 1],
      ['Plan: Chapter 1, Stocking the Pantry', 1],
      ['Section: Introduction', 4],
      ['Section: Chapter 1: Stocking the Pantry', 2],
      ['Listing: Author bio', 2],
    ]);
    expect(preview.replaced).toBe(12);
    expect(preview.changes[4]).toMatchObject({
      before: 'Welcome from Ana Núñez. Get the planner at https://old-kitchen…',
      after: 'Welcome from Pia Label. Get the planner at https://pia.io/plan…',
    });
    expect(await sectionText(sections[0]!.id)).toBe(INTRO);
  });

  it('replaces the name and links in the plan, every section and the listing, nothing else, and the files go out of date', async () => {
    const { project, sections } = await product('Pantry Plus');
    await generateFilesForSale(ctx, owner, project.id);
    const done = await expectBody(
      await post(owner, projectRebrandApi.apply.path, project.id, REBRAND),
      200,
      rebrandOutcome,
    );
    expect(done.replaced).toBe(12);

    expect(await sectionText(sections[0]!.id)).toBe(
      [
        'Welcome from Pia Label. Get the planner at https://pia.io/planner and more at pia.io.',
        '',
        'Write to [Ana](mailto:hi@pia.io). Anabel and old-kitchen.com.au are someone else.',
      ].join('\n'),
    );
    expect(await sectionText(sections[1]!.id)).toBe('Stock the pantry. Pia Label keeps rice at https://pia.io.');
    const { plan } = await expectBody(
      await owner.call(projectApi.readPlan, { params: { id: project.id } }),
      200,
      bookPlanResponse,
    );
    expect(plan).toMatchObject({
      title: 'Pantry Plus',
      subtitle: 'By Pia Label',
      authorName: 'Pia Label',
      description: 'A pantry plan from pia.io.',
      chapters: [{ title: 'Stocking the Pantry', goal: 'Shop once with Pia Label’s list.' }],
    });
    const { fields, sources } = await expectBody(
      await owner.call(projectListingApi.read, { params: { id: project.id } }),
      200,
      listing,
    );
    expect(fields.authorBio).toBe('Pia Label cooks at pia.io.');
    // A keyword in other letter case is not the name: a rebrand replaces the name as written.
    expect(fields.keywords).toEqual(['pantry plan', 'ana núñez recipes']);
    expect(sources.authorBio).toBe('creator');
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');

    // Nothing left to replace: a second rebrand changes nothing.
    const again = await expectBody(
      await post(owner, projectRebrandApi.preview.path, project.id, REBRAND),
      200,
      rebrandOutcome,
    );
    expect(again).toEqual({ changes: [], replaced: 0, cover: null });
  });

  it('refuses a link a reader could not follow, a name too long for the plan, and another user, changing nothing', async () => {
    const { project, sections } = await product('Pantry Refused');
    const other = await ctx.signUp();
    for (const [body, message] of [
      [{ links: [{ from: 'https://old-kitchen.com', to: 'javascript:alert(1)' }] }, 'A link starts with https://'],
      [{ name: { from: 'Ana Núñez', to: 'Ana Núñez' } }, 'The new name is the one it has'],
      [{}, 'Enter a new name, a new link or new cover colours'],
      [{ name: { from: '.', to: 'Pia Label' } }, 'The name to replace has letters or digits'],
      [
        { name: { from: 'Ana Núñez', to: 'P'.repeat(200) } },
        'Rebranded, the plan would not save: Subtitle must be at most',
      ],
    ] as const) {
      const refused = await expectBody(
        await post(owner, projectRebrandApi.apply.path, project.id, body),
        400,
        errorBody,
      );
      expect(JSON.stringify(refused.error), JSON.stringify(body)).toContain(message);
    }
    for (const path of [projectRebrandApi.apply.path, projectRebrandApi.preview.path])
      expect((await post(other, path, project.id, REBRAND)).status).toBe(404);
    expect((await other.call(projectRebrandApi.read, { params: { id: project.id } })).status).toBe(404);
    expect(await sectionText(sections[0]!.id)).toBe(INTRO);
    const { plan } = await expectBody(
      await owner.call(projectApi.readPlan, { params: { id: project.id } }),
      200,
      bookPlanResponse,
    );
    expect(plan.authorName).toBe('Ana Núñez');
  });

  it('draws the cover again with the new name and colours, so it agrees with the plan', async () => {
    const { project } = await product('Pantry Cover');
    const drawn = {
      title: 'Pantry Cover',
      authorName: 'Ana Núñez',
      style: 'bold',
      colorScheme: 'teal and coral',
    } as const;
    const generated = await owner.call(generateApi.coverImage, { body: drawn });
    const { imageUrl } = await expectBody(generated, 200, generateCoverImageResult);
    const saved = await owner.post('/api/covers', {
      imageUrl,
      style: drawn.style,
      projectId: project.id,
      generationInput: drawn,
    });
    expect(saved.status).toBe(201);
    const brand = await expectBody(
      await owner.call(projectRebrandApi.read, { params: { id: project.id } }),
      200,
      brandNow,
    );
    expect(brand.colorScheme).toBe('teal and coral');

    const request = { name: { from: 'Ana Núñez', to: 'Pia Label' }, colorScheme: 'forest green and cream' };
    const preview = await expectBody(
      await post(owner, projectRebrandApi.preview.path, project.id, request),
      200,
      rebrandOutcome,
    );
    expect(preview.cover).toEqual({ authorName: 'Pia Label', colorScheme: 'forest green and cream' });
    await expectBody(await post(owner, projectRebrandApi.apply.path, project.id, request), 200, rebrandOutcome);
    const after = await expectBody(
      await owner.call(projectApi.read, { params: { id: project.id } }),
      200,
      projectDetail,
    );
    expect(after.cover?.generationInput).toMatchObject({
      authorName: 'Pia Label',
      colorScheme: 'forest green and cream',
    });
    expect(after.cover?.imageUrl).not.toBe(imageUrl);
    expect(after.coverDifferences).toEqual([]);

    // Colours alone: the cover again, the text untouched.
    const colours = await expectBody(
      await post(owner, projectRebrandApi.preview.path, project.id, { colorScheme: '#1f3a5f and #f4b400' }),
      200,
      rebrandOutcome,
    );
    expect(colours).toEqual({
      changes: [],
      replaced: 0,
      cover: { authorName: 'Pia Label', colorScheme: '#1f3a5f and #f4b400' },
    });
  });
});
