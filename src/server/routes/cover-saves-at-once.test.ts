import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { COVER_PNG } from '../../../tests/support/book-fixtures.js';
import { createTitle } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { holdCoverWrites } from '../../../tests/support/held-cover-writes.js';
import { PNG_SIGNATURE, pngChunk, pngHeader, rgbaPng } from '../../../tests/support/png-bytes.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { savedCover } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { savedItemCount } from '../../shared/schemas/saved-item.js';
import { COVER_SAVE_RETRY_SECONDS, COVER_SAVES_AT_ONCE } from '../limits.js';
import { COVER_SAVES_AT_ONCE_MESSAGE } from '../services/covers/cover-kind.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const COVER = Buffer.from(COVER_PNG);
const save = (imageUrl: string) => ({ imageUrl, style: 'modern', saveKey: randomUUID() });

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * One user may have COVER_SAVES_AT_ONCE cover saves under way (docs/decisions/0049): one more is refused at once with
 * a 429 in the app's error shape and a Retry-After, while other users save as usual; inline images are checked on
 * worker threads with the same answers as before, whoever sends them and however many at once.
 */
describe.each(DIALECTS)('cover saves at once (%s)', (dialect) => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  it('refuses a third save while two are under way, for that user only, and takes it once one has ended', async () => {
    ctx = await createTestContext(dialect);
    const busy = await ctx.signUp();
    const other = await ctx.signUp();
    const holding = holdCoverWrites(ctx);
    const first = Array.from({ length: COVER_SAVES_AT_ONCE }, () =>
      busy.call(savedItemApi.covers.create, { body: save(dataUrl(COVER)) }),
    );
    await until(() => holding.held() === COVER_SAVES_AT_ONCE);

    const third = await busy.call(savedItemApi.covers.create, { body: save(dataUrl(COVER)) });
    expect(await expectBody(third, 429, errorBody)).toEqual({
      error: { code: 'RATE_LIMITED', message: COVER_SAVES_AT_ONCE_MESSAGE },
    });
    expect(third.headers.get('retry-after')).toBe(String(COVER_SAVE_RETRY_SECONDS));
    expect(COVER_SAVES_AT_ONCE_MESSAGE).toBe(
      'You are already saving 2 covers. Please wait a moment for them to finish, then try again.',
    );

    const others = other.call(savedItemApi.covers.create, { body: save(dataUrl(COVER)) });
    await until(() => holding.held() === COVER_SAVES_AT_ONCE + 1);
    holding.release();
    expect((await others).status).toBe(201);
    for (const res of await Promise.all(first)) await expectBody(res, 201, savedCover);

    const again = await expectBody(
      await busy.call(savedItemApi.covers.create, { body: save(dataUrl(COVER)) }),
      201,
      savedCover,
    );
    const edited = await busy.call(savedItemApi.covers.update, {
      params: { id: again.id },
      body: save(dataUrl(COVER)),
    });
    await expectBody(edited, 200, savedCover);
    expect(await expectBody(await busy.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({
      count: COVER_SAVES_AT_ONCE + 1,
    });
    expect(await expectBody(await other.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({ count: 1 });
  });

  it('an edit counts as a save under way: a third while two edits are held is refused too', async () => {
    ctx = await createTestContext(dialect);
    const user = await ctx.signUp();
    const cover = await expectBody(
      await user.call(savedItemApi.covers.create, { body: save(dataUrl(COVER)) }),
      201,
      savedCover,
    );
    const holding = holdCoverWrites(ctx);
    const edits = Array.from({ length: COVER_SAVES_AT_ONCE }, () =>
      user.call(savedItemApi.covers.update, { params: { id: cover.id }, body: save(dataUrl(COVER)) }),
    );
    await until(() => holding.held() === COVER_SAVES_AT_ONCE);
    expect((await user.call(savedItemApi.covers.create, { body: save(dataUrl(COVER)) })).status).toBe(429);
    holding.release();
    for (const res of await Promise.all(edits)) await expectBody(res, 200, savedCover);
  });

  it('stores nothing of an inline image whose save fails, and nothing twice for a save key sent again', async () => {
    ctx = await createTestContext(dialect);
    const user = await ctx.signUp();
    const stranger = await ctx.signUp();
    const strangersTitle = await createTitle(ctx.db, { userId: stranger.userId });
    const refused = await user.call(savedItemApi.covers.create, {
      body: { ...save(dataUrl(COVER)), titleId: strangersTitle.id },
    });
    expect((await expectBody(refused, 400, errorBody)).error).toMatchObject({ field: 'titleId' });
    const body = save(dataUrl(COVER));
    const first = await expectBody(await user.call(savedItemApi.covers.create, { body }), 201, savedCover);
    expect(await expectBody(await user.call(savedItemApi.covers.create, { body }), 201, savedCover)).toEqual(first);
    const stored = await ctx.db.selectFrom('stored_files').select('key').where('user_id', '=', user.userId).execute();
    expect(stored.map((file) => file.key)).toEqual([`covers/${user.userId}/${first.imageUrl.split('/').pop()}`]);
  });

  it('answers each of many users checked at once as it answered one alone: stored byte for byte, or the same 400', async () => {
    ctx = await createTestContext(dialect);
    const refusals: [Buffer, string][] = [
      [
        Buffer.concat([PNG_SIGNATURE, pngHeader(30_000, 30_000), pngChunk('IEND', Buffer.alloc(0))]),
        'The cover image is 30,000 × 30,000 pixels; the largest allowed is 40 megapixels',
      ],
      [rgbaPng(0, 10, { rawBytes: 10 }), 'The cover image is not a valid PNG file'],
      [rgbaPng(100, 100, { rawBytes: 20_000_000 }), 'The cover image is not a valid PNG file'],
      [Buffer.from(COVER).fill(3, 29, 30), 'The cover image is not a valid PNG file'],
    ];
    const users = await Promise.all(refusals.map(() => ctx.signUp()));
    const answers = await Promise.all(
      users.flatMap((user, index) => [
        user
          .call(savedItemApi.covers.create, { body: save(dataUrl(COVER)) })
          .then((res) => ({ user, index, valid: true, res })),
        user
          .call(savedItemApi.covers.create, { body: save(dataUrl(refusals[index]![0])) })
          .then((res) => ({ user, index, valid: false, res })),
      ]),
    );
    for (const { user, index, valid, res } of answers) {
      if (valid) {
        const cover = await expectBody(res, 201, savedCover);
        const stored = Buffer.from(await (await user.get(cover.imageUrl)).arrayBuffer());
        expect(stored.equals(COVER)).toBe(true);
      } else {
        expect(await expectBody(res, 400, errorBody)).toEqual({
          error: { code: 'BAD_REQUEST', field: 'imageUrl', message: refusals[index]![1] },
        });
      }
    }
    for (const user of users) {
      expect(await expectBody(await user.call(savedItemApi.covers.count), 200, savedItemCount)).toEqual({ count: 1 });
    }
  });
});
