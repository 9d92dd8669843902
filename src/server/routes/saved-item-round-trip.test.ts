import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { callEndpoint } from '../../../tests/support/call-endpoint.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { rgbaPng } from '../../../tests/support/png-bytes.js';
import type { EndpointRequest } from '../../../tests/support/test-client.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedItemApi, type SavedItemEndpoints } from '../../shared/api/saved-items.js';
import { saveContentInput, savedContent } from '../../shared/schemas/content.js';
import { saveCoverInput, savedCover, type SavedCover } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { saveIdeaInput, savedIdea } from '../../shared/schemas/idea.js';
import { saveNicheInput, savedNiche } from '../../shared/schemas/niche.js';
import {
  createProjectInput,
  projectDetail,
  updateProjectInput,
  type ProjectDetail,
} from '../../shared/schemas/project.js';
import { saveTitleInput, savedTitle } from '../../shared/schemas/title.js';

/*
 * Every field of every save body, through the API and back: a create stores it as sent, an update that leaves it out
 * keeps it, an update that sets it stores the new value, and one that sends null (where the update body allows
 * null) clears it. The fields are the save bodies' own, read from their schemas, so a field added to one fails
 * "names every field" until it is given two sample values here.
 */

type Owner = Awaited<ReturnType<TestContext['signUp']>>;
type Body = Record<string, unknown>;

/** The ids one user's items link to, each made through the API. */
interface Sources {
  niches: readonly [string, string];
  ideas: readonly [string, string];
  titles: readonly [string, string];
  content: readonly [string, string, string];
  /** Two cover images stored for the user, each shown by one of `covers`: what an edit sends as its image. */
  images: readonly [string, string];
  covers: readonly [string, string];
  projects: readonly [string, string];
}

/** A field the item keeps. */
interface StoredField<Item> {
  /** What a create sends and what an update then sets: two different values, neither empty nor a default. */
  values: (sources: Sources) => readonly [unknown, unknown];
  /** What the item read back shows of the field, when that is not its property of the same name. */
  read?: (item: Item) => unknown;
  /** What the item shows for a value sent, when that is not the value itself. */
  shows?: (value: unknown) => unknown;
  /** Fields that describe this one, and so are left out of an update with it. */
  leftOutWith?: readonly string[];
  /** How a field the update body does not carry is changed: its own endpoint. */
  setThrough?: (owner: Owner, id: string, value: unknown) => Promise<unknown>;
}

/** A field that tells the save what to do rather than what the item holds; `check` says what it does. */
interface ActionField {
  action: string;
  check?: (owner: Owner, kind: Kind, body: Body) => Promise<void>;
}

type Field<Item> = StoredField<Item> | ActionField;
const isAction = (field: Field<never>): field is ActionField => 'action' in field;

/** An item as the test compares it: its id, and what it shows of each stored field. */
interface Saved {
  id: string;
  shown: Body;
}

/** One kind of user-saved item: its save bodies, their fields, and its create, read and update through the API. */
interface Kind {
  name: string;
  createBody: z.ZodObject;
  updateBody: z.ZodObject;
  fields: Record<string, Field<never>>;
  create(owner: Owner, body: Body): Promise<Saved>;
  read(owner: Owner, id: string): Promise<Saved>;
  /** The update's answer as it came. */
  update(owner: Owner, id: string, body: Body): Promise<Response>;
  /** The item a successful update answered. */
  updated(res: Response): Promise<Saved>;
}

interface KindSpec<Item extends { id: string }, Create extends z.ZodObject, Update extends z.ZodObject> {
  name: string;
  createBody: Create;
  updateBody: Update;
  /** Every field of both bodies: the type asks for each, the first test for each the schemas have. */
  fields: { [Name in keyof z.input<Create> | keyof z.input<Update>]-?: Field<Item> };
  item: z.ZodType<Item>;
  create(owner: Owner, body: Body): Promise<Item>;
  read(owner: Owner, id: string): Promise<Item>;
  update(owner: Owner, id: string, body: Body): Promise<Response>;
}

function defineKind<Item extends { id: string }, Create extends z.ZodObject, Update extends z.ZodObject>(
  spec: KindSpec<Item, Create, Update>,
): Kind {
  const fields: Record<string, Field<Item>> = spec.fields;
  const saved = (item: Item): Saved => ({
    id: item.id,
    shown: Object.fromEntries(
      Object.entries(fields)
        .filter((entry): entry is [string, StoredField<Item>] => !isAction(entry[1] as Field<never>))
        .map(([name, field]) => [name, field.read ? field.read(item) : (item as Body)[name]]),
    ),
  });
  return {
    name: spec.name,
    createBody: spec.createBody,
    updateBody: spec.updateBody,
    fields: spec.fields,
    create: async (owner, body) => saved(await spec.create(owner, body)),
    read: async (owner, id) => saved(await spec.read(owner, id)),
    update: (owner, id, body) => spec.update(owner, id, body),
    updated: async (res) => saved(await expectBody(res, 200, spec.item)),
  };
}

/** A kind of saved item served under /api/<kind>, whose create and update take the same body. */
function savedItemKind<Item extends { id: string }, Input extends z.ZodObject>(
  name: string,
  api: SavedItemEndpoints<Item, unknown, z.output<Input>>,
  body: Input,
  item: z.ZodType<Item>,
  fields: KindSpec<Item, Input, Input>['fields'],
): Kind {
  return defineKind({
    name,
    createBody: body,
    updateBody: body,
    fields,
    item,
    create: (owner, sent) => callEndpoint(owner, api.create, 201, { body: sent }),
    read: (owner, id) => callEndpoint(owner, api.read, 200, { params: { id } }),
    update: (owner, id, sent) => owner.call(api.update, { params: { id }, body: sent }),
  });
}

/**
 * A long text unlike any default: accents, CJK, right-to-left script and an emoji outside the basic plane, about
 * `length` characters (UTF-16 units) long.
 */
function text(label: string, length = 160): string {
  const piece = ' · Grüße, 夜勤の看護師 שלום 🧶';
  let value = label;
  while (value.length + piece.length <= length) value += piece;
  return value;
}

/** A field's two values, given. */
const two =
  <T>(first: T, second: T) =>
  (): readonly [T, T] => [first, second];

/** A field's two values, each made from its label. */
const both =
  <T>(make: (label: 'one' | 'two') => T) =>
  (): readonly [T, T] => [make('one'), make('two')];

/** Two distinctive texts for a field. */
const texts = (label: string, length?: number) => both((which) => text(`${label} ${which}`, length));

/** Two lists of distinctive texts, of different lengths. */
const lists = (label: string) =>
  two([text(`${label} A`, 80), text(`${label} B`, 80), text(`${label} C`, 80)], [text(`${label} D`, 80)]);

/** A markdown section: a heading, a paragraph, a list and a quote. */
const markdown = (label: string) =>
  `# ${text(label, 120)}\n\n${text('A paragraph', 600)}\n\n- ${text('First point', 80)}\n- ${text('Second point', 80)}\n\n> ${text('A quote', 100)}`;

/** The save key: a repeated create with the same key answers the item the first one saved. */
const SAVE_KEY: ActionField = {
  action: 'makes a repeated create answer the item the first one saved',
  async check(owner, kind, body) {
    const saveKey = randomUUID();
    const first = await kind.create(owner, { ...body, saveKey });
    const again = await kind.create(owner, { ...body, saveKey });
    expect(again).toEqual(first);
  },
};

const ideaContext = (label: string) => ({
  concept: text(`${label} concept`),
  targetAudience: text(`${label} audience`),
  sellingPoints: [text(`${label} selling point`, 60), text(`${label} other selling point`, 60)],
  modules: [text(`${label} module`, 60)],
});

const niches = savedItemKind('niches', savedItemApi.niches, saveNicheInput, savedNiche, {
  name: { values: texts('Niche', 190) },
  marketSize: { values: texts('Market size', 900) },
  competitionLevel: { values: texts('Competition level', 900) },
  profitPotential: { values: texts('Profit potential', 900) },
  demographics: {
    values: both((label) => ({
      age: text(`Age ${label}`),
      income: text(`Income ${label}`),
      painPoints: [text(`Pain point ${label}`, 80), text(`Other pain point ${label}`, 80)],
      ageRange: text(`Age range ${label}`),
      incomeLevel: text(`Income level ${label}`),
    })),
  },
  generationInput: {
    values: both((label) => ({
      targetAudience: text(`Target audience ${label}`),
      interests: text(`Interests ${label}`),
      budgetRange: text(`Budget ${label}`, 150),
    })),
  },
  saveKey: SAVE_KEY,
});

const ideas = savedItemKind('ideas', savedItemApi.ideas, saveIdeaInput, savedIdea, {
  concept: { values: texts('Concept', 900) },
  targetAudience: { values: texts('Target audience', 900) },
  sellingPoints: { values: lists('Selling point') },
  modules: { values: lists('Module') },
  productType: { values: two('course', 'workbook') },
  nicheId: { values: (sources) => sources.niches },
  generationInput: {
    values: both((label) => ({
      productType: label === 'one' ? 'template' : 'plr',
      niche: text(`Niche ${label}`),
      nicheContext: {
        name: text(`Niche name ${label}`, 150),
        marketSize: text(`Market size ${label}`),
        competitionLevel: text(`Competition ${label}`),
        profitPotential: text(`Profit ${label}`),
        targetAudience: text(`Audience ${label}`),
        age: text(`Age ${label}`),
        income: text(`Income ${label}`),
        painPoints: [text(`Pain point ${label}`, 60)],
      },
    })),
  },
  saveKey: SAVE_KEY,
});

const titles = savedItemKind('titles', savedItemApi.titles, saveTitleInput, savedTitle, {
  title: { values: texts('Title', 190) },
  tone: { values: two('inspiring', 'authoritative') },
  ideaId: { values: (sources) => sources.ideas },
  generationInput: {
    values: both((label) => ({
      tone: label === 'one' ? 'playful' : 'urgent',
      productConcept: text(`Product concept ${label}`),
      ideaContext: ideaContext(label),
    })),
  },
  saveKey: SAVE_KEY,
});

const content = savedItemKind('content', savedItemApi.content, saveContentInput, savedContent, {
  sectionName: { values: texts('Chapter 7: Section', 190) },
  content: { values: two(markdown('First text'), markdown('Second text')) },
  contentType: { values: two('storytelling', 'outline') },
  titleId: { values: (sources) => sources.titles },
  ideaId: { values: (sources) => sources.ideas },
  generationInput: {
    values: both((label) => ({
      title: text(`Title ${label}`, 150),
      outline: text(`Outline ${label}`, 3000),
      sectionName: text(`Section ${label}`, 150),
      contentType: label === 'one' ? 'persuasive' : 'howto',
      productType: label === 'one' ? 'guide' : 'course',
      ideaContext: ideaContext(label),
    })),
  },
  saveKey: SAVE_KEY,
});

type CoverRequest = NonNullable<SavedCover['generationInput']>;

const covers = savedItemKind('covers', savedItemApi.covers, saveCoverInput, savedCover, {
  imageUrl: { values: (sources) => sources.images },
  style: { values: two('illustrated', '3d') },
  prompt: { values: texts('Custom prompt', 3000) },
  titleId: { values: (sources) => sources.titles },
  projectId: { values: (sources) => sources.projects },
  generationInput: {
    values: both((label): CoverRequest => ({
      title: text(`Cover title ${label}`, 150),
      authorName: text(`Author ${label}`, 90),
      style: label === 'one' ? 'elegant' : 'bold',
      colorScheme: text(`Colour scheme ${label}`),
      customPrompt: text(`Cover prompt ${label}`, 1000),
      additionalDetails: text(`Details ${label}`, 1000),
      titleContext: { tone: text(`Tone ${label}`, 100) },
    })),
    // The cover's title is its generation request's: kept and replaced with it.
    read: (cover: SavedCover) => ({ generationInput: cover.generationInput, title: cover.title }),
    shows: (value) => ({ generationInput: value, title: (value as CoverRequest).title }),
  },
  saveKey: SAVE_KEY,
});

type ProjectCreateBody = EndpointRequest<typeof projectApi.create>['body'];

const projects = defineKind({
  name: 'projects',
  createBody: createProjectInput,
  updateBody: updateProjectInput,
  item: projectDetail,
  create: (owner, body) => callEndpoint(owner, projectApi.create, 201, { body: body as ProjectCreateBody }),
  read: (owner, id) => callEndpoint(owner, projectApi.read, 200, { params: { id } }),
  update: (owner, id, body) => owner.call(projectApi.update, { params: { id }, body }),
  fields: {
    // A title sent without nameGenerated is one the creator gave; nameGenerated is only sent with a title.
    title: { values: texts('Project', 190), leftOutWith: ['nameGenerated'] },
    nameGenerated: { values: two(true, false), leftOutWith: ['title'] },
    status: { values: two('ready', 'draft') },
    productType: { values: two('course', 'plr') },
    nicheId: { values: (sources) => sources.niches },
    ideaId: { values: (sources) => sources.ideas },
    titleId: { values: (sources) => sources.titles },
    coverId: { values: (sources) => sources.covers },
    wizardStep: { values: two(5, 2) },
    wizardMaxStep: { values: two(6, 4) },
    contentIds: {
      values: ({ content: [first, second, third] }) =>
        [
          [first, second],
          [third, first],
        ] as const,
      read: (project: ProjectDetail) => project.sections.map((section) => section.id),
      setThrough: (owner, id, contentIds) =>
        callEndpoint(owner, projectApi.replaceSections, 200, {
          params: { id },
          body: { contentIds: contentIds as string[] },
        }),
    },
    saveKey: SAVE_KEY,
    generateDocuments: {
      action: 'starts making the files with the save (project-documents.test.ts); the project keeps no such field',
    },
    documentsStatus: {
      action: 'sets the documents back to not generated',
      async check(owner, kind, body) {
        const project = await kind.create(owner, body);
        await ctx.db
          .updateTable('projects')
          .set({ documents_status: 'failed', documents_error: 'The files could not be made' })
          .where('id', '=', project.id)
          .execute();
        const status = async () =>
          (await callEndpoint(owner, projectApi.read, 200, { params: { id: project.id } })).documentsStatus;
        // An update of no part, leaving it out, keeps the failure to show.
        await callEndpoint(owner, projectApi.update, 200, { params: { id: project.id }, body: { wizardStep: 3 } });
        expect(await status()).toBe('failed');
        const reset = { documentsStatus: 'not_generated' };
        await callEndpoint(owner, projectApi.update, 200, { params: { id: project.id }, body: reset });
        expect(await status()).toBe('not_generated');
      },
    },
  },
});

const KINDS = [niches, ideas, titles, content, covers, projects];

/** A small PNG sent inline, as a save may send a cover image. */
const inlinePng = `data:image/png;base64,${rgbaPng(2, 3).toString('base64')}`;

/** Two of each item a save may link to (three content sections), made for `owner` through the API. */
async function sourcesOf(owner: Owner): Promise<Sources> {
  const twice = async <T>(one: (n: number) => Promise<T>) => [await one(1), await one(2)] as const;
  const niche = async (n: number) => {
    const demographics = { age: '', income: '', painPoints: [] };
    const body = { name: `Source niche ${n}`, marketSize: '', competitionLevel: '', profitPotential: '', demographics };
    return (await callEndpoint(owner, savedItemApi.niches.create, 201, { body })).id;
  };
  const idea = async (n: number) => {
    const body = {
      concept: `Source idea ${n}`,
      targetAudience: '',
      sellingPoints: [],
      modules: [],
      productType: 'ebook',
    };
    return (await callEndpoint(owner, savedItemApi.ideas.create, 201, { body })).id;
  };
  const title = async (n: number) => {
    const body = { title: `Source title ${n}`, tone: 'casual' };
    return (await callEndpoint(owner, savedItemApi.titles.create, 201, { body })).id;
  };
  const section = async (n: number) => {
    const body = { sectionName: `Source section ${n}`, content: 'Text', contentType: 'text' };
    return (await callEndpoint(owner, savedItemApi.content.create, 201, { body })).id;
  };
  const project = async (n: number) =>
    (await callEndpoint(owner, projectApi.create, 201, { body: { title: `Source project ${n}` } })).id;
  const [one, two] = await twice(() =>
    callEndpoint(owner, savedItemApi.covers.create, 201, { body: { imageUrl: inlinePng, style: 'modern' } }),
  );
  return {
    niches: await twice(niche),
    ideas: await twice(idea),
    titles: await twice(title),
    content: [await section(1), await section(2), await section(3)],
    images: [one.imageUrl, two.imageUrl],
    covers: [one.id, two.id],
    projects: await twice(project),
  };
}

/** Ids and image URLs of the right form, for what needs sample values but saves nothing. */
function placeholderSources(): Sources {
  const pair = () => [randomUUID(), randomUUID()] as const;
  const image = () => `/api/covers/images/${randomUUID()}.png`;
  return {
    niches: pair(),
    ideas: pair(),
    titles: pair(),
    content: [randomUUID(), randomUUID(), randomUUID()],
    images: [image(), image()],
    covers: pair(),
    projects: pair(),
  };
}

let ctx: TestContext;

// On both databases: every field is read back through the column types each dialect chooses (jsonb, uuid and
// timestamptz on PostgreSQL, text on SQLite).
describe.each(DIALECTS)('saved items, every field round trip (%s)', (dialect) => {
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(() => ctx.close());

  describe.each(KINDS)('a saved item of $name, through the API and back', (kind) => {
    const stored = Object.entries(kind.fields).filter(
      (entry): entry is [string, StoredField<never>] => !isAction(entry[1]),
    );
    const actions = Object.entries(kind.fields).filter((entry): entry is [string, ActionField] => isAction(entry[1]));
    const updateShape: Record<string, z.ZodType> = kind.updateBody.shape;
    /** An update may leave the field out (it is optional there, or not there at all), and then keeps it. */
    const mayLeaveOut = (name: string) => !(name in updateShape) || updateShape[name]!.safeParse(undefined).success;
    const mayClear = (name: string) => name in updateShape && updateShape[name]!.safeParse(null).success;

    /** A new owner with their sources, the bodies of the first and the second values, and what the item shows of each. */
    async function owned() {
      const owner = await ctx.signUp();
      const sources = await sourcesOf(owner);
      const pick = (index: 0 | 1) =>
        Object.fromEntries(stored.map(([name, field]) => [name, field.values(sources)[index]]));
      const first = pick(0);
      const second = pick(1);
      const shows = (values: Body) =>
        Object.fromEntries(
          stored.map(([name, field]) => [name, field.shows ? field.shows(values[name]) : values[name]]),
        );
      /** The part of `values` an update body carries. */
      const updateOf = (values: Body) =>
        Object.fromEntries(Object.entries(values).filter(([name]) => name in updateShape));
      return { owner, sources, first, second, shows, updateOf };
    }

    it('names every field of its save bodies, each with two distinct values, the first unlike its default', () => {
      const bodyFields = new Set([...Object.keys(kind.createBody.shape), ...Object.keys(kind.updateBody.shape)]);
      expect(Object.keys(kind.fields).sort()).toEqual([...bodyFields].sort());
      const createShape: Record<string, z.ZodType> = kind.createBody.shape;
      const sources = placeholderSources();
      for (const [name, field] of stored) {
        const [first, second] = field.values(sources);
        // The first value is the one an update that leaves the field out must keep: unlike what a reset would leave.
        for (const empty of [undefined, null, '', [], {}, createShape[name]?.safeParse(undefined).data]) {
          expect(first, `${kind.name}.${name}`).not.toEqual(empty);
        }
        for (const empty of [undefined, null, '', [], {}]) expect(second, `${kind.name}.${name}`).not.toEqual(empty);
        expect(first, `${kind.name}.${name}`).not.toEqual(second);
      }
    });

    it('stores every field a create sends, as sent', async () => {
      const { owner, first, shows } = await owned();
      const created = await kind.create(owner, first);
      expect(created.shown).toEqual(shows(first));
      expect((await kind.read(owner, created.id)).shown).toEqual(shows(first));
    });

    it('keeps each field an update leaves out', async () => {
      const { owner, first, second, shows, updateOf } = await owned();
      for (const [name, field] of stored) {
        const created = await kind.create(owner, first);
        const leftOut = [name, ...(field.leftOutWith ?? [])];
        const body = Object.fromEntries(Object.entries(updateOf(second)).filter(([sent]) => !leftOut.includes(sent)));
        const res = await kind.update(owner, created.id, body);
        const read = await kind.read(owner, created.id);
        if (mayLeaveOut(name)) {
          const expected = shows({ ...first, ...body });
          expect((await kind.updated(res)).shown, `${kind.name}: an update without ${name}`).toEqual(expected);
          expect(read.shown, `${kind.name}: an update without ${name}`).toEqual(expected);
        } else {
          // A field the update must carry: one that leaves it out is refused, and changes nothing.
          expect((await expectBody(res, 400, errorBody)).error.field, `${kind.name}: without ${name}`).toBe(name);
          expect(read.shown, `${kind.name}: an update without ${name}`).toEqual(shows(first));
        }
      }
    });

    it('stores each field an update sets, and clears each it sends as null where its update body allows null', async () => {
      const { owner, first, second, shows, updateOf } = await owned();
      for (const [name, field] of stored) {
        const created = await kind.create(owner, first);
        if (field.setThrough) await field.setThrough(owner, created.id, second[name]);
        else await kind.updated(await kind.update(owner, created.id, updateOf({ ...first, [name]: second[name] })));
        const read = await kind.read(owner, created.id);
        expect(read.shown, `${kind.name}: an update that sets ${name}`).toEqual(
          shows({ ...first, [name]: second[name] }),
        );
      }
      for (const [name] of stored.filter(([name]) => mayClear(name))) {
        const created = await kind.create(owner, first);
        await kind.updated(await kind.update(owner, created.id, updateOf({ ...first, [name]: null })));
        const read = await kind.read(owner, created.id);
        expect(read.shown, `${kind.name}: an update that sends ${name}: null`).toEqual({
          ...shows(first),
          [name]: null,
        });
      }
    });

    it("answers another user's update with a 404, changing nothing", async () => {
      const { owner, first, second, shows, updateOf } = await owned();
      const created = await kind.create(owner, first);
      const stranger = await ctx.signUp();
      const res = await kind.update(stranger, created.id, updateOf(second));
      expect((await expectBody(res, 404, errorBody)).error.code).toBe('NOT_FOUND');
      expect((await kind.read(owner, created.id)).shown).toEqual(shows(first));
    });

    it.runIf(actions.some(([, action]) => action.check))('does what each instruction of its save says', async () => {
      const { owner, first } = await owned();
      for (const [, action] of actions) await action.check?.(owner, kind, first);
    });
  });
});
