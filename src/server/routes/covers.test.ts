import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeImageServer, type FakeImageServer } from '../../../tests/fakes/fake-image-server.js';
import { createProject, createTitle } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import {
  generateCoverImageResult,
  savedCover,
  coverSummaryPage,
  type GenerateCoverImageBody,
} from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { savedItemCount } from '../../shared/schemas/saved-item.js';
import { createCoverArtEngine } from '../ai/index.js';
import { rateLimitedMessage } from '../services/generation/generation-rate-limiter.js';
import { PNG_SIGNATURE, pngChunk, pngHeader, rgbaPng } from '../../../tests/support/png-bytes.js';
import { generateApi } from '../../shared/api/generate.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { coverImageApi } from '../../shared/api/cover-images.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const REQUEST: GenerateCoverImageBody = {
  title: 'Prep Once, Eat All Week',
  authorName: 'Jordan Avery',
  style: 'modern',
  colorScheme: 'teal and coral',
  customPrompt: 'a calm kitchen',
};

type Client = Awaited<ReturnType<TestContext['signUp']>>;

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const generate = async (client: Client, body: GenerateCoverImageBody = REQUEST) =>
  (await expectBody(await client.call(generateApi.coverImage, { body }), 200, generateCoverImageResult)).imageUrl;
const download = async (client: Client, url: string) => Buffer.from(await (await client.get(url)).arrayBuffer());

describe.each(DIALECTS)('covers (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  it('answers 401 to every cover endpoint when signed out', async () => {
    const client = ctx.anonymous();
    for (const res of [
      await client.call(generateApi.coverImage, { body: REQUEST }),
      await client.call(savedItemApi.covers.list),
      await client.call(savedItemApi.covers.count),
      await client.call(savedItemApi.covers.read, { params: { id: MISSING_ID } }),
      await client.post('/api/covers', {}),
      await client.put(`/api/covers/${MISSING_ID}`, {}),
      await client.call(savedItemApi.covers.remove, { params: { id: MISSING_ID } }),
      await client.call(coverImageApi.read, { params: { file: `${MISSING_ID}.png` } }),
    ]) {
      await expectBody(res, 401, errorBody);
    }
  });

  it('generates a 1600×2400 PNG served only to its owner, with caching headers', async () => {
    const owner = await ctx.signUp();
    const imageUrl = await generate(owner);
    const res = await owner.get(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const png = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(pngSize(png)).toEqual({ width: 1600, height: 2400 });

    const stranger = await ctx.signUp();
    await expectBody(await stranger.get(imageUrl), 404, errorBody);
    await expectBody(await owner.call(coverImageApi.read, { params: { file: `${MISSING_ID}.png` } }), 404, errorBody);
    await expectBody(await owner.get('/api/covers/images/..%2F..%2Fauth-secret'), 404, errorBody);
  });

  it('counts an image model in the per-user generation limit, refusing with a 429 that names the wait', async () => {
    // An image model that paints nothing stands in for a provider: only the engine's name matters to the limit.
    const coverArt = {
      info: { provider: 'openai-compatible', model: 'fake-image' },
      drawArt: async () => null,
    } as const;
    const limited = await createTestContext(dialect, { coverArt, generationLimit: { calls: 1, windowMs: 60_000 } });
    try {
      const user = await limited.signUp();
      await generate(user);
      const refused = await user.call(generateApi.coverImage, { body: REQUEST });
      const seconds = Number(refused.headers.get('retry-after'));
      expect(await expectBody(refused, 429, errorBody)).toEqual({
        error: { code: 'RATE_LIMITED', message: rateLimitedMessage(seconds) },
      });
      expect(seconds).toBeGreaterThanOrEqual(59);
    } finally {
      await limited.close();
    }
  });

  it('never limits the built-in cover renderer', async () => {
    const limited = await createTestContext(dialect, { generationLimit: { calls: 1, windowMs: 60_000 } });
    try {
      const user = await limited.signUp();
      for (let i = 0; i < 3; i++) await generate(user);
    } finally {
      await limited.close();
    }
  });

  it.each([
    [{ ...REQUEST, title: '   ' }, 'title', 'Product Title is required'],
    [{ ...REQUEST, authorName: '' }, 'authorName', 'Author Name is required'],
    [{ ...REQUEST, style: 'retro' }, 'style', 'Please select a design style'],
    [{ ...REQUEST, title: 'x'.repeat(201) }, 'title', 'Product Title must be at most 200 characters'],
    [
      { ...REQUEST, customPrompt: 'x'.repeat(10_001) },
      'customPrompt',
      'Custom Prompt must be at most 10,000 characters',
    ],
  ])('refuses a bad generate request with its field message (%#)', async (body, field, message) => {
    const user = await ctx.signUp();
    const res = await user.call(generateApi.coverImage, { body });
    expect((await expectBody(res, 400, errorBody)).error).toMatchObject({ field, message });
  });

  it('says what of the colour scheme and prompt the built-in renderer drew without', async () => {
    const user = await ctx.signUp();
    const answer = async (fields: Partial<GenerateCoverImageBody>) =>
      expectBody(
        await user.call(generateApi.coverImage, { body: { ...REQUEST, ...fields } }),
        200,
        generateCoverImageResult,
      );
    expect(
      (await answer({ colorScheme: 'soft watercolor blues and sage green', customPrompt: 'a fox' })).notes,
    ).toEqual([
      'Drawn without “watercolor” and “fox”: the built-in cover renderer uses the colours you name, but draws no ' +
        'pictures, textures or effects.',
    ]);
    expect((await answer({ colorScheme: 'navy and gold', customPrompt: 'clean, with coral accents' })).notes).toEqual(
      [],
    );
  });

  it('says which emoji of the title and author the cover left out', async () => {
    const user = await ctx.signUp();
    const res = await user.call(generateApi.coverImage, {
      body: {
        ...REQUEST,
        title: 'Tapas 🇪🇸 at Home',
        authorName: 'Ana Núñez 🇪🇸',
        colorScheme: 'navy and gold',
        customPrompt: '',
      },
    });
    expect((await expectBody(res, 200, generateCoverImageResult)).notes).toEqual([
      'Drawn without 🇪🇸: the cover draws single emoji, not flags, keycaps or joined emoji.',
    ]);
  });

  it('uses the default style and colour scheme when they are left out, and draws emoji titles', async () => {
    const user = await ctx.signUp();
    const imageUrl = await generate(user, { title: 'Cook 🍲 Smarter', authorName: 'Sam' });
    expect(pngSize(await download(user, imageUrl))).toEqual({ width: 1600, height: 2400 });
  });

  it('saves, lists, counts, reads, updates and deletes its own covers', async () => {
    const user = await ctx.signUp();
    const title = await createTitle(ctx.db, { userId: user.userId });
    const imageUrl = await generate(user);
    const body = { imageUrl, style: 'modern', prompt: 'a calm kitchen', titleId: title.id, generationInput: REQUEST };
    const created = await expectBody(await user.call(savedItemApi.covers.create, { body }), 201, savedCover);
    expect(created).toMatchObject({ imageUrl, style: 'modern', prompt: 'a calm kitchen', titleId: title.id });
    expect(created.generationInput).toMatchObject({ authorName: 'Jordan Avery', colorScheme: 'teal and coral' });

    const { generationInput: _request, ...summary } = created;
    expect(await expectBody(await user.call(savedItemApi.covers.list), 200, coverSummaryPage)).toEqual({
      items: [summary],
      nextCursor: null,
    });
    expect(await expectBody(await user.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({ count: 1 });
    expect(
      await expectBody(await user.call(savedItemApi.covers.read, { params: { id: created.id } }), 200, savedCover),
    ).toEqual(created);

    const newImage = await generate(user, { ...REQUEST, style: 'elegant' });
    const updated = await expectBody(
      await user.call(savedItemApi.covers.update, {
        params: { id: created.id },
        body: { imageUrl: newImage, style: 'elegant' },
      }),
      200,
      savedCover,
    );
    expect(updated).toMatchObject({ imageUrl: newImage, style: 'elegant', generationInput: created.generationInput });

    expect((await user.call(savedItemApi.covers.remove, { params: { id: created.id } })).status).toBe(204);
    expect(await expectBody(await user.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({ count: 0 });
  });

  it("treats another user's cover and a missing id as the same 404", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const imageUrl = await generate(owner);
    const cover = await expectBody(
      await owner.call(savedItemApi.covers.create, { body: { imageUrl, style: 'modern' } }),
      201,
      savedCover,
    );
    const strangerImage = await generate(stranger);
    for (const id of [cover.id, MISSING_ID, 'not-an-id']) {
      await expectBody(await stranger.call(savedItemApi.covers.read, { params: { id } }), 404, errorBody);
      await expectBody(
        await stranger.call(savedItemApi.covers.update, {
          params: { id },
          body: { imageUrl: strangerImage, style: 'bold' },
        }),
        404,
        errorBody,
      );
      await expectBody(await stranger.call(savedItemApi.covers.remove, { params: { id } }), 404, errorBody);
    }
    expect(
      await expectBody(await owner.call(savedItemApi.covers.read, { params: { id: cover.id } }), 200, savedCover),
    ).toEqual(cover);
  });

  it("refuses another user's image, title or project and a broken image, saving nothing", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const ownersImage = await generate(owner);
    const strangerImage = await generate(stranger);
    const ownersTitle = await createTitle(ctx.db, { userId: owner.userId });
    const ownersProject = await createProject(ctx.db, { userId: owner.userId });
    for (const [body, field, message] of [
      [{ imageUrl: ownersImage, style: 'modern' }, 'imageUrl', 'No cover image available'],
      [{ imageUrl: 'https://example.com/cover.png', style: 'modern' }, 'imageUrl', 'No cover image available'],
      [{ imageUrl: 'data:image/png;base64,aGVsbG8=', style: 'modern' }, 'imageUrl', 'No cover image available'],
      [{ imageUrl: strangerImage, style: 'retro' }, 'style', 'Please select a design style'],
      [{ imageUrl: strangerImage, style: 'modern', titleId: ownersTitle.id }, 'titleId', 'Title not found'],
      [{ imageUrl: strangerImage, style: 'modern', projectId: ownersProject.id }, 'projectId', 'Project not found'],
    ] as const) {
      const res = await stranger.call(savedItemApi.covers.create, { body });
      expect((await expectBody(res, 400, errorBody)).error).toMatchObject({ field, message });
    }
    expect(await expectBody(await stranger.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({ count: 0 });
  });

  it('refuses a PNG no renderer should open before storing anything: too many pixels, too thin, no size, not whole', async () => {
    const user = await ctx.signUp();
    const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
    const headerOnly = (width: number, height: number) =>
      Buffer.concat([PNG_SIGNATURE, pngHeader(width, height), pngChunk('IEND', Buffer.alloc(0))]);
    for (const [png, message] of [
      [headerOnly(30_000, 30_000), 'The cover image is 30,000 × 30,000 pixels; the largest allowed is 40 megapixels'],
      [headerOnly(65_535, 65_535), 'The cover image is 65,535 × 65,535 pixels; the largest allowed is 40 megapixels'],
      [
        rgbaPng(16, 8_000),
        "The cover image is 16 × 8,000 pixels; a cover's longer side may be at most 4 times its shorter one",
      ],
      [
        rgbaPng(2_000, 400),
        "The cover image is 2,000 × 400 pixels; a cover's longer side may be at most 4 times its shorter one",
      ],
      [rgbaPng(0, 10, { rawBytes: 10 }), 'The cover image is not a valid PNG file'],
      [
        Buffer.concat([PNG_SIGNATURE, Buffer.from('<html>not an image</html>')]),
        'The cover image is not a valid PNG file',
      ],
    ] as const) {
      const res = await user.call(savedItemApi.covers.create, { body: { imageUrl: dataUrl(png), style: 'modern' } });
      expect(await expectBody(res, 400, errorBody)).toEqual({
        error: { code: 'BAD_REQUEST', field: 'imageUrl', message },
      });
    }
    expect(await expectBody(await user.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({ count: 0 });
    const stored = await ctx.db.selectFrom('stored_files').select('key').where('user_id', '=', user.userId).execute();
    expect(stored).toEqual([]);
  });

  it('stores an inline PNG (data URL) and answers our own URL for it', async () => {
    const user = await ctx.signUp();
    const png = await download(user, await generate(user));
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const cover = await expectBody(
      await user.call(savedItemApi.covers.create, { body: { imageUrl: dataUrl, style: 'bold' } }),
      201,
      savedCover,
    );
    expect(cover.imageUrl).toMatch(/^\/api\/covers\/images\/[0-9a-f-]{36}\.png$/);
    expect((await download(user, cover.imageUrl)).equals(png)).toBe(true);
  });

  it("links a cover saved for a project as the project's cover and resets its documents status", async () => {
    const user = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: user.userId, documentsStatus: 'completed' });
    const imageUrl = await generate(user);
    const cover = await expectBody(
      await user.call(savedItemApi.covers.create, { body: { imageUrl, style: 'modern', projectId: project.id } }),
      201,
      savedCover,
    );
    expect(cover.projectId).toBe(project.id);
    const row = await ctx.db
      .selectFrom('projects')
      .select(['cover_id', 'documents_status'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cover_id: cover.id, documents_status: 'not_generated' });
  });

  it.runIf(dialect === 'postgres')('serves a cover saved through one instance from another', async () => {
    const user = await ctx.signUp();
    const imageUrl = await generate(user);
    const original = await download(user, imageUrl);
    const elsewhere = user.on(await ctx.secondInstance());
    const res = await elsewhere.get(imageUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
    const row = await ctx.db.selectFrom('files').select('key').executeTakeFirstOrThrow();
    expect(row.key).toMatch(new RegExp(`^covers/${user.userId}/`));
  });
});

describe('generate-cover-image with an image model', () => {
  let images: FakeImageServer;
  let ctx: TestContext;
  beforeAll(async () => {
    images = await startFakeImageServer();
  });
  afterAll(() => images.close());
  beforeEach(async () => {
    const coverArt = createCoverArtEngine(
      { provider: 'openai-compatible', model: 'fake-image-model', baseURL: images.baseURL },
      { timeoutMs: 500, maxRetries: 0 },
    );
    ctx = await createTestContext('sqlite', { coverArt });
  });
  afterEach(() => ctx.close());

  it('sets the title and author on the art the model drew', async () => {
    const user = await ctx.signUp();
    const offline = await createTestContext('sqlite');
    const plainUser = await offline.signUp();
    const plain = await download(plainUser, await generate(plainUser));
    await offline.close();

    images.enqueue({ kind: 'image', bytes: plain });
    const body = { ...REQUEST, colorScheme: 'watercolor teal', customPrompt: 'a fox in the mountains' };
    const answer = await expectBody(await user.call(generateApi.coverImage, { body }), 200, generateCoverImageResult);
    // The model drew the picture: nothing was left out.
    expect(answer.notes).toEqual([]);
    const cover = await download(user, answer.imageUrl);
    expect(pngSize(cover)).toEqual({ width: 1600, height: 2400 });
    expect(cover.equals(plain)).toBe(false);
    expect(images.requests.at(-1)?.prompt).toContain('Draw no text at all');
  });

  it.each([
    ['fails', { kind: 'status', status: 500, message: 'out of GPUs' } as const, 502],
    ['times out', { kind: 'hang' } as const, 504],
  ])("answers 'Failed to generate cover image' when the model %s, storing nothing", async (_, reply, status) => {
    const user = await ctx.signUp();
    images.enqueue(reply);
    const body = await expectBody(await user.call(generateApi.coverImage, { body: REQUEST }), status, errorBody);
    expect(body.error.message).toBe('Failed to generate cover image');
    expect(await expectBody(await user.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({ count: 0 });
  });
});
