import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { runSettled, startBook, waitForBook } from '../../../tests/support/book-runs.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { readPptx } from '../../../tests/support/read-pptx.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectTemplatePackApi } from '../../shared/api/project-template-pack.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectLicenseApi } from '../../shared/api/project-license.js';
import { pathWith } from '../../shared/api/endpoint.js';
import { PRESET_RIGHTS } from '../../shared/schemas/license.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { bookPlanResponse, type BookPlanBody } from '../../shared/schemas/book-plan.js';
import { errorBody } from '../../shared/schemas/error.js';
import { generateProductIdeasResult, savedIdea } from '../../shared/schemas/idea.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { NOT_A_TEMPLATE_PACK } from '../services/template-pack/make-template-file.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** An XLSX's first sheet as its XML holds it: each cell's formula, and the header row's texts in column order. */
function readSheet(xlsx: Uint8Array) {
  const parts = unzipSync(xlsx);
  const xml = (name: string) => new DOMParser().parseFromString(strFromU8(parts[name]!), 'text/xml');
  const sheet = xml('xl/worksheets/sheet1.xml');
  const strings = Array.from(xml('xl/sharedStrings.xml').getElementsByTagName('si'), (item) => item.textContent);
  const cells = Array.from(sheet.getElementsByTagName('c'));
  const cell = (address: string) => cells.find((each) => each.getAttribute('r') === address);
  return {
    formulaOf: (address: string) => cell(address)?.getElementsByTagName('f')[0]?.textContent,
    header: cells
      .filter((each) => /^[A-Z]+1$/.test(each.getAttribute('r') ?? '') && each.getAttribute('t') === 's')
      .map((each) => strings[Number(each.getElementsByTagName('v')[0]?.textContent)]),
  };
}

describe('a template pack made of its templates', () => {
  let ctx: TestContext;
  let owner: Owner;
  let packId: string;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Ana Núñez' });
    const generated = await expectBody(
      await owner.call(generateApi.productIdeas, {
        body: { productType: 'template', niche: 'Home budgeting for young families' },
      }),
      200,
      generateProductIdeasResult,
    );
    const idea = await expectBody(
      await owner.call(savedItemApi.ideas.create, { body: { ...generated.ideas[0]!, productType: 'template' } }),
      201,
      savedIdea,
    );
    const project = await expectBody(
      await owner.call(projectApi.create, {
        body: { title: 'Family Money Pack', productType: 'template', ideaId: idea.id },
      }),
      201,
      projectDetail,
    );
    packId = project.id;
  });
  afterAll(() => ctx.close());

  const readPlan = async (user: Owner, id = packId) =>
    expectBody(await user.call(projectApi.readPlan, { params: { id } }), 200, bookPlanResponse);
  const download = (user: Owner, number: string, id = packId) =>
    user.call(projectTemplatePackApi.template, { params: { id, number } });

  it('drafts each of the idea’s six templates from its title, writes the pack offline and makes every file', async () => {
    const { plan, kind } = await readPlan(owner);
    expect(kind).toBe('templates');
    expect(plan.chapters).toHaveLength(6);
    for (const template of plan.chapters) expect(template.template?.columns.length).toBeGreaterThan(1);
    const kinds = new Set(plan.chapters.map((template) => template.template?.kind));
    expect(kinds).toEqual(new Set(['spreadsheet', 'printable']));
    const budget = plan.chapters.find((template) => /budget/i.test(template.title));
    expect(budget?.template?.columns.map((column) => column.name)).toEqual([
      'Date',
      'Item',
      'Category',
      'Planned',
      'Spent',
      'Left',
    ]);

    await ctx.jobs.start();
    await startBook(owner, packId);
    const written = await waitForBook(owner, packId, runSettled, 60_000);
    expect(written.run).toMatchObject({ status: 'completed', error: null });

    const zip = await owner.call(projectTemplatePackApi.pack, { params: { id: packId } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toContain('Templates');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(entries).sort();
    // A spreadsheet is one XLSX; a printable page a PDF for Letter and one for A4.
    expect(names).toEqual(
      [
        'README.txt',
        ...plan.chapters.flatMap(({ title, template }, index) =>
          template?.kind === 'spreadsheet'
            ? [`0${index + 1} ${title}.xlsx`]
            : [`0${index + 1} ${title} (A4).pdf`, `0${index + 1} ${title} (Letter).pdf`],
        ),
      ].sort(),
    );
    for (const name of names.filter((each) => each.endsWith('.pdf')))
      expect(strFromU8(entries[name]!.slice(0, 5)), name).toBe('%PDF-');
    const readme = strFromU8(entries['README.txt']!);
    for (const template of plan.chapters) expect(readme).toContain(template.title);
    expect(readme).toContain(
      'Spreadsheet (XLSX). Columns: Date (date), Item, Category (choice), Planned (money), Spent (money), Left (worked out)',
    );
    expect(readme).toContain('PRINTABLE PAGES (PDF)');
    expect(readme).not.toContain('LICENSE');

    const printable = plan.chapters.findIndex(({ template }) => template?.kind === 'printable') + 1;
    const a4 = await owner.call(projectTemplatePackApi.template, {
      params: { id: packId, number: String(printable) },
      query: { paper: 'a4' },
    });
    expect(a4.headers.get('content-type')).toBe('application/pdf');
    expect(a4.headers.get('content-disposition')).toContain(`${plan.chapters[printable - 1]!.title} (A4).pdf`);
    const refused = await owner.call(projectTemplatePackApi.template, {
      params: { id: packId, number: String(printable) },
      query: { paper: 'legal' },
    });
    expect((await expectBody(refused, 400, errorBody)).error.message).toBe('The paper is letter or a4');

    const budgetNumber = plan.chapters.indexOf(budget!) + 1;
    const one = await download(owner, String(budgetNumber));
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(one.headers.get('content-disposition')).toContain(`${budget!.title}.xlsx`);
    const sheet = readSheet(new Uint8Array(await one.arrayBuffer()));
    expect(sheet.header).toEqual(['Date', 'Item', 'Category', 'Planned', 'Spent', 'Left']);
    expect(sheet.formulaOf('F2')).toBe('IF(COUNT(D2,E2)=0,"",IFERROR(N(D2)-N(E2),""))');
    expect(sheet.formulaOf('D52')).toBe('SUM(D2:D51)');

    // The run made the pack's guide; the download of everything carries the templates' ZIP first in its README.
    const everything = await owner.call(projectDocumentApi.all, { params: { id: packId } });
    expect(everything.status).toBe(200);
    const packed = unzipSync(new Uint8Array(await everything.arrayBuffer()));
    const inner = packed['Family Money Pack (Templates).zip'];
    expect(inner && Object.keys(unzipSync(inner)).sort()).toEqual(names);
    expect(strFromU8(packed['README.txt']!)).toMatch(
      /^Family Money Pack: the files of the template pack, and where each goes\r?\n\r?\nFamily Money Pack \(Templates\)\.zip\r?\n {2}The templates themselves/,
    );
  }, 120_000);

  it('makes each template from the plan as saved, and refuses a template that cannot be made, changing nothing', async () => {
    const { plan, revision } = await readPlan(owner);
    const edited: BookPlanBody = {
      ...plan,
      revision,
      chapters: [
        {
          title: 'Savings Goals',
          goal: 'See how far each goal has got.',
          template: {
            kind: 'spreadsheet',
            columns: [
              { name: 'Goal', type: 'text' },
              { name: 'Target', type: 'currency' },
              { name: 'Saved', type: 'currency' },
              { name: 'Still to save', type: 'formula', formula: '{Target} - {Saved}', format: 'currency' },
            ],
            examples: [['Example: a rainy-day fund', '1000', '250', '']],
          },
        },
        ...plan.chapters.slice(1),
      ],
    };
    const saved = await expectBody(
      await owner.call(projectApi.savePlan, { params: { id: packId }, body: edited }),
      200,
      bookPlanResponse,
    );
    expect(saved.plan.chapters[0]?.template?.columns.map((column) => column.name)).toEqual([
      'Goal',
      'Target',
      'Saved',
      'Still to save',
    ]);
    const sheet = readSheet(new Uint8Array(await (await download(owner, '1')).arrayBuffer()));
    expect(sheet.header).toEqual(['Goal', 'Target', 'Saved', 'Still to save']);
    expect(sheet.formulaOf('D2')).toBe('IF(COUNT(B2,C2)=0,"",IFERROR(N(B2)-N(C2),""))');

    // The same template made as a Notion page: its database holds the example with its formula worked out.
    const asNotion = structuredClone(edited);
    asNotion.chapters[0]!.template!.kind = 'notion';
    await expectBody(
      await owner.call(projectApi.savePlan, {
        params: { id: packId },
        body: { ...asNotion, revision: saved.revision },
      }),
      200,
      bookPlanResponse,
    );
    const notion = await download(owner, '1');
    expect(notion.headers.get('content-disposition')).toContain('Savings Goals (Notion).zip');
    const imported = unzipSync(new Uint8Array(await notion.arrayBuffer()));
    expect(strFromU8(imported['Savings Goals/Savings Goals database.csv']!)).toBe(
      'Goal,Target,Saved,Still to save\r\nExample: a rainy-day fund,1000,250,750.00\r\n',
    );

    // And as a slide deck: a cover, the example as a slide, three slides of the layout to fill in.
    const asSlides = structuredClone(edited);
    asSlides.chapters[0]!.template!.kind = 'slides';
    await expectBody(
      await owner.call(projectApi.savePlan, {
        params: { id: packId },
        body: { ...asSlides, revision: saved.revision + 1 },
      }),
      200,
      bookPlanResponse,
    );
    const deck = await download(owner, '1');
    expect(deck.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(deck.headers.get('content-disposition')).toContain('filename="Savings Goals.pptx"');
    const slides = readPptx(new Uint8Array(await deck.arrayBuffer()));
    expect(slides).toHaveLength(5);
    expect(slides[1]!.texts).toEqual([
      'Example: a rainy-day fund',
      'Target: 1000',
      'Saved: 250',
      'Still to save: work out Target - Saved',
      'EXAMPLE',
    ]);

    const refusals: [string, NonNullable<BookPlanBody['chapters'][number]['template']>, string][] = [
      [
        'a formula over a text column',
        {
          kind: 'spreadsheet',
          columns: [
            { name: 'Goal', type: 'text' },
            { name: 'Twice', type: 'formula', formula: '{Goal} * 2' },
          ],
        },
        '“Twice” uses {Goal}, which holds text, not numbers',
      ],
      [
        'a formula naming no column',
        { kind: 'spreadsheet', columns: [{ name: 'Left', type: 'formula', formula: '{Planned} - 1' }] },
        '“Left” uses {Planned}, which is not one of the columns',
      ],
      [
        'a formula that does not read',
        {
          kind: 'spreadsheet',
          columns: [
            { name: 'A', type: 'number' },
            { name: 'B', type: 'formula', formula: '({A} +' },
          ],
        },
        '“B”: The formula ends where a number or a column is expected',
      ],
      [
        'two columns of one name',
        {
          kind: 'spreadsheet',
          columns: [
            { name: 'Date', type: 'date' },
            { name: 'date', type: 'text' },
          ],
        },
        'Two columns are called “date”',
      ],
      [
        'an example that is not a date',
        { kind: 'spreadsheet', columns: [{ name: 'Date', type: 'date' }], examples: [['next Tuesday']] },
        '“Date” holds dates written as 2026-03-31: “next Tuesday” is not one',
      ],
      [
        'a choice column without choices',
        { kind: 'spreadsheet', columns: [{ name: 'Status', type: 'choice' }] },
        'Give “Status” its choices',
      ],
    ];
    for (const [what, template, message] of refusals) {
      const refused = await owner.call(projectApi.savePlan, {
        params: { id: packId },
        body: { ...edited, revision: saved.revision + 2, chapters: [{ title: 'Broken', goal: '', template }] },
      });
      const body = await expectBody(refused, 400, errorBody);
      expect(body.error.message, what).toBe(message);
    }
    const after = await readPlan(owner);
    expect(after.revision).toBe(saved.revision + 2);
    expect(after.plan.chapters[0]?.title).toBe('Savings Goals');
  });

  it('answers 404 for a template past the last, another user’s pack and a book, and 409 for a pack without templates', async () => {
    expect((await expectBody(await download(owner, '7'), 404, errorBody)).error.message).toBe(
      'The template pack has no template 7',
    );
    for (const number of ['0', 'abc', '1.5', '01']) expect((await download(owner, number)).status, number).toBe(404);

    const stranger = await ctx.signUp();
    for (const res of [
      await download(stranger, '1'),
      await stranger.call(projectTemplatePackApi.pack, { params: { id: packId } }),
    ])
      expect((await expectBody(res, 404, errorBody)).error.message).toBe('Project not found');

    const book = await createProject(ctx.db, { userId: owner.userId, productType: 'ebook' });
    expect((await expectBody(await download(owner, '1', book.id), 404, errorBody)).error.message).toBe(
      NOT_A_TEMPLATE_PACK,
    );

    const empty = await createProject(ctx.db, { userId: owner.userId, productType: 'template' });
    const emptyPack = await owner.call(projectTemplatePackApi.pack, { params: { id: empty.id } });
    expect((await expectBody(emptyPack, 409, errorBody)).error.message).toBe(
      'The template pack plan has no templates. Add templates to the Template Pack Plan first.',
    );
  });

  it('tells the buyer of a licensed pack its license in the README, as its files’ copyright pages do', async () => {
    const licensed = await owner.put(pathWith(projectLicenseApi.save.path, { id: packId }), {
      preset: 'mrr',
      rights: PRESET_RIGHTS.mrr,
    });
    expect(licensed.status).toBe(200);
    const zip = unzipSync(
      new Uint8Array(await (await owner.call(projectTemplatePackApi.pack, { params: { id: packId } })).arrayBuffer()),
    );
    expect(strFromU8(zip['README.txt']!)).toContain(
      'LICENSE\r\nSold with Master Resell Rights (MRR).\r\nYou may: sell it; bundle it with other products;',
    );
    expect(strFromU8(zip['README.txt']!)).toContain('"Family Money Pack (License).pdf"');
  });
});
