import { bookNamesOf } from '../services/book-model/listing-bases.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createListing, createProject } from '../../../tests/factories/index.js';
import { documentsStatusOf, generateFilesForSale, shortBookProject } from '../../../tests/support/document-projects.js';
import { epubcheck } from '../../../tests/support/document-tools.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { printEdition } from '../../shared/schemas/print-edition.js';
import { projectDetail, projectSummaryPage } from '../../shared/schemas/project.js';
import { DISCLOSURE_KINDS } from '../../shared/schemas/ai-disclosure.js';
import { listing as listingSchema } from '../../shared/schemas/listing.js';
import { pdfPageTexts, readPdf } from '../services/render/read-back/read-pdf.js';
import { zipEntryNames, zipEntryText } from '../services/render/read-back/read-zip.js';
import { listingOf, findListingRow } from '../services/book-model/read-listing.js';
import { readBookPlan } from '../services/book-model/read-book-plan.js';
import { markFilesStaleWhenListingPrintsDifferently } from '../services/listings/mark-files-stale-when-listing-prints-differently.js';
import { projectPrintApi } from '../../shared/api/project-print.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectListingApi } from '../../shared/api/project-listing.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/**
 * A description in KDP's markup whose text a creator typed as markup and Typst: '<script>' typed (so escaped in
 * the HTML), Typst's `#`, `$`, `*`, `\`, `@`, `[`…`]`, and a real script tag no store accepts.
 */
const DESCRIPTION =
  '<h4>Bread at home</h4><p>Flour &amp; water &lt;script&gt;alert(1)&lt;/script&gt; #set text(red) $x^2$ *bold* ' +
  '\\ @ref [link] <b>sourdough</b></p><ul><li>Fifty loaves</li><li>One starter</li></ul><script>alert(2)</script>';
/** What the files carry of it: plain text, every character the creator typed as typed. */
const DESCRIPTION_TEXT =
  'Bread at home\n\nFlour & water <script>alert(1)</script> #set text(red) $x^2$ *bold* \\ @ref [link] sourdough' +
  '\n\n• Fifty loaves\n• One starter\n\nalert(2)';
const BLURB = 'Bake with <script>alert(3)</script> #strong[loud] $y$ *soft* \\ and a starter, every single week.';

/** The text of one XML element of a file, its character references read. */
function elementText(xml: string, element: string): string {
  const found = new RegExp(`<${element}[^>]*>([^<]*)</${element}>`).exec(xml);
  expect(found, `${element} in ${xml.slice(0, 200)}`).not.toBeNull();
  return found![1]!.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, name: string) =>
    name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[name]!,
  );
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the listing in the files', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real' });
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(() => ctx.close());

  const bytesOf = async (url: string) => {
    const answer = await owner.get(url);
    expect(answer.status, url).toBe(200);
    return new Uint8Array(await answer.arrayBuffer());
  };

  /** A one-section book with a print edition padded to 24 pages, so its files include the wrap cover. */
  async function paperbackProject() {
    const project = await shortBookProject(ctx, owner);
    const print = { trim: '5.5x8.5', paper: 'cream', bleed: true, notesPages: true };
    await expectBody(
      await owner.call(projectPrintApi.save, { params: { id: project.id }, body: print }),
      200,
      printEdition,
    );
    return project;
  }

  /** The four files of the copy for sale, read back: each file's metadata description and the wrap cover's text. */
  async function readFiles(id: string) {
    const detail = await expectBody(await owner.call(projectApi.read, { params: { id } }), 200, projectDetail);
    const pdf = await bytesOf(detail.pdfUrl!);
    const docx = await bytesOf(detail.docxUrl!);
    const epub = await bytesOf(detail.epubUrl!);
    const coreXml = zipEntryText(docx, 'docProps/core.xml')!;
    const opf = zipEntryText(epub, 'OEBPS/content.opf')!;
    return {
      epub,
      coreXml,
      opf,
      pdfSubject: readPdf(pdf).subject,
      docxDescription: elementText(coreXml, 'dc:description'),
      docxSubject: elementText(coreXml, 'dc:subject'),
      epubDescription: elementText(opf, 'dc:description'),
      back: flat(pdfPageTexts(await bytesOf(`/api/projects/${id}/documents/wrap-cover`))[0]!),
      zip: await bytesOf(`/api/projects/${id}/documents/zip`),
    };
  }

  it("carries the listing's description in every file's metadata and its blurb on the wrap cover's back, literally, and packs the listing in the ZIP", async () => {
    const project = await paperbackProject();
    await generateFilesForSale(ctx, owner, project.id);
    const before = await readFiles(project.id);
    const planDescription = 'Sourdough at Home.';
    expect(before).toMatchObject({
      pdfSubject: planDescription,
      docxDescription: planDescription,
      epubDescription: planDescription,
    });
    expect(before.back).toContain(planDescription);
    expect(zipEntryNames(before.zip)).not.toContain('listing.md');
    expect(zipEntryText(before.zip, 'README.txt')).not.toContain('listing');

    const listing = {
      description: DESCRIPTION,
      blurb: BLURB,
      keywords: ['wild yeast bread', 'sourdough *starter*'],
      categories: ['Cooking › Baking › Bread'],
      authorBio: 'Dana Levi bakes in Haifa.',
      etsyTitle: 'Sourdough Guide Printable',
      etsyTags: ['sourdough', 'bread gift'],
      summary: 'Fifty loaves from one starter.',
      sources: { description: 'creator', blurb: 'offline', keywords: 'provider' } as const,
    };
    await ctx.db.transaction().execute(async (trx) => {
      await createListing(trx, { userId: owner.userId, projectId: project.id, ...listing });
      const { plan } = await readBookPlan(trx, owner.userId, project.id);
      await markFilesStaleWhenListingPrintsDifferently(trx, owner.userId, project.id, plan, bookNamesOf(plan), {
        before: listingOf(undefined),
        after: listingOf(await findListingRow(trx, owner.userId, project.id)),
      });
    });
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');
    await generateFilesForSale(ctx, owner, project.id);
    const files = await readFiles(project.id);

    expect(files).toMatchObject({
      pdfSubject: DESCRIPTION_TEXT,
      docxDescription: DESCRIPTION_TEXT,
      docxSubject: DESCRIPTION_TEXT,
      epubDescription: DESCRIPTION_TEXT,
    });
    for (const xml of [files.coreXml, files.opf]) expect(xml).not.toMatch(/<script|<b>|<h4/);
    expect(epubcheck(files.epub)).toContain('No errors or warnings detected');
    expect(files.back).toContain(flat(BLURB));
    expect(files.back).not.toContain('Bread at home');

    expect(zipEntryNames(files.zip)).toEqual(expect.arrayContaining(['listing.md', 'listing.json', 'README.txt']));
    const readme = zipEntryText(files.zip, 'README.txt')!;
    expect(readme).toContain('listing.md\r\n  The listing, to copy into each store');
    expect(readme).toContain('listing.json\r\n  The same listing as data');
    const markdown = zipEntryText(files.zip, 'listing.md')!;
    expect(markdown).toContain('# Sourdough at Home: the listing');
    expect(markdown).toContain(
      '## Description (Amazon KDP, Gumroad, Payhip)\n\nBread at home\n\nFlour & water \\<script\\>alert(1)\\</script\\> ' +
        '#set text(red) $x^2$ \\*bold\\* \\\\ @ref \\[link\\] sourdough\n\n• Fifty loaves\n• One starter\n\nalert(2)\n',
    );
    expect(markdown).toContain('## Back-cover blurb — Draft\n\nBake with \\<script\\>alert(3)\\</script\\>');
    expect(markdown).toContain('## Keywords (Amazon KDP)\n\n- wild yeast bread\n- sourdough \\*starter\\*\n');
    expect(markdown).toContain('## Etsy title\n\nSourdough Guide Printable\n');
    expect(markdown).toContain('## Etsy tags\n\n- sourdough\n- bread gift\n');
    expect(markdown).toContain('## Summary (Gumroad, Payhip)\n\nFifty loaves from one starter.\n');
    expect(markdown).not.toContain('## Description (Amazon KDP, Gumroad, Payhip) — Draft');
    expect(markdown).toContain('Fields marked Draft were drafted by the built-in writer');
    expect(markdown).toContain('## AI-generated content (Amazon KDP)\n\n- Texts: ');
    expect(markdown).toContain('- Translations: None. Infoforge made no translation of this book.');
    const json = listingSchema
      .pick({ fields: true, sources: true, outOfDate: true })
      .extend({
        aiGenerated: z.record(
          z.enum(DISCLOSURE_KINDS),
          z.object({ answer: z.string(), wording: z.string(), tools: z.array(z.string()) }),
        ),
      })
      .strict()
      .parse(JSON.parse(zipEntryText(files.zip, 'listing.json')!));
    expect(json).toEqual({
      fields: {
        description: DESCRIPTION,
        blurb: BLURB,
        keywords: listing.keywords,
        categories: listing.categories,
        authorBio: listing.authorBio,
        etsyTitle: listing.etsyTitle,
        etsyTags: listing.etsyTags,
        summary: listing.summary,
      },
      sources: listing.sources,
      outOfDate: [],
      aiGenerated: expect.objectContaining({ translations: { answer: 'none', wording: 'None', tools: [] } }),
    });
  }, 300_000);

  it('makes the files out of date only when the listing changes what they print', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    const completed = () =>
      ctx.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', project.id).execute();
    const empty = listingOf(undefined).fields;
    const { plan } = await readBookPlan(ctx.db, owner.userId, project.id);
    const recordOf = (fields: typeof empty | null) => ({ ...listingOf(undefined), fields: fields ?? empty });
    const mark = (before: typeof empty | null, after: typeof empty) =>
      markFilesStaleWhenListingPrintsDifferently(ctx.db, owner.userId, project.id, plan, bookNamesOf(plan), {
        before: recordOf(before),
        after: recordOf(after),
      });

    // Fields no file prints, an empty description, and a blurb while no print edition is set up change nothing.
    await mark(null, { ...empty, keywords: ['bread'], etsyTitle: 'Bread', summary: 'Bread.' });
    await mark(empty, { ...empty, description: '<p> </p>', blurb: 'Bake every week.' });
    expect(await documentsStatusOf(ctx, project.id)).toBe('completed');
    // The same text in other markup prints the same.
    await mark({ ...empty, description: '<p>Bread &amp; salt</p>' }, { ...empty, description: 'Bread & salt' });
    expect(await documentsStatusOf(ctx, project.id)).toBe('completed');

    await mark(empty, { ...empty, description: '<p>Bread</p>' });
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');

    await completed();
    await expectBody(
      await owner.call(projectPrintApi.save, {
        params: { id: project.id },
        body: { trim: '6x9', paper: 'white', bleed: false },
      }),
      200,
      printEdition,
    );
    await completed();
    await mark(empty, { ...empty, blurb: 'Bake every week.' });
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');

    // Saving the listing through its route marks them the same way.
    await completed();
    const saved = await owner.call(projectListingApi.save, {
      params: { id: project.id },
      body: { description: '<p>Rye &amp; salt</p>' },
    });
    expect(saved.status).toBe(200);
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');

    const stranger = await ctx.signUp();
    await expect(
      markFilesStaleWhenListingPrintsDifferently(ctx.db, stranger.userId, project.id, plan, bookNamesOf(plan), {
        before: recordOf(null),
        after: recordOf(empty),
      }),
    ).rejects.toThrow('Project not found');
  });

  it("finds a project by the keywords and Etsy title its listing is saved with, in its owner's search only, and keeps them past a rename", async () => {
    const baker = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: baker.userId, title: 'Crumb Notes' });
    const saved = await baker.call(projectListingApi.save, {
      params: { id: project.id },
      body: {
        keywords: ['Levain Baking', 'rye'],
        etsyTitle: 'Printable Loaf Planner for Home Bakers',
      },
    });
    expect(saved.status).toBe(200);
    const found = async (who: Owner, search: string) =>
      (await expectBody(await who.call(projectApi.list, { query: { search } }), 200, projectSummaryPage)).items.map(
        (item) => item.title,
      );

    expect(await found(baker, 'levain')).toEqual(['Crumb Notes']);
    expect(await found(baker, 'LOAF PLANNER')).toEqual(['Crumb Notes']);
    expect(await found(baker, 'crumb')).toEqual(['Crumb Notes']);
    // Each part is its own line: a search never runs from the name into a keyword.
    expect(await found(baker, 'notes levain')).toEqual([]);
    expect(await found(owner, 'levain')).toEqual([]);

    await expectBody(
      await baker.call(projectApi.update, { params: { id: project.id }, body: { title: 'Rye Days' } }),
      200,
      projectDetail,
    );
    expect(await found(baker, 'loaf planner')).toEqual(['Rye Days']);
    expect(await found(baker, 'crumb')).toEqual([]);
  });
});
