import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createContent, createProject } from '../../../tests/factories/index.js';
import {
  fakeReply,
  startFakeAiServer,
  streamedRequests,
  type FakeAiServer,
} from '../../../tests/fakes/fake-ai-server.js';
import {
  outOfDateKeys,
  planOf,
  plannedBookProject,
  projectSectionRows,
  readBookView,
  runSettled,
  sectionTextOf,
  startBook,
  waitForBook,
} from '../../../tests/support/book-runs.js';
import { documentsStatusOf } from '../../../tests/support/document-projects.js';
import { partText } from '../../../tests/support/part-texts.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { queuedJobs } from '../../../tests/support/queued-jobs.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { bookRunStarted } from '../../shared/schemas/book-run.js';
import { errorBody } from '../../shared/schemas/error.js';
import { listing } from '../../shared/schemas/listing.js';
import { generateTitlesResult } from '../../shared/schemas/title.js';
import type { ContentRequest } from '../ai/book-context/chapter-context.js';
import { createAiEngine, type AiEngine } from '../ai/index.js';
import { writeJson } from '../db/codec.js';
import { runPartsLimitedMessage } from '../services/generation/generation-rate-limiter.js';
import { mostSharedWith, sentencesOf } from '../services/book-runs/shared-sentences.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { projectListingApi } from '../../shared/api/project-listing.js';
import { generateApi } from '../../shared/api/generate.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** The offline writer, keeping each request, optionally taking `partMs` longer for each part. */
function offlineWriter(partMs = 0) {
  const offline = createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } });
  const requests: ContentRequest[] = [];
  const engine: AiEngine = {
    ...offline,
    info: offline.info,
    async streamContent(input, options) {
      requests.push(input);
      if (partMs > 0) await delay(partMs);
      return offline.streamContent(input, options);
    },
  };
  return { engine, requests };
}

const TITLES_BODY = { tone: 'urgent', productConcept: 'Calmer mornings for parents who work early' };
const settled = runSettled;

describe('writing the whole book', () => {
  let ctx: TestContext;
  let provider: FakeAiServer | undefined;
  afterEach(async () => {
    await ctx.close();
    await provider?.close();
    provider = undefined;
  });

  async function open(engine: AiEngine = offlineWriter().engine) {
    ctx = await createTestContext('sqlite', { ai: engine, generationLimit: { calls: 100, windowMs: 60_000 } });
    await ctx.jobs.start();
  }

  const plannedProject = (owner: Owner, chapters: number) => plannedBookProject(ctx, owner, chapters);

  const sectionsOf = (projectId: string) => projectSectionRows(ctx.db, projectId);

  /** The sections' names in the order they were written (created). */
  async function writingOrderOf(projectId: string) {
    const sections = await sectionsOf(projectId);
    return sections
      .map((section) => ({ name: section.section_name, at: new Date(section.created_at).getTime() }))
      .sort((a, b) => a.at - b.at)
      .map((section) => section.name);
  }

  it('writes a 12-chapter book start to finish: chapters in order, then the introduction and conclusion, then the files', async () => {
    const writer = offlineWriter();
    await open(writer.engine);
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 12);
    const before = await readBookView(owner, project.id);
    expect(before.parts.map((part) => part.sectionName)).toEqual([
      'Introduction',
      ...planOf(12).chapters.map((chapter, index) => `Chapter ${index + 1}: ${chapter.title}`),
      'Conclusion',
    ]);
    // The built-in writer's tokens are counted as a provider's would be, with no price to cost them.
    expect(before.estimate).toMatchObject({ parts: 14, tokens: { outputTokens: 14 * 2_000, costUsd: null } });

    const { run, started } = await startBook(owner, project.id);
    expect(started).toBe(true);
    expect(run).toMatchObject({
      kind: 'book',
      status: 'running',
      stepCount: 14,
      estimate: { outputTokens: 14 * 2_000, costUsd: null },
      budget: { tokens: null, usd: null },
    });
    const done = await waitForBook(owner, project.id, settled);
    expect(done.run).toMatchObject({ status: 'completed', stepsDone: 14, current: null, error: null });
    expect(done.run?.usage.inputTokens).toBeGreaterThan(0);
    expect(done.cost).toEqual(done.run?.usage);
    expect(done.run?.words).toBeGreaterThan(14 * 300);
    expect(done.parts.every((part) => part.contentId !== null && part.words > 0)).toBe(true);

    const sections = await sectionsOf(project.id);
    expect(sections.map((section) => section.section_name)).toEqual(before.parts.map((part) => part.sectionName));
    expect(await writingOrderOf(project.id)).toEqual([
      ...before.parts.filter((part) => part.role === 'chapter').map((part) => part.sectionName),
      'Introduction',
      'Conclusion',
    ]);
    // Each part once: the run's record of parts matches the sections.
    const parts = await ctx.db.selectFrom('book_run_parts').select('step').execute();
    expect(parts.map((part) => part.step).sort((a, b) => a - b)).toEqual([...Array(14).keys()]);
    // The built-in writer costs nothing: no part is counted in any window.
    expect(await ctx.db.selectFrom('rate_hits').select('id').execute()).toEqual([]);

    // The files follow: generated from the book just written.
    await expect
      .poll(
        async () =>
          (
            await ctx.db
              .selectFrom('projects')
              .select('documents_status')
              .where('id', '=', project.id)
              .executeTakeFirst()
          )?.documents_status,
        { timeout: 30_000 },
      )
      .toBe('completed');
    expect(writer.requests).toHaveLength(14);
  });

  it('gives each chapter the plan, its goal and what the chapters before it say; the introduction and conclusion every chapter', async () => {
    const writer = offlineWriter();
    await open(writer.engine);
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 6);
    await startBook(owner, project.id);
    await waitForBook(owner, project.id, settled);
    const plan = planOf(6).chapters;
    const chapters = writer.requests.filter((request) => request.chapter);
    expect(chapters.map((request) => request.chapter?.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [index, request] of chapters.entries()) {
      expect(request.chapter).toMatchObject({
        title: plan[index]!.title,
        goal: plan[index]!.goal,
        plan,
        chapterCount: 6,
      });
      expect(request.chapter?.earlier.map((earlier) => earlier.title)).toEqual(
        plan.slice(0, index).map((c) => c.title),
      );
      expect(request.contentType).toBe('howto');
    }
    const [introduction, conclusion] = writer.requests.slice(6);
    expect(introduction?.wholeBook?.part).toBe('introduction');
    expect(conclusion?.wholeBook?.part).toBe('conclusion');
    expect(introduction?.wholeBook?.chapters.map((chapter) => chapter.title)).toEqual(plan.map((c) => c.title));
  });

  it("sends the provider each chapter's plan, goal and earlier summaries, never an earlier chapter's full text", async () => {
    provider = await startFakeAiServer();
    const textOf = (n: number) =>
      `# Part ${n}\n\n${partText(n)}\n\n## Detail\n\nThen a fourth. Deep in part ${n}: marker-${n}-deep-text that no later prompt may carry.`;
    provider.enqueue(...[1, 2, 3, 4, 5, 6].map((n) => fakeReply.text(textOf(n))));
    provider.setFallback(fakeReply.json({ summary: 'A gentle plan for slow mornings.' }));
    await open(
      createAiEngine({ config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL } }),
    );
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 4);
    await startBook(owner, project.id);
    await waitForBook(owner, project.id, settled);
    const prompts = streamedRequests(provider).map((request) => JSON.stringify(request.body.messages));
    expect(prompts).toHaveLength(6);
    const plan = planOf(4).chapters;
    for (const [index, prompt] of prompts.slice(0, 4).entries()) {
      for (const chapter of plan) expect(prompt).toContain(chapter.title);
      expect(prompt).toContain(plan[index]!.goal);
      for (let earlier = 1; earlier <= index; earlier++) {
        expect(prompt).toContain(`Part ${earlier} opens with its own point.`);
        expect(prompt).not.toContain(`marker-${earlier}-deep-text`);
      }
      expect(prompt).not.toContain(`Part ${index + 1} opens`);
    }
    for (const prompt of prompts.slice(4)) {
      for (const n of [1, 2, 3, 4]) {
        expect(prompt).toContain(`Part ${n} opens with its own point.`);
        expect(prompt).not.toContain(`marker-${n}-deep-text`);
      }
    }
    // The listing the finished run drafts is asked from the plan and what each chapter says, not their full text.
    const listingPrompt = JSON.stringify(provider.requests.find((request) => !request.body.stream)?.body.messages);
    for (const chapter of plan) expect(listingPrompt).toContain(chapter.title);
    for (const n of [1, 2, 3, 4]) {
      expect(listingPrompt).toContain(`Part ${n} opens with its own point.`);
      expect(listingPrompt).not.toContain(`marker-${n}-deep-text`);
    }
    // The provider wrote only the summary, asked twice; the other fields are the built-in writer's drafts.
    const drafted = await expectBody(
      await owner.call(projectListingApi.read, { params: { id: project.id } }),
      200,
      listing,
    );
    expect(drafted.fields.summary).toBe('A gentle plan for slow mornings.');
    expect(drafted.sources).toMatchObject({ summary: 'provider', description: 'offline', blurb: 'offline' });
  });

  it('Rewrite with the built-in writer gives another draft each time, or says it has none', async () => {
    await open();
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 2);
    await startBook(owner, project.id);
    const written = await waitForBook(owner, project.id, settled);
    const textOf = async (key: string) =>
      (
        await ctx.db
          .selectFrom('generated_content')
          .select('content')
          .where('id', '=', written.parts.find((part) => part.key === key)!.contentId!)
          .executeTakeFirstOrThrow()
      ).content;
    const rewrite = async (key: string) => {
      const started = await expectBody(
        await owner.call(projectBookApi.rewritePart, { params: { id: project.id, key } }),
        202,
        bookRunStarted,
      );
      return (await waitForBook(owner, project.id, (view) => view.run?.id === started.run.id && settled(view), 90_000))
        .run!;
    };
    const shareWith = (text: string, other: string) =>
      mostSharedWith(sentencesOf(text), [{ name: 'other', sentences: sentencesOf(other) }])?.share ?? 0;

    // A chapter: three rewrites, each repeating under half the sentences of the two versions before it.
    const versions = [await textOf('chapter-1')];
    for (let i = 0; i < 3; i++) {
      expect((await rewrite('chapter-1')).status).toBe('completed');
      versions.push(await textOf('chapter-1'));
    }
    for (let i = 1; i < versions.length; i++) {
      expect(shareWith(versions[i]!, versions[i - 1]!)).toBeLessThan(0.5);
      if (i >= 2) expect(shareWith(versions[i]!, versions[i - 2]!)).toBeLessThan(0.5);
    }

    // The conclusion of a two-chapter book, whose sentences have two variants each: the second rewrite has none
    // different enough from both versions before it, says so, and keeps the text.
    expect((await rewrite('conclusion')).status).toBe('completed');
    const kept = await textOf('conclusion');
    const refused = await rewrite('conclusion');
    expect(refused).toMatchObject({ status: 'paused' });
    expect(refused.error).toMatch(
      /^The built-in writer has no other version of “Conclusion”: each it can write repeats half or more/,
    );
    expect(await textOf('conclusion')).toBe(kept);
  }, 300_000);

  it('a 30-part book by the built-in writer leaves the tools usable at the default limits', async () => {
    ctx = await createTestContext('sqlite', { ai: offlineWriter().engine });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 28);
    await startBook(owner, project.id);
    expect((await waitForBook(owner, project.id, settled, 60_000)).run).toMatchObject({
      status: 'completed',
      stepsDone: 30,
    });
    await expectBody(await owner.call(generateApi.titles, { body: TITLES_BODY }), 200, generateTitlesResult);
  });

  it("counts a provider's parts in the runs' own budget: the tools' window stays as it was", async () => {
    provider = await startFakeAiServer();
    provider.setFallback(fakeReply.computed((_, index) => fakeReply.text(partText(index + 1))));
    const ai = createAiEngine({
      config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL },
    });
    ctx = await createTestContext('sqlite', { ai, generationLimit: { calls: 1, windowMs: 60_000 } });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 2);
    await startBook(owner, project.id);
    expect((await waitForBook(owner, project.id, settled)).run).toMatchObject({ status: 'completed', stepsDone: 4 });
    const hitKeys = await ctx.db.selectFrom('rate_hits').select('key').execute();
    expect(hitKeys).toEqual(Array.from({ length: 4 }, () => ({ key: `book-run-parts:${owner.userId}` })));

    provider.enqueue(fakeReply.json({ titles: ['Slow Mornings'] }));
    await expectBody(await owner.call(generateApi.titles, { body: TITLES_BODY }), 200, generateTitlesResult);
    const refused = await owner.call(generateApi.titles, { body: TITLES_BODY });
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(59);
    expect((await expectBody(refused, 429, errorBody)).error.message).toBe(
      `You have made too many generation requests. Try again in ${seconds} seconds.`,
    );
  });

  it("refuses a provider's next run once its parts have spent the runs' budget, with a 429 whose Retry-After names the wait", async () => {
    provider = await startFakeAiServer();
    provider.setFallback(fakeReply.computed((_, index) => fakeReply.text(partText(index + 1))));
    ctx = await createTestContext('sqlite', {
      ai: createAiEngine({ config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL } }),
    });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    // 28 chapters, the introduction and the conclusion: the 30 parts a minute the runs may have by default.
    const written = await plannedProject(owner, 28);
    await startBook(owner, written.id);
    expect((await waitForBook(owner, written.id, settled, 60_000)).run).toMatchObject({
      status: 'completed',
      stepsDone: 30,
    });

    const next = await plannedProject(owner, 2);
    const refused = await owner.call(projectBookApi.start, { params: { id: next.id }, body: { contentType: 'howto' } });
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await expectBody(refused, 429, errorBody)).toEqual({
      error: { code: 'RATE_LIMITED', message: runPartsLimitedMessage(seconds) },
    });
    expect((await readBookView(owner, next.id)).run).toBeNull();
    // The tools' own window is untouched by the run's parts.
    provider.enqueue(fakeReply.json({ titles: ['Slow Mornings'] }));
    await expectBody(await owner.call(generateApi.titles, { body: TITLES_BODY }), 200, generateTitlesResult);
  }, 120_000);

  it('a provider that answers 429 three times is retried by the SDK, and the book is written', async () => {
    provider = await startFakeAiServer();
    provider.enqueue(
      fakeReply.status(429, 'Slow down'),
      fakeReply.status(429, 'Slow down'),
      fakeReply.status(429, 'Slow down'),
    );
    provider.setFallback(
      fakeReply.computed((_, index) =>
        fakeReply.text(partText(index + 1), { usage: { promptTokens: 900, completionTokens: 700 } }),
      ),
    );
    await open(
      createAiEngine({ config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL } }),
    );
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 2);
    await startBook(owner, project.id);
    const done = await waitForBook(owner, project.id, settled);
    expect(done.run).toMatchObject({ status: 'completed', stepsDone: 4 });
    expect(done.run?.usage).toEqual({ inputTokens: 3_600, outputTokens: 2_800, costUsd: null });
    expect(streamedRequests(provider)).toHaveLength(3 + 4);
  });

  it('a provider that fails for good pauses the run with its message, the part saved making the files out of date; Resume writes on from there', async () => {
    provider = await startFakeAiServer();
    provider.enqueue(fakeReply.text(partText(1)), fakeReply.status(401, 'Incorrect API key provided'));
    provider.setFallback(fakeReply.computed((_, index) => fakeReply.text(partText(index + 1))));
    await open(
      createAiEngine({ config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL } }),
    );
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 3);
    // Files being made from the book before the run: the part it saves makes them out of date, so that render can no
    // longer complete the project (its job completes only a copy still generating).
    await ctx.db
      .updateTable('projects')
      .set({ documents_status: 'generating', documents_generation: randomUUID() })
      .where('id', '=', project.id)
      .execute();
    await startBook(owner, project.id);
    const paused = await waitForBook(owner, project.id, settled);
    expect(paused.run).toMatchObject({ status: 'paused', stepsDone: 1, current: { role: 'chapter', number: 2 } });
    expect(paused.run?.error).toContain('Incorrect API key provided');
    expect(paused.run?.error).toContain('401');
    expect(await sectionsOf(project.id)).toHaveLength(1);
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');

    const resumed = await owner.call(projectBookApi.resume, { params: { id: project.id } });
    expect(resumed.status).toBe(200);
    const done = await waitForBook(owner, project.id, settled);
    expect(done.run).toMatchObject({ status: 'completed', stepsDone: 5 });
    expect((await sectionsOf(project.id)).map((section) => section.section_name)).toEqual(
      done.parts.map((part) => part.sectionName),
    );
  });

  it('Cancel stops after the part being written and keeps chapters 1..k; writing again goes on from k+1', async () => {
    await open(offlineWriter(150).engine);
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 8);
    await startBook(owner, project.id);
    await waitForBook(owner, project.id, (view) => (view.run?.stepsDone ?? 0) >= 2);
    const cancel = await owner.call(projectBookApi.cancel, { params: { id: project.id } });
    expect(cancel.status).toBe(200);
    const cancelled = await waitForBook(owner, project.id, settled);
    expect(cancelled.run?.status).toBe('cancelled');
    const k = cancelled.run!.stepsDone;
    expect(k).toBeGreaterThanOrEqual(2);
    expect(k).toBeLessThan(8);
    const names = planOf(8).chapters.map((chapter, index) => `Chapter ${index + 1}: ${chapter.title}`);
    expect((await sectionsOf(project.id)).map((section) => section.section_name)).toEqual(names.slice(0, k));

    const again = await startBook(owner, project.id);
    expect(again.run.stepCount).toBe(8 - k + 2);
    await waitForBook(owner, project.id, settled);
    expect((await sectionsOf(project.id)).map((section) => section.section_name)).toEqual([
      'Introduction',
      ...names,
      'Conclusion',
    ]);
  });

  it('refuses an empty plan, a plan over the limit and a book with nothing left, storing nothing', async () => {
    await open();
    const owner = await ctx.signUp();
    const empty = await createProject(ctx.db, { userId: owner.userId });
    const refused = await expectBody(
      await owner.call(projectBookApi.start, { params: { id: empty.id }, body: {} }),
      400,
      errorBody,
    );
    expect(refused.error.message).toBe('The book plan has no chapters. Add chapters to the Book Plan first.');
    const emptyCourse = await createProject(ctx.db, { userId: owner.userId, productType: 'course' });
    const refusedCourse = await expectBody(
      await owner.call(projectBookApi.start, { params: { id: emptyCourse.id }, body: {} }),
      400,
      errorBody,
    );
    expect(refusedCourse.error.message).toBe('The course plan has no modules. Add modules to the Course Plan first.');

    const huge = await createProject(ctx.db, { userId: owner.userId });
    await ctx.db
      .insertInto('book_plans')
      .values({
        project_id: huge.id,
        user_id: owner.userId,
        title: 'Huge',
        subtitle: '',
        author_name: 'Ana',
        isbn: '',
        chapters: writeJson(Array.from({ length: 1_000 }, (_, index) => ({ title: `Part ${index + 1}`, goal: '' }))),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const tooMany = await expectBody(
      await owner.call(projectBookApi.start, { params: { id: huge.id }, body: {} }),
      400,
      errorBody,
    );
    expect(tooMany.error.message).toBe('A book can have at most 100 chapters; this plan has 1,000.');

    const badType = await owner.call(projectBookApi.start, {
      params: { id: huge.id },
      body: { contentType: 'poetry' },
    });
    expect(badType.status).toBe(400);
    expect(await ctx.db.selectFrom('book_runs').select('id').execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('generated_content').select('id').execute()).toHaveLength(0);

    const small = await plannedProject(owner, 1);
    await startBook(owner, small.id);
    await waitForBook(owner, small.id, settled);
    const nothing = await expectBody(
      await owner.call(projectBookApi.start, { params: { id: small.id }, body: {} }),
      409,
      errorBody,
    );
    expect(nothing.error.message).toBe('Every part of the book is written. Rewrite a part to write it again.');
  });

  it('a second start while a book is being written answers with that run, whichever project', async () => {
    await open(offlineWriter(100).engine);
    const owner = await ctx.signUp();
    const first = await plannedProject(owner, 4);
    const second = await plannedProject(owner, 4);
    const { run } = await startBook(owner, first.id);
    const again = await startBook(owner, second.id, 200);
    expect(again).toMatchObject({
      started: false,
      run: { id: run.id, projectId: first.id, projectTitle: 'Slow Mornings' },
    });
    expect(await ctx.db.selectFrom('book_runs').select('id').execute()).toHaveLength(1);

    // A page read before the run cannot write back a section list without the run's parts.
    const stale = await expectBody(
      await owner.call(projectApi.replaceSections, { params: { id: first.id }, body: { contentIds: [] } }),
      409,
      errorBody,
    );
    expect(stale.error.message).toBe(
      'The book is being written and its sections change as each part is saved. Change them once it is written.',
    );
    const written = await waitForBook(owner, first.id, settled);
    expect(written.parts.every((part) => part.contentId !== null)).toBe(true);
    expect(
      (await owner.call(projectApi.replaceSections, { params: { id: first.id }, body: { contentIds: [] } })).status,
    ).toBe(200);
  });

  it("another user's project is not found, and their book is not theirs to read or steer", async () => {
    await open();
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const project = await plannedProject(owner, 2);
    for (const res of [
      await stranger.call(projectBookApi.read, { params: { id: project.id } }),
      await stranger.call(projectBookApi.start, { params: { id: project.id }, body: {} }),
      await stranger.call(projectBookApi.cancel, { params: { id: project.id } }),
      await stranger.call(projectBookApi.rewritePart, { params: { id: project.id, key: 'chapter-1' } }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await ctx.db.selectFrom('book_runs').select('id').execute()).toHaveLength(0);
  });

  it('a project deleted mid-run stops the run cleanly: nothing saved after, nothing left running', async () => {
    await open(offlineWriter(200).engine);
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 10);
    await startBook(owner, project.id);
    await waitForBook(owner, project.id, (view) => (view.run?.stepsDone ?? 0) >= 2);
    expect((await owner.call(projectApi.remove, { params: { id: project.id } })).status).toBe(204);
    const savedAtDelete = (await ctx.db.selectFrom('generated_content').select('id').execute()).length;
    // Once the run's job has ended, nothing more can be written or left behind.
    await expect.poll(async () => (await queuedJobs(ctx, 'write-book')).map((job) => job.state)).toEqual(['completed']);
    expect(await ctx.db.selectFrom('book_runs').select('id').execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('book_run_parts').select('run_id').execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('project_content_sections').select('id').execute()).toHaveLength(0);
    // The chapters written before stay saved, like every part of a deleted project; none was added after.
    expect((await ctx.db.selectFrom('generated_content').select('id').execute()).length).toBe(savedAtDelete);
  });

  it('Rewrite writes one part again with the same context and keeps the old text; Restore brings it back', async () => {
    const writer = offlineWriter();
    await open(writer.engine);
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 3);
    await startBook(owner, project.id);
    const written = await waitForBook(owner, project.id, settled);
    const part = written.parts.find((candidate) => candidate.key === 'chapter-2')!;
    const before = await ctx.db
      .selectFrom('generated_content')
      .select('content')
      .where('id', '=', part.contentId!)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('generated_content')
      .set({ content: 'My own edit of chapter two.' })
      .where('id', '=', part.contentId!)
      .execute();

    const rewrite = await expectBody(
      await owner.call(projectBookApi.rewritePart, { params: { id: project.id, key: 'chapter-2' } }),
      202,
      bookRunStarted,
    );
    expect(rewrite.run).toMatchObject({ kind: 'rewrite', stepCount: 1 });
    const done = await waitForBook(owner, project.id, (view) => view.run?.id === rewrite.run.id && settled(view));
    expect(done.run?.status).toBe('completed');
    expect(writer.requests.at(-1)?.chapter).toMatchObject({
      number: 2,
      earlier: [{ title: planOf(3).chapters[0]!.title }],
    });
    const after = await ctx.db
      .selectFrom('generated_content')
      .select(['content', 'previous_content'])
      .where('id', '=', part.contentId!)
      .executeTakeFirstOrThrow();
    expect(after.previous_content).toBe('My own edit of chapter two.');
    expect(after.content).not.toBe('My own edit of chapter two.');
    expect(after.content).toContain('#');
    expect(done.parts.find((candidate) => candidate.key === 'chapter-2')?.hasPreviousVersion).toBe(true);
    expect(before.content).not.toBe('');

    const restored = await owner.call(projectBookApi.restorePart, { params: { id: project.id, key: 'chapter-2' } });
    expect(restored.status).toBe(200);
    const back = await ctx.db
      .selectFrom('generated_content')
      .select(['content', 'previous_content'])
      .where('id', '=', part.contentId!)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ content: 'My own edit of chapter two.', previous_content: after.content });
    expect(
      (await owner.call(projectBookApi.rewritePart, { params: { id: project.id, key: 'chapter-9' } })).status,
    ).toBe(404);
    expect((await owner.call(projectBookApi.restorePart, { params: { id: project.id, key: 'nonsense' } })).status).toBe(
      404,
    );
  });

  /**
   * How long a second run may wait: the queue's one worker makes the first run's files before it takes the second
   * run's job, which on a busy machine takes far longer than writing the book.
   */
  const RUN_AFTER_FILES_MS = 60_000;
  const textOf = (projectId: string, name: string) => sectionTextOf(ctx.db, projectId, name);

  it(
    'an introduction written before the chapters is written again after them; leaving out-of-date parts keeps it',
    async () => {
      await open();
      const owner = await ctx.signUp();
      const project = await plannedProject(owner, 2);
      const wizardIntro = await createContent(ctx.db, {
        userId: owner.userId,
        sectionName: 'Introduction',
        content: 'This book has six modules, starting with Pantry Basics.',
      });
      await ctx.db
        .insertInto('project_content_sections')
        .values({ id: randomUUID(), project_id: project.id, content_id: wizardIntro.id, order_index: 0 })
        .execute();
      const before = await readBookView(owner, project.id);
      expect(outOfDateKeys(before)).toEqual([]);
      expect(before.estimate).toMatchObject({ parts: 3, rewrites: 1 });

      const kept = await expectBody(
        await owner.call(projectBookApi.start, {
          params: { id: project.id },
          body: { contentType: 'howto', rewriteOutOfDate: false },
        }),
        202,
        bookRunStarted,
      );
      expect(kept.run.stepCount).toBe(3);
      const written = await waitForBook(
        owner,
        project.id,
        (view) => view.run?.id === kept.run.id && settled(view),
        RUN_AFTER_FILES_MS,
      );
      expect(await textOf(project.id, 'Introduction')).toBe(wizardIntro.content);
      expect(outOfDateKeys(written)).toEqual(['introduction']);
      const nothing = await owner.call(projectBookApi.start, {
        params: { id: project.id },
        body: { rewriteOutOfDate: false },
      });
      expect(nothing.status).toBe(409);

      const { run } = await startBook(owner, project.id);
      expect(run.stepCount).toBe(1);
      const done = await waitForBook(
        owner,
        project.id,
        (view) => view.run?.id === run.id && settled(view),
        RUN_AFTER_FILES_MS,
      );
      expect(outOfDateKeys(done)).toEqual([]);
      const intro = await textOf(project.id, 'Introduction');
      expect(intro).not.toContain('six modules');
      expect(intro).toContain(planOf(2).chapters[1]!.title);
    },
    3 * RUN_AFTER_FILES_MS,
  );

  it('shows the estimate and the tokens and cost used when a provider and its price are set', async () => {
    provider = await startFakeAiServer();
    provider.setFallback(
      fakeReply.computed((_, index) =>
        fakeReply.text(partText(index + 1), { usage: { promptTokens: 1_000, completionTokens: 2_000 } }),
      ),
    );
    ctx = await createTestContext('sqlite', {
      ai: createAiEngine({ config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL } }),
      aiPrice: { inputPerMillion: 2, outputPerMillion: 8 },
    });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 2);
    const before = await readBookView(owner, project.id);
    expect(before.estimate.parts).toBe(4);
    expect(before.estimate.tokens?.outputTokens).toBe(8_000);
    expect(before.estimate.tokens?.inputTokens).toBeGreaterThan(4 * 200);
    expect(before.estimate.tokens?.costUsd).toBeGreaterThan(0);
    const { run } = await startBook(owner, project.id);
    expect(run.estimate.outputTokens).toBe(8_000);
    expect(run.estimate.inputTokens).toBeCloseTo(before.estimate.tokens?.inputTokens ?? 0, -2);
    const done = await waitForBook(owner, project.id, settled);
    expect(done.run?.usage).toEqual({ inputTokens: 4_000, outputTokens: 8_000, costUsd: 0.072 });
    expect(done.cost).toEqual({ inputTokens: 4_000, outputTokens: 8_000, costUsd: 0.072 });
  });
});
