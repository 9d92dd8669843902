import { afterEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import {
  fakeReply,
  startFakeAiServer,
  streamedRequests,
  type FakeAiServer,
  type FakeResponse,
} from '../../../tests/fakes/fake-ai-server.js';
import { planOf, waitForBook } from '../../../tests/support/book-runs.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { partText } from '../../../tests/support/part-texts.js';
import { readContentStream } from '../../../tests/support/content-stream.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { bookRunStarted, type BookView } from '../../shared/schemas/book-run.js';
import { createAiEngine } from '../ai/index.js';
import { BOOK_PART_RETRIES, DEFAULT_AI_MAX_RETRIES } from '../limits.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectCourseApi, projectCourseKitApi } from '../../shared/api/project-course-kit.js';
import { courseView } from '../../shared/schemas/course-view.js';
import { WORKBOOK_COURSE_PLAN } from '../../../tests/support/course-fixtures.js';
import { zipEntryText } from '../services/render/read-back/read-zip.js';

const settled = (view: BookView) => view.run !== null && view.run.status !== 'running';
/** What real models say around a part, and never a book's words. */
const CHATTER = /Sure!|Let me know|```|Here's the next/;

describe('a book written by a provider that behaves as real models do', () => {
  let ctx: TestContext;
  let provider: FakeAiServer;
  let second: FakeAiServer | undefined;
  afterEach(async () => {
    await ctx.close();
    await provider.close();
    await second?.close();
    second = undefined;
  });

  /**
   * A fake provider answering every streamed request (a part) with `reply`, counted among the streamed ones; the
   * listing the finished run drafts is a structured answer, given here as a model would.
   */
  async function fakeProvider(reply: (index: number, prompt: string) => FakeResponse) {
    const server = await startFakeAiServer();
    server.setFallback(
      fakeReply.computed((body) =>
        body.stream
          ? reply(streamedRequests(server).length - 1, JSON.stringify(body.messages ?? []))
          : fakeReply.json({ summary: 'A gentle plan for slow mornings.' }),
      ),
    );
    return server;
  }

  /**
   * A 2-chapter book (4 parts) written by a fake provider answering with `reply`, and by a second one answering with
   * `fallbackReply` when that is given (AI_FALLBACK_*); the run once it settles.
   */
  async function writeBook(
    reply: (index: number, prompt: string) => FakeResponse,
    fallbackReply?: (index: number, prompt: string) => FakeResponse,
  ) {
    provider = await fakeProvider(reply);
    second = fallbackReply && (await fakeProvider(fallbackReply));
    ctx = await createTestContext('sqlite', {
      ai: createAiEngine({
        config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL },
        fallback: second && { provider: 'openai-compatible', model: 'fallback-model', baseURL: second.baseURL },
      }),
      generationLimit: { calls: 100, windowMs: 60_000 },
    });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(2) })).status).toBe(200);
    await expectBody(
      await owner.call(projectBookApi.start, { params: { id: project.id }, body: { contentType: 'howto' } }),
      202,
      bookRunStarted,
    );
    const view = await waitForBook(owner, project.id, settled);
    const sections = await ctx.db
      .selectFrom('project_content_sections')
      .innerJoin('generated_content', 'generated_content.id', 'project_content_sections.content_id')
      .select(['generated_content.section_name', 'generated_content.content'])
      .where('project_content_sections.project_id', '=', project.id)
      .orderBy('project_content_sections.order_index')
      .execute();
    return { run: view.run!, sections, owner };
  }

  it('chatty: the preamble, the fence and the closing offer are taken out and recorded on each part', async () => {
    const { run, sections } = await writeBook((index) =>
      fakeReply.text(
        `Sure! Here's the next chapter of your book:\n\n\`\`\`markdown\n${partText(index + 1)}\n\`\`\`\n\nLet me know if you'd like any changes!`,
      ),
    );
    expect(run.status).toBe('completed');
    expect(sections.map((section) => section.content)).toEqual([3, 1, 2, 4].map((n) => partText(n)));
    expect(run.written[0]).toMatchObject({
      writer: 'openai-compatible/fake-model',
      wordsAsked: 600,
      retries: 0,
      continuations: 0,
      cleanup: [
        { kind: 'preamble', text: "Sure! Here's the next chapter of your book:" },
        { kind: 'fence', text: '```markdown' },
        { kind: 'closing', text: "Let me know if you'd like any changes!" },
      ],
    });
    expect(streamedRequests(provider)).toHaveLength(4);
  });

  it('renaming heading: the heading the model gave the part is taken out, so the part has its one heading', async () => {
    const { run, sections } = await writeBook((index) =>
      fakeReply.text(`# Chapter ${index + 1}: A Name of Its Own\n\n${partText(index + 1)}`),
    );
    expect(run.status).toBe('completed');
    for (const section of sections) expect(section.content).not.toMatch(/^#/m);
    expect(run.written.map((part) => part.cleanup)).toEqual(
      [1, 2, 3, 4].map((n) => [{ kind: 'heading', text: `# Chapter ${n}: A Name of Its Own` }]),
    );
    expect(streamedRequests(provider)).toHaveLength(4);
  });

  it('slow: a provider streaming a word at a time, with a pause between words, writes every part whole and is asked nothing again', async () => {
    const { run, sections } = await writeBook((index) => fakeReply.text(partText(index + 1), { chunkDelayMs: 2 }));
    expect(run.status).toBe('completed');
    expect(sections.map((section) => section.content)).toEqual([3, 1, 2, 4].map((n) => partText(n)));
    expect(run.written.map((part) => [part.retries, part.continuations])).toEqual(Array(4).fill([0, 0]));
    expect(streamedRequests(provider)).toHaveLength(4);
  });

  it('truncating on every other reply: each part is continued once and joined whole', async () => {
    const { run, sections } = await writeBook((index) => {
      const words = partText(Math.floor(index / 2) + 1).split(' ');
      const half = Math.floor(words.length / 2);
      return index % 2 === 0
        ? fakeReply.text(words.slice(0, half).join(' '), { finishReason: 'length' })
        : fakeReply.text(words.slice(half).join(' '));
    });
    expect(run.status).toBe('completed');
    expect(sections.map((section) => section.content)).toEqual([3, 1, 2, 4].map((n) => partText(n)));
    expect(run.written.map((part) => part.continuations)).toEqual([1, 1, 1, 1]);
    expect(JSON.stringify(provider.requests[1]?.body.messages)).toContain('Continue it from exactly where it stopped');
    expect(streamedRequests(provider)).toHaveLength(4 + 4);
  });

  it('repeating the previous answer: the part is asked again naming the sentences, then the run pauses saying why', async () => {
    const { run, sections } = await writeBook(() => fakeReply.text(partText(1)));
    expect(run.status).toBe('paused');
    expect(run.error).toBe(
      '“The Sunday Session” still repeats 100% of its sentences from “Chapter 1: Why Mornings Feel Hard” after it was asked for new text. Resume to ask again, or write the part yourself.',
    );
    expect(sections).toHaveLength(1);
    expect(JSON.stringify(provider.requests[2]?.body.messages)).toContain('These are already said in the book');
    expect(streamedRequests(provider)).toHaveLength(1 + 2);
  });

  it('short: a part under half the words asked is asked again once, naming the shortfall', async () => {
    const { run, sections } = await writeBook((index) =>
      fakeReply.text(index === 0 ? partText(9, 100) : partText(index)),
    );
    expect(run.status).toBe('completed');
    expect(run.written[0]).toMatchObject({ retries: 1, wordsAsked: 600 });
    expect(JSON.stringify(provider.requests[1]?.body.messages)).toMatch(/short of the 600 this part needs/);
    for (const section of sections) expect(section.content.split(/\s+/).length).toBeGreaterThanOrEqual(300);
    expect(streamedRequests(provider)).toHaveLength(4 + 1);
  });

  it.each([
    ['refusing', "I'm sorry, but I can't help with that.", "“I'm sorry, but I can't help with that.”"],
    ['empty', '', 'The AI provider answered with no text.'],
    ['JSON-only', '{"chapter": "Why Mornings Feel Hard"}', 'The AI provider answered with data instead of text.'],
  ])('%s: nothing is saved; asked once more, then the run pauses with the provider’s words', async (_, text, words) => {
    const { run, sections } = await writeBook(() => fakeReply.text(text));
    expect(run.status).toBe('paused');
    expect(run.error).toContain('“Why Mornings Feel Hard” was not written.');
    expect(run.error).toContain(words);
    expect(sections).toEqual([]);
    expect(streamedRequests(provider)).toHaveLength(2);
  });

  it("failing with 503 until the fallback takes over: every part is the fallback's, the first asked again for each", async () => {
    const { run, sections } = await writeBook(
      () => fakeReply.status(503, 'The server is overloaded'),
      (index) => fakeReply.text(partText(index + 1)),
    );
    expect(run.status).toBe('completed');
    expect(sections.map((section) => section.content)).toEqual([3, 1, 2, 4].map((n) => partText(n)));
    expect(run.written.map((part) => part.writer)).toEqual(Array(4).fill('openai-compatible/fallback-model'));
    expect(streamedRequests(provider)).toHaveLength(4 * (1 + BOOK_PART_RETRIES));
    expect(second && streamedRequests(second)).toHaveLength(4);
    const usage = await ctx.db
      .selectFrom('generation_usage')
      .select(['provider', 'model', 'outcome'])
      .where('task', '=', 'generate-content')
      .execute();
    expect(usage).toEqual(
      Array(4).fill({ provider: 'openai-compatible', model: 'fallback-model', outcome: 'success' }),
    );
  });

  it('failing with 503 and no fallback: the run pauses with the provider’s failure in words', async () => {
    const { run, sections } = await writeBook(() => fakeReply.status(503, 'The server is overloaded'));
    expect(run.status).toBe('paused');
    expect(run.error).toBe('The AI provider failed (503): The server is overloaded');
    expect(sections).toEqual([]);
    expect(streamedRequests(provider)).toHaveLength(1 + BOOK_PART_RETRIES);
  });

  it('refusing, with a fallback: a refusal is an answer, so the fallback is not asked', async () => {
    const { run } = await writeBook(
      () => fakeReply.text("I'm sorry, but I can't help with that."),
      (index) => fakeReply.text(partText(index + 1)),
    );
    expect(run.status).toBe('paused');
    expect(run.error).toContain("“I'm sorry, but I can't help with that.”");
    expect(second && streamedRequests(second)).toEqual([]);
  });

  it("the Content tool's section is the fallback's when the first fails with 503", async () => {
    const { owner } = await writeBook(
      (index) => (index < 4 ? fakeReply.text(partText(index + 1)) : fakeReply.status(503)),
      () => fakeReply.text(`Sure! Here's the section:\n\n${partText(5)}`),
    );
    const res = await owner.call(generateApi.content, {
      body: {
        title: 'Slow Mornings',
        sectionName: 'Chapter 2: The Sunday Session',
        contentType: 'howto',
        productType: 'ebook',
      },
    });
    expect(res.status).toBe(200);
    const { events, text } = await readContentStream(res);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(text).toBe(partText(5));
    expect(streamedRequests(provider)).toHaveLength(4 + 1 + DEFAULT_AI_MAX_RETRIES);
    const last = await ctx.db
      .selectFrom('generation_usage')
      .select(['model', 'outcome'])
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    expect(last).toEqual({ model: 'fallback-model', outcome: 'success' });
  });

  it("the Content tool's streamed section reaches the editor cleaned", async () => {
    const { owner } = await writeBook((index) =>
      fakeReply.text(
        `Sure! Here's the next chapter of your book:\n\n# Chapter 2: The Sunday Session\n\n${partText(index + 1)}\n\nI hope this helps! Let me know if you'd like any changes.`,
      ),
    );
    const res = await owner.call(generateApi.content, {
      body: {
        title: 'Slow Mornings',
        sectionName: 'Chapter 2: The Sunday Session',
        contentType: 'howto',
        productType: 'ebook',
      },
    });
    expect(res.status).toBe(200);
    const { events, text } = await readContentStream(res);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(text).toBe(partText(5));
    expect(text).not.toMatch(CHATTER);
  });
  it('a course: each module written as its lessons and video scripts, the chatter taken out, read back by the kit', async () => {
    const module = (n: number) =>
      [
        `Week ${n} sets up the plan the rest of the course cooks from.`,
        ...[1, 2].flatMap((lesson) => [
          `## Lesson ${lesson}: Step ${n}.${lesson}`,
          partText(10 * n + lesson, 120),
          '### Video Script',
          `**On screen:** The plan for step ${n}.${lesson}.`,
          `**Say:** ${partText(20 * n + lesson, 300)}`,
          '**Cue:** Show the full fridge.',
        ]),
        '## Module Summary',
        `Week ${n} in one line: plan first, then shop.`,
      ].join('\n\n');
    provider = await fakeProvider((index, prompt) => {
      const week = /Step (\d)\.1/.exec(prompt)?.[1];
      return fakeReply.text(
        week
          ? `Sure! Here's module ${week} of your course:\n\n\`\`\`markdown\n${module(Number(week))}\n\`\`\`\n\nLet me know if you'd like any changes!`
          : partText(90 + index),
      );
    });
    ctx = await createTestContext('sqlite', {
      ai: createAiEngine({ config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL } }),
      generationLimit: { calls: 100, windowMs: 60_000 },
    });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, {
      userId: owner.userId,
      title: 'Calm Kitchens',
      productType: 'course',
    });
    const saved = await owner.call(projectApi.savePlan, { params: { id: project.id }, body: WORKBOOK_COURSE_PLAN });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await expectBody(
      await owner.call(projectBookApi.start, { params: { id: project.id }, body: { contentType: 'howto' } }),
      202,
      bookRunStarted,
    );
    const view = await waitForBook(owner, project.id, settled);
    expect(view.run?.status, JSON.stringify(view.run)).toBe('completed');
    // Each module's part asked for its lessons by name, and its chatter was taken out and recorded.
    const modules = view.run!.written.filter((part) => part.cleanup.length > 0);
    expect(modules).toHaveLength(2);
    for (const part of modules) expect(part.cleanup.map((step) => step.kind)).toEqual(['preamble', 'fence', 'closing']);

    const course = await expectBody(
      await owner.call(projectCourseApi.read, { params: { id: project.id } }),
      200,
      courseView,
    );
    expect(course.modules.map((written) => written.written)).toEqual(
      [1, 2].map((n) => ({
        lessons: [1, 2].map((lesson) => ({ title: `Step ${n}.${lesson}`, minutes: 2 })),
        template: false,
        outOfDate: false,
      })),
    );
    const pages = new Uint8Array(
      await (await owner.call(projectCourseKitApi.lessons, { params: { id: project.id } })).arrayBuffer(),
    );
    const lesson = zipEntryText(pages, '01 Week 1/02 Step 1.2.md');
    expect(lesson).toContain(partText(12, 120).split('\n\n')[1]);
    expect(lesson).not.toMatch(CHATTER);
    expect(zipEntryText(pages, '01 Week 1/Video scripts.md')).toContain('Show the full fridge.');
  });
});
