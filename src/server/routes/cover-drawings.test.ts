import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { expectBody } from '../../../tests/support/expect-body.js';
import { holdCoverWrites } from '../../../tests/support/held-cover-writes.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { generateApi } from '../../shared/api/generate.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { generateCoverImageResult, savedCover, type GenerateCoverImageBody } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { readCount } from '../db/codec.js';
import { COVER_DRAWING_RETRY_SECONDS, COVER_DRAWINGS_AT_ONCE, COVER_PREVIEWS_KEPT } from '../limits.js';
import { COVER_DRAWINGS_AT_ONCE_MESSAGE } from '../services/covers/cover-drawings-at-once.js';
import { renderCover } from '../services/covers/draw/render-cover.js';

const COVER = {
  title: 'Prep Once, Eat All Week',
  authorName: 'Jordan Avery',
  style: 'vibrant',
  colorScheme: 'teal and coral',
} as const satisfies GenerateCoverImageBody;

type Client = Awaited<ReturnType<TestContext['signUp']>>;

const draw = async (user: Client) =>
  (await expectBody(await user.call(generateApi.coverImage, { body: COVER }), 200, generateCoverImageResult)).imageUrl;
const imageStatus = async (user: Client, imageUrl: string) => (await user.get(imageUrl)).status;

/**
 * The gaps between the ticks of a 5 ms timer while `work` runs, shortest first: how long the main thread was held at
 * a time. (monitorEventLoopDelay samples too seldom while the loop is held to show it.)
 */
async function timerGaps(work: () => Promise<void>): Promise<number[]> {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const at = performance.now();
    gaps.push(at - last);
    last = at;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return gaps.sort((a, b) => a - b);
}

/**
 * Covers are drawn, rasterised and encoded on drawing threads, each user with at most COVER_DRAWINGS_AT_ONCE under
 * way, and only a user's latest COVER_PREVIEWS_KEPT unsaved previews are kept
 * (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
describe('cover drawings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(() => ctx.close());

  it('refuses a user past COVER_DRAWINGS_AT_ONCE drawings with a 429, while another user draws', async () => {
    const busy = await ctx.signUp();
    const other = await ctx.signUp();
    const holding = holdCoverWrites(ctx);
    onTestFinished(holding.release); // a failing test leaves no write held for the next
    const answered: Response[] = [];
    const burst = Array.from({ length: 15 }, () =>
      busy.call(generateApi.coverImage, { body: COVER }).then((res) => (answered.push(res), res)),
    );
    await vi.waitFor(() => expect(answered.length).toBe(15 - COVER_DRAWINGS_AT_ONCE), { timeout: 30_000 });
    for (const refused of answered) {
      expect(await expectBody(refused, 429, errorBody)).toEqual({
        error: { code: 'RATE_LIMITED', message: COVER_DRAWINGS_AT_ONCE_MESSAGE },
      });
      expect(refused.headers.get('retry-after')).toBe(String(COVER_DRAWING_RETRY_SECONDS));
    }
    expect(COVER_DRAWINGS_AT_ONCE_MESSAGE).toBe(
      'You are already drawing 2 covers. Please wait a moment for them to finish, then try again.',
    );

    const others = other.call(generateApi.coverImage, { body: COVER });
    await vi.waitFor(() => expect(holding.held()).toBe(COVER_DRAWINGS_AT_ONCE + 1), { timeout: 30_000 });
    holding.release();
    await expectBody(await others, 200, generateCoverImageResult);
    const drawn = (await Promise.all(burst)).filter((res) => res.status === 200);
    expect(drawn).toHaveLength(COVER_DRAWINGS_AT_ONCE);
    await draw(busy);
  }, 60_000);

  it('keeps the event loop free while eight covers are drawn at once', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => ctx.signUp()));
    await draw(users[0]!); // the drawing threads are started; the figure is the burst's
    const gaps = await timerGaps(async () => {
      expect(await Promise.all(users.flatMap((user) => [draw(user), draw(user)]))).toHaveLength(8);
    });
    // Encoded on the main thread, each 1600×2400 PNG held it for ~90 ms at a time, eight of them in a burst.
    expect(gaps.at(Math.floor(gaps.length * 0.99))).toBeLessThan(150);
  }, 60_000);
});

describe('cover previews', () => {
  let ctx: TestContext;
  let previewBytes: number;
  beforeAll(async () => {
    previewBytes = (await renderCover({ ...COVER, author: COVER.authorName })).length;
    // Room for the latest previews and two more: a user who kept every preview would be refused within a few.
    ctx = await createTestContext('sqlite', { storageQuotaBytes: previewBytes * (COVER_PREVIEWS_KEPT + 2) });
  });
  afterAll(() => ctx.close());

  const storedBytes = async (user: Client) =>
    readCount(
      (await ctx.db.selectFrom('storage_usage').select('bytes').where('user_id', '=', user.userId).executeTakeFirst())
        ?.bytes ?? 0,
    );

  it("keeps only a user's latest unsaved previews, so drawing many never fills their quota", async () => {
    const user = await ctx.signUp();
    const previews: string[] = [];
    for (let drawn = 0; drawn < 2 * COVER_PREVIEWS_KEPT + 1; drawn++) previews.push(await draw(user));

    const kept = previews.slice(-COVER_PREVIEWS_KEPT);
    for (const imageUrl of previews)
      expect(await imageStatus(user, imageUrl)).toBe(kept.includes(imageUrl) ? 200 : 404);
    expect(await storedBytes(user)).toBe(COVER_PREVIEWS_KEPT * previewBytes);

    const saved = previews.at(-COVER_PREVIEWS_KEPT)!;
    await expectBody(
      await user.call(savedItemApi.covers.create, { body: { imageUrl: saved, style: 'vibrant' } }),
      201,
      savedCover,
    );
    for (let drawn = 0; drawn < COVER_PREVIEWS_KEPT; drawn++) await draw(user);
    expect(await imageStatus(user, saved)).toBe(200);
    expect(await storedBytes(user)).toBe((COVER_PREVIEWS_KEPT + 1) * previewBytes);
  }, 60_000);
});
