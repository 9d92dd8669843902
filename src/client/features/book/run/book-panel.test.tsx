// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookPart, BookRun, BookView } from '@shared/schemas/book-run';
import type { BookPlanResponse } from '@shared/schemas/book-plan';
import type { ProductKind } from '@shared/product-kind';
import { errorAnswer, fakeServer, type FakeRequest } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { BookPanel } from './book-panel';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const OTHER_PROJECT_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const RUN_ID = '3d4e5f60-7182-4394-a5b6-c7d8e9f0a1b2';
const contentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => {
  vi.restoreAllMocks();
});

const CHAPTER_TITLES = ['Quiet Kitchens', 'The First Loaf', 'Scoring', 'Selling at the Market'];

/**
 * The introduction, four chapters and the conclusion; the first `written` of them saved with 1,000 words each, those
 * keyed in `outOfDate` out of date, the first `template` of the written ones template text by the built-in writer.
 */
function partsOf(
  written = 0,
  withPrevious: string[] = [],
  { outOfDate = [], template = 0 }: { outOfDate?: string[]; template?: number } = {},
): BookPart[] {
  const parts = [
    { key: 'introduction', role: 'introduction' as const, number: null, sectionName: 'Introduction', title: '' },
    ...CHAPTER_TITLES.map((title, index) => ({
      key: `chapter-${index + 1}`,
      role: 'chapter' as const,
      number: index + 1,
      sectionName: `Chapter ${index + 1}: ${title}`,
      title,
    })),
    { key: 'conclusion', role: 'conclusion' as const, number: null, sectionName: 'Conclusion', title: '' },
  ];
  return parts.map((part, index) => ({
    ...part,
    contentId: index < written ? contentId(index + 1) : null,
    words: index < written ? 1_000 : 0,
    hasPreviousVersion: withPrevious.includes(part.key),
    outOfDate: outOfDate.includes(part.key),
    templateShare: index < Math.min(written, template) ? 0.96 : 0,
    exercises: [],
    modelAnswers: 0,
  }));
}

function runOf(fields: Partial<BookRun> = {}): BookRun {
  return {
    id: RUN_ID,
    projectId: PROJECT_ID,
    projectTitle: 'Bake Between Shifts',
    kind: 'book',
    status: 'running',
    cancelRequested: false,
    stepCount: 6,
    stepsDone: 0,
    current: { role: 'introduction', number: null, title: 'Introduction' },
    written: [],
    words: 0,
    secondsLeft: null,
    usage: { inputTokens: 0, outputTokens: 0, costUsd: null },
    estimate: { inputTokens: 0, outputTokens: 0, costUsd: null },
    budget: { tokens: null, usd: null },
    error: null,
    note: null,
    startedAt: '2026-11-25T10:00:00.000Z',
    finishedAt: null,
    ...fields,
  };
}

/** The whole book written: six parts, 6,000 words. */
const completedRun = () =>
  runOf({ status: 'completed', stepsDone: 6, current: null, words: 6_000, finishedAt: '2026-11-25T10:03:00.000Z' });

function viewOf(fields: Partial<BookView> = {}): BookView {
  return {
    parts: partsOf(),
    run: null,
    estimate: { parts: 6, rewrites: 0, tokens: null, seconds: 180 },
    writer: { provider: 'offline', model: 'offline' },
    cost: { inputTokens: 0, outputTokens: 0, costUsd: null },
    template: { share: 0, draft: false },
    ...fields,
  };
}

const BOOK = `/api/projects/${PROJECT_ID}/book`;

/** The saved plan the panel reads what it writes from: a book's, or a course's (which has a final assignment). */
const planOf = (kind: ProductKind): BookPlanResponse => ({
  plan: {
    title: 'Bake Between Shifts',
    subtitle: '',
    authorName: '',
    isbn: '',
    chapters: [{ title: 'Starter', goal: '' }],
    description: '',
    ...(kind === 'course' ? { finalAssignment: '' } : {}),
  },
  saved: true,
  kind,
  revision: 1,
});

/**
 * The book endpoints: GET answers `view()`, a POST to the book or one of its actions answers `answerPost`. The
 * project, read for its files once the book is written, is not found: no files are offered.
 */
function servingBook(
  view: () => BookView,
  answerPost: (request: FakeRequest) => Response = () =>
    errorAnswer(404, { code: 'NOT_FOUND', message: 'Project not found' }),
  kind: ProductKind = 'book',
) {
  return fakeServer({
    [`GET ${BOOK}`]: () => Response.json(view()),
    [`GET /api/projects/${PROJECT_ID}/plan`]: () => Response.json(planOf(kind)),
    [`POST ${BOOK}`]: answerPost,
    [`POST ${BOOK}/:action`]: answerPost,
    [`POST ${BOOK}/parts/:key/:action`]: answerPost,
    [`GET /api/projects/${PROJECT_ID}`]: () => errorAnswer(404, { code: 'NOT_FOUND', message: 'Project not found' }),
  }).requests;
}

function renderPanel(onOpenPart = vi.fn()) {
  const { queryClient } = renderInApp(<BookPanel projectId={PROJECT_ID} onOpenPart={onOpenPart} />);
  return { client: queryClient, onOpenPart };
}

const posts = (sent: FakeRequest[]) => sent.filter((request) => request.method === 'POST');

describe('the book panel', () => {
  it('lists the parts not written, with the estimate, the limits and Write the book', async () => {
    servingBook(() => viewOf());
    renderPanel();
    await screen.findByText('6 parts to write · about 3 minutes');
    const rows = within(screen.getByRole('region', { name: 'Parts of the book' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'IntroductionNot written',
      'Chapter 1: Quiet KitchensNot written',
      'Chapter 2: The First LoafNot written',
      'Chapter 3: ScoringNot written',
      'Chapter 4: Selling at the MarketNot written',
      'ConclusionNot written',
    ]);
    screen.getByText('Up to 100 chapters; each about 600–1,500 words, at most 3,000.');
    expect(screen.getByLabelText('Book Content Type').textContent).toBe('Educational');
    // The built-in writer costs nothing: no budget is suggested, and none in dollars is asked without prices.
    expect(screen.getByLabelText('Budget in tokens')).toHaveProperty('value', '');
    expect(screen.queryByLabelText('Budget in US dollars')).toBeNull();
    screen.getByText(/The built-in writer costs nothing: its tokens are counted as a provider’s would be\./);
    expect(screen.getByRole('button', { name: 'Write the book' })).toHaveProperty('disabled', false);
  });

  it('says how much of the book is template text, which parts, and how to get real text', async () => {
    servingBook(() =>
      viewOf({
        parts: partsOf(6, [], { template: 3 }),
        estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
        template: { share: 0.48, draft: true },
      }),
    );
    renderPanel();
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('48% of the book is still template text by the built-in writer.');
    expect(notice.textContent).toContain('while more than 2% of the book is');
    const rows = within(screen.getByRole('region', { name: 'Parts of the book' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.includes('96% template text by the built-in writer'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(notice.textContent).toContain('structure, not its subject matter');
    expect(notice.textContent).toContain('“Draft – template text”');
    expect(notice.textContent).toMatch(/edit the parts in your own words, or connect an AI provider/);
  });

  it('says nothing of template text once no more than a trace of it is left', async () => {
    servingBook(() =>
      viewOf({
        parts: partsOf(6),
        estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
        template: { share: 0.01, draft: false },
      }),
    );
    renderPanel();
    await screen.findByText('Every part of the book is written.');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("tells a provider's tokens and price, and the rest of the book once some parts are written", async () => {
    servingBook(() =>
      viewOf({
        parts: partsOf(2),
        estimate: {
          parts: 4,
          rewrites: 0,
          tokens: { inputTokens: 30_420, outputTokens: 21_700, costUsd: 0.0812 },
          seconds: null,
        },
        writer: { provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    const { onOpenPart } = renderPanel();
    await screen.findByText('4 parts to write');
    screen.getByText('about 52,000 tokens · ≈ $0.08');
    screen.getByRole('button', { name: 'Write the rest of the book' });
    fireEvent.click(screen.getByRole('button', { name: /^Chapter 1: Quiet Kitchens/ }));
    expect(onOpenPart).toHaveBeenCalledWith(contentId(2));
    expect(screen.getByText('Chapter 1: Quiet Kitchens').closest('li')!.textContent).toContain('1,000 words');
  });

  it('suggests a budget of half again the estimate, in dollars when priced, and starts with the budget given', async () => {
    const sent = servingBook(
      () =>
        viewOf({
          estimate: {
            parts: 6,
            rewrites: 0,
            tokens: { inputTokens: 30_420, outputTokens: 21_700, costUsd: 0.0812 },
            seconds: null,
          },
          writer: { provider: 'openai', model: 'gpt-4o-mini' },
          cost: { inputTokens: 0, outputTokens: 0, costUsd: 0 },
        }),
      () => Response.json({ run: runOf({ budget: { tokens: null, usd: 0.5 } }), started: true }, { status: 202 }),
    );
    renderPanel();
    const dollars = await screen.findByLabelText('Budget in US dollars');
    expect(dollars).toHaveProperty('value', '0.13');
    expect(screen.getByLabelText('Budget in tokens')).toHaveProperty('value', '');

    fireEvent.change(dollars, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write the book' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The budget in dollars must be a number');
    expect(dollars.getAttribute('aria-invalid')).toBe('true');
    expect(posts(sent)).toEqual([]);

    fireEvent.change(dollars, { target: { value: '0.50' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Write the book' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([
        expect.objectContaining({
          path: BOOK,
          body: { contentType: 'educational', rewriteOutOfDate: false, budget: { tokens: null, usd: 0.5 } },
        }),
      ]),
    );
  });

  it('says why the book cannot be written while the plan has no chapters', async () => {
    const sent = servingBook(() =>
      viewOf({
        parts: partsOf().filter((part) => part.role !== 'chapter'),
        estimate: { parts: 2, rewrites: 0, tokens: null, seconds: null },
      }),
    );
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Write the book' });
    expect(button).toHaveProperty('disabled', true);
    const reason = 'The book plan has no chapters. Add chapters to the Book Plan first.';
    expect(screen.getByText(reason).id).toBe(button.getAttribute('aria-describedby'));
    fireEvent.click(button);
    expect(posts(sent)).toEqual([]);
  });

  it('starts the run in the chosen content type and shows it writing, with how each part was written', async () => {
    const writing = { writer: 'openai/gpt-4.1-mini', wordsAsked: 600, retries: 0, continuations: 0, cleanup: [] };
    let current = viewOf();
    const running = runOf({
      stepsDone: 3,
      current: { role: 'chapter', number: 3, title: 'Scoring' },
      written: [
        { ...writing, key: 'introduction', sectionName: 'Introduction', contentId: contentId(1), words: 820 },
        { ...writing, key: 'chapter-1', sectionName: 'Chapter 1: Quiet Kitchens', contentId: contentId(2), words: 760 },
        {
          ...writing,
          key: 'chapter-2',
          sectionName: 'Chapter 2: The First Loaf',
          contentId: contentId(3),
          words: 760,
          retries: 1,
          continuations: 2,
          cleanup: [
            { kind: 'preamble', text: "Sure! Here's the next chapter of your book:" },
            { kind: 'heading', text: '# A Happy Loaf' },
          ],
        },
      ],
      words: 2_340,
      secondsLeft: 70,
    });
    const sent = servingBook(
      () => current,
      () => {
        current = { ...viewOf({ parts: partsOf(3) }), run: running };
        return Response.json({ run: running, started: true }, { status: 202 });
      },
    );
    const { onOpenPart } = renderPanel();
    await screen.findByText('6 parts to write · about 3 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Write the book' }));

    await screen.findByText('Writing chapter 3 of 4: Scoring');
    expect(posts(sent)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: BOOK,
        body: { contentType: 'educational', rewriteOutOfDate: false, budget: { tokens: null, usd: null } },
      }),
    ]);
    const bar = screen.getByRole('progressbar', { name: 'Parts written' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('6');
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 6 parts written');
    screen.getByText('3 of 6 parts written · 2,340 words so far · About 1 minute left');
    screen.getByText('760 of 600 words asked · openai/gpt-4.1-mini · asked again 1 time · continued 2 times');
    screen.getByText("Removed: opening “Sure! Here's the next chapter of your book:”; heading “# A Happy Loaf”");
    fireEvent.click(screen.getByRole('button', { name: /Chapter 2: The First Loaf/ }));
    expect(onOpenPart).toHaveBeenCalledWith(contentId(3));
    expect(screen.queryByRole('button', { name: /Write the/ })).toBeNull();
  });

  it('marks the parts the plan changed and rewrites them with the rest unless unticked', async () => {
    const sent = servingBook(
      () =>
        viewOf({
          parts: partsOf(6, [], { outOfDate: ['introduction', 'chapter-2', 'conclusion'] }),
          estimate: { parts: 0, rewrites: 3, tokens: null, seconds: 90 },
        }),
      () => Response.json({ run: runOf({ stepCount: 3 }), started: true }, { status: 202 }),
    );
    renderPanel();
    await screen.findByText('3 parts to rewrite · about 2 minutes');
    const rows = within(screen.getByRole('region', { name: 'Parts of the book' })).getAllByRole('listitem');
    const marked = rows.filter((row) => row.textContent.includes('Out of date: the plan changed'));
    expect(marked.map((row) => row.textContent.split('1,000')[0])).toEqual([
      'Introduction',
      'Chapter 2: The First Loaf',
      'Conclusion',
    ]);
    const rewrite = screen.getByRole('checkbox', { name: 'Also rewrite 3 parts the plan changed' });
    expect(rewrite.getAttribute('aria-checked')).toBe('true');
    const button = screen.getByRole('button', { name: 'Write the rest of the book' });

    fireEvent.click(rewrite);
    expect(button).toHaveProperty('disabled', true);
    const reason = 'Every part of the book is written. Tick the box to rewrite the parts the plan changed.';
    expect(screen.getByText(reason).id).toBe(button.getAttribute('aria-describedby'));
    fireEvent.click(rewrite);
    fireEvent.click(button);
    await waitFor(() =>
      expect(posts(sent)).toEqual([
        expect.objectContaining({
          path: BOOK,
          body: { contentType: 'educational', rewriteOutOfDate: true, budget: { tokens: null, usd: null } },
        }),
      ]),
    );
  });

  it('leaves the out-of-date parts when unticked, the estimate for the parts not written alone', async () => {
    const sent = servingBook(
      () =>
        viewOf({
          parts: partsOf(4, [], { outOfDate: ['introduction'] }),
          estimate: { parts: 2, rewrites: 2, tokens: null, seconds: 240 },
        }),
      () => Response.json({ run: runOf({ stepCount: 2 }), started: true }, { status: 202 }),
    );
    renderPanel();
    await screen.findByText('2 parts to write, 2 to rewrite · about 4 minutes');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also rewrite 2 parts the plan changed' }));
    screen.getByText('2 parts to write · about 2 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Write the rest of the book' }));
    await waitFor(() =>
      expect(posts(sent)).toEqual([
        expect.objectContaining({
          path: BOOK,
          body: { contentType: 'educational', rewriteOutOfDate: false, budget: { tokens: null, usd: null } },
        }),
      ]),
    );
  });

  it('asks before cancelling, then says it stops after this part', async () => {
    let current = viewOf({ run: runOf({ current: { role: 'conclusion', number: null, title: 'Conclusion' } }) });
    const sent = servingBook(
      () => current,
      () => {
        current = { ...current, run: runOf({ cancelRequested: true, current: current.run!.current }) };
        return Response.json({ run: current.run });
      },
    );
    renderPanel();
    await screen.findByText('Writing the conclusion');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop writing the book?' });
    within(dialog).getByText('Stops after the part being written; what is written is kept.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop Writing' }));
    await screen.findByText('Stopping after this part…');
    expect(posts(sent).map((request) => request.path)).toEqual([`/api/projects/${PROJECT_ID}/book/cancel`]);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('closes the Stop question when the run ends while it is open, and shows how it ended', async () => {
    let current = viewOf({
      run: runOf({ stepsDone: 5, current: { role: 'conclusion', number: null, title: 'Conclusion' } }),
    });
    const sent = servingBook(() => current);
    renderPanel();
    await screen.findByText('Writing the conclusion');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('alertdialog', { name: 'Stop writing the book?' });
    // The last part is saved before the creator answers: the next read of the book finds it written.
    current = viewOf({
      parts: partsOf(6),
      estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
      run: completedRun(),
    });

    await screen.findByText('Book written: 6 parts, 6,000 words');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(sent)).toEqual([]);
  });

  it('takes a Stop that reaches a run already ended as its outcome, with no error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let current = viewOf({
      run: runOf({ stepsDone: 5, current: { role: 'conclusion', number: null, title: 'Conclusion' } }),
    });
    servingBook(
      () => current,
      () => {
        // The run completed between the page's last read and Stop.
        current = viewOf({
          parts: partsOf(6),
          estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
          run: completedRun(),
        });
        return errorAnswer(409, { code: 'CONFLICT', message: 'No book is being written for this project' });
      },
    );
    renderPanel();
    await screen.findByText('Writing the conclusion');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop writing the book?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop Writing' }));

    await screen.findByText('Book written: 6 parts, 6,000 words');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('No book is being written for this project')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows a paused run with its reason, and Resume goes on', async () => {
    let current = viewOf({
      parts: partsOf(2),
      run: runOf({
        status: 'paused',
        stepsDone: 2,
        current: { role: 'chapter', number: 2, title: 'The First Loaf' },
        error: 'The AI provider refused the request: rate limit reached.',
      }),
    });
    const sent = servingBook(
      () => current,
      () => {
        current = { ...current, run: runOf({ ...current.run, status: 'running', error: null }) };
        return Response.json({ run: current.run });
      },
    );
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Writing pausedThe AI provider refused the request: rate limit reached.');
    screen.getByRole('button', { name: 'Cancel' });
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await screen.findByText('Writing chapter 2 of 4: The First Loaf');
    expect(posts(sent).map((request) => request.path)).toEqual([`/api/projects/${PROJECT_ID}/book/resume`]);
  });

  it('shows a run paused at its budget with what it spent, and Resume sends the budget raised', async () => {
    const reason =
      'The next part, about 2,600 tokens, would take this run past its budget of 12,000 tokens (10,000 spent). Raise the budget to continue.';
    let current = viewOf({
      parts: partsOf(2),
      run: runOf({
        status: 'paused',
        stepsDone: 2,
        current: { role: 'chapter', number: 2, title: 'The First Loaf' },
        usage: { inputTokens: 2_000, outputTokens: 8_000, costUsd: null },
        budget: { tokens: 12_000, usd: null },
        error: reason,
      }),
      writer: { provider: 'openai', model: 'gpt-4o-mini' },
      cost: { inputTokens: 2_000, outputTokens: 8_000, costUsd: null },
    });
    const sent = servingBook(
      () => current,
      () => {
        current = {
          ...current,
          run: runOf({ ...current.run, status: 'running', error: null, budget: { tokens: 40_000, usd: null } }),
        };
        return Response.json({ run: current.run });
      },
    );
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe(`Writing paused${reason}`);
    screen.getByText('10,000 of 12,000 tokens');
    screen.getByText('What the book cost: 2,000 tokens in, 8,000 out');
    const budget = screen.getByLabelText('Budget in tokens');
    expect(budget).toHaveProperty('value', '12,000');
    fireEvent.change(budget, { target: { value: '40,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await screen.findByText('Writing chapter 2 of 4: The First Loaf');
    screen.getByText('10,000 of 40,000 tokens');
    expect(posts(sent)).toEqual([
      expect.objectContaining({
        path: `/api/projects/${PROJECT_ID}/book/resume`,
        body: { budget: { tokens: 40_000, usd: null } },
      }),
    ]);
  });

  it('tells the book written with the tokens and price used', async () => {
    servingBook(() =>
      viewOf({
        parts: partsOf(6),
        estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
        run: runOf({
          status: 'completed',
          stepsDone: 6,
          current: null,
          words: 6_000,
          usage: { inputTokens: 30_000, outputTokens: 18_210, costUsd: 0.0741 },
          finishedAt: '2026-11-25T10:03:00.000Z',
        }),
        writer: { provider: 'openai', model: 'gpt-4o-mini' },
        cost: { inputTokens: 41_000, outputTokens: 24_800, costUsd: 0.1012 },
      }),
    );
    renderPanel();
    await screen.findByText('Book written: 6 parts, 6,000 words');
    screen.getByText('48,210 tokens used · $0.07');
    // The book's cost counts every run that wrote it, this one and those before.
    screen.getByText('What the book cost: 41,000 tokens in, 24,800 out · $0.10');
    expect(screen.queryByRole('button', { name: /Write the/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Rewrite / })).toHaveLength(6);
    expect(screen.queryByText(/Drafting the listing/)).toBeNull();
  });

  it('names a course as what it writes: Write the course, its modules, and the course written', async () => {
    const finished = runOf({ status: 'completed', stepsDone: 6, current: null, words: 6_000 });
    const done = viewOf({
      parts: partsOf(6),
      estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
      run: finished,
    });
    let current = viewOf({});
    servingBook(() => current, undefined, 'course');
    const { client } = renderPanel();
    await screen.findByRole('button', { name: 'Write the course' });
    screen.getByText('Up to 100 modules; each lesson about 400–800 words, at most 1,200.');
    screen.getByLabelText('Course Content Type');
    current = done;
    await client.invalidateQueries();
    await screen.findByText('Course written: 6 parts, 6,000 words');
    screen.getByRole('heading', { name: 'Parts of the course' });
    expect(screen.queryByText(/Book written|Parts of the book/)).toBeNull();
  });

  it('tells what the book written left undone: the listing its budget had no room for', async () => {
    const note =
      'Drafting the listing, about 2,900 tokens, would take this run past its budget of 21,000 tokens (20,000 spent). The book is written without it: draft the listing on the Listing page.';
    servingBook(() =>
      viewOf({
        parts: partsOf(6),
        estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
        run: { ...completedRun(), note },
      }),
    );
    renderPanel();
    await screen.findByText('Book written: 6 parts, 6,000 words');
    screen.getByText(note);
  });

  it('tells a cancelled run where it stopped and offers the rest of the book', async () => {
    servingBook(() =>
      viewOf({
        parts: partsOf(3),
        estimate: { parts: 3, rewrites: 0, tokens: null, seconds: 90 },
        run: runOf({ status: 'cancelled', stepsDone: 3, current: null }),
      }),
    );
    renderPanel();
    await screen.findByText('Stopped after 3 parts. What was written is kept.');
    screen.getByText('3 parts to write · about 2 minutes');
    screen.getByRole('button', { name: 'Write the rest of the book' });
  });

  it('asks before rewriting a part, and restores the previous version of another', async () => {
    let current = viewOf({
      parts: partsOf(6, ['chapter-2']),
      estimate: { parts: 0, rewrites: 0, tokens: null, seconds: null },
    });
    const rewrite = runOf({ kind: 'rewrite', stepCount: 1, current: { role: 'chapter', number: 4, title: 'Scoring' } });
    const sent = servingBook(
      () => current,
      ({ path }) => {
        if (path.endsWith('/restore')) {
          current = viewOf({ parts: partsOf(6), estimate: current.estimate });
          return Response.json(current);
        }
        current = { ...current, run: rewrite };
        return Response.json({ run: rewrite, started: true }, { status: 202 });
      },
    );
    renderPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Restore previous version of Chapter 2: The First Loaf' }),
    );
    await screen.findByText('Previous version restored!');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Restore previous version/ })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Rewrite Chapter 4: Selling at the Market' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rewrite chapter 4?' });
    within(dialog).getByText('Its current text is kept as the previous version.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rewrite' }));
    await screen.findByText('Rewriting chapter 4: Scoring');
    expect(posts(sent).map((request) => request.path)).toEqual([
      `/api/projects/${PROJECT_ID}/book/parts/chapter-2/restore`,
      `/api/projects/${PROJECT_ID}/book/parts/chapter-4/rewrite`,
    ]);
  });

  it("says when another project's book is being written, with a link to it", async () => {
    const elsewhere = runOf({ projectId: OTHER_PROJECT_ID, projectTitle: 'Night Bread' });
    servingBook(
      () => viewOf(),
      () => Response.json({ run: elsewhere, started: false }),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Write the book' }));
    await screen.findByText(/Another book is being written/);
    const link = screen.getByRole('link', { name: 'Night Bread' });
    expect(link.getAttribute('href')).toBe(`/dashboard/project/${OTHER_PROJECT_ID}`);
    expect(link.closest('[data-sonner-toast]')!.textContent).toContain('Another book is being written: “Night Bread”.');
    screen.getByRole('button', { name: 'Write the book' });
  });

  it("shows the server's refusal of a start", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'Every part of the book is written. Rewrite a part to write it again.';
    servingBook(
      () => viewOf(),
      () => errorAnswer(409, { code: 'CONFLICT', message }),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Write the book' }));
    await screen.findByText(message);
  });
});
