// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookRun, BookView } from '@shared/schemas/book-run';
import {
  bookPlan,
  bookPlanInput,
  bookPlanResponse,
  type BookPlan,
  type BookPlanResponse,
} from '@shared/schemas/book-plan';
import { BookPanel } from '@/features/book/run/book-panel';
import { UnsavedChangesGuard } from '@/components/forms/unsaved-changes-guard';
import { projectsKey } from '@/lib/api/query-keys';
import { errorAnswer, fakeServer, type FakeRequest, type Routes as FakeRoutes } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { BookPlanCard } from './book-plan-card';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';

afterEach(() => {
  vi.restoreAllMocks();
});

const DERIVED: BookPlan = {
  title: 'Bake Between Shifts',
  subtitle: '',
  authorName: 'Nia Nightshift',
  isbn: '',
  chapters: [
    { title: 'Starter', goal: '' },
    { title: 'First Loaf', goal: 'Bake a loaf between two shifts' },
    { title: 'Scoring', goal: '' },
  ],
  description: '',
};

/**
 * The plan endpoint: GET answers the plan (derived until saved), PUT answers `answerPut` for the body sent; returns
 * the requests it took.
 */
function servingPlan(
  answerPut: (body: BookPlan) => Response = (body) =>
    Response.json({ plan: body, saved: true, kind: 'book', revision: 1 }),
  more: FakeRoutes = {},
) {
  let current: BookPlanResponse = { plan: DERIVED, saved: false, kind: 'book', revision: 0 };
  const plan = `/api/projects/${PROJECT_ID}/plan`;
  return fakeServer({
    [`GET ${plan}`]: () => Response.json(current),
    [`PUT ${plan}`]: async ({ body }) => {
      const answer = answerPut(bookPlan.parse(body));
      if (answer.ok) current = bookPlanResponse.parse(await answer.clone().json());
      return answer;
    },
    ...more,
  }).requests;
}

const BOOK = `/api/projects/${PROJECT_ID}/book`;

/** The book of the plan's three chapters, none written; a start answers 202 with a run that has just begun. */
function bookRoutes(): FakeRoutes {
  const view: BookView = {
    parts: DERIVED.chapters.map((chapter, index) => ({
      key: `chapter-${index + 1}`,
      role: 'chapter',
      number: index + 1,
      sectionName: `Chapter ${index + 1}: ${chapter.title}`,
      title: chapter.title,
      contentId: null,
      words: 0,
      hasPreviousVersion: false,
      outOfDate: false,
      templateShare: 0,
      exercises: [],
      modelAnswers: 0,
    })),
    run: null,
    estimate: { parts: 3, rewrites: 0, tokens: null, seconds: 90 },
    writer: { provider: 'offline', model: 'offline' },
    cost: { inputTokens: 0, outputTokens: 0, costUsd: null },
    template: { share: 0, draft: false },
  };
  const run: BookRun = {
    id: '3d4e5f60-7182-4394-a5b6-c7d8e9f0a1b2',
    projectId: PROJECT_ID,
    projectTitle: 'Bake Between Shifts',
    kind: 'book',
    status: 'running',
    cancelRequested: false,
    stepCount: 3,
    stepsDone: 0,
    current: { role: 'chapter', number: 1, title: 'Starter' },
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
  };
  return {
    [`GET ${BOOK}`]: () => Response.json(view),
    [`POST ${BOOK}`]: () => Response.json({ run, started: true }, { status: 202 }),
    [`GET /api/projects/${PROJECT_ID}`]: () => errorAnswer(404, { code: 'NOT_FOUND', message: 'Project not found' }),
  };
}

function renderCard() {
  return renderInApp(<BookPlanCard projectId={PROJECT_ID} />).queryClient;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const chapterTitles = () =>
  screen
    .getAllByTestId('plan-chapter')
    .map((row) => (within(row).getAllByRole('textbox')[0] as HTMLInputElement).value);
const puts = (sent: FakeRequest[]) => sent.filter((request) => request.method === 'PUT');
/** What the page sent that changes something: plan saves and run starts, in order. */
const writes = (sent: FakeRequest[]) => sent.filter((request) => request.method !== 'GET');

/** Whether the browser would ask before a reload or closing the tab. */
function unloadAsks() {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}

/** The plan on a page with a link to another page, and the question asked before leaving with unsaved edits. */
function renderPlanWithALink() {
  renderInApp(
    <>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <BookPlanCard projectId={PROJECT_ID} />
              <Link to="/dashboard">Dashboard</Link>
            </>
          }
        />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <UnsavedChangesGuard />
    </>,
  );
}

/** The plan and the book panel, as the project page shows them. */
function renderPlanAndBook() {
  renderInApp(
    <>
      <BookPlanCard projectId={PROJECT_ID} />
      <BookPanel projectId={PROJECT_ID} onOpenPart={vi.fn()} />
    </>,
  );
}

describe('the Book Plan card', () => {
  it('shows the derived plan with its chapters and says where it was drawn from', async () => {
    servingPlan();
    renderCard();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    expect(field('Author Name').value).toBe('Nia Nightshift');
    expect(chapterTitles()).toEqual(['Starter', 'First Loaf', 'Scoring']);
    expect(field('Chapter 2 goal').value).toBe('Bake a loaf between two shifts');
    screen.getByText(/Drawn from the project's title, cover, numbered sections and idea/);
  });

  it('saves the edited plan, says so, refreshes the project and no longer calls it derived', async () => {
    const sent = servingPlan();
    const client = renderCard();
    const refreshed = vi.spyOn(client, 'invalidateQueries');
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    type('Book Title', 'Bread on the Night Shift');
    type('Subtitle', 'A Gentle Plan');
    type('Chapter 1 title', 'Your First Starter');
    fireEvent.click(screen.getByRole('button', { name: 'Move chapter 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove chapter 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Chapter' }));
    type('Chapter 3 title', 'Selling at the Market');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));

    await screen.findByText('Book plan saved!');
    expect(puts(sent)).toHaveLength(1);
    expect(puts(sent)[0]!.path).toBe(`/api/projects/${PROJECT_ID}/plan`);
    expect(puts(sent)[0]!.body).toEqual({
      title: 'Bread on the Night Shift',
      subtitle: 'A Gentle Plan',
      authorName: 'Nia Nightshift',
      isbn: '',
      chapters: [
        { title: 'Scoring', goal: '' },
        { title: 'First Loaf', goal: 'Bake a loaf between two shifts' },
        { title: 'Selling at the Market', goal: '' },
      ],
      description: '',
      revision: 0,
    });
    expect(refreshed).toHaveBeenCalledWith({ queryKey: projectsKey });
    await waitFor(() => expect(screen.queryByText(/Drawn from the project's title/)).toBeNull());
    expect(field('Book Title').value).toBe('Bread on the Night Shift');
  });

  it('offers the description built from the plan until one is typed, counts it against its limit and saves it', async () => {
    const sent = servingPlan();
    renderCard();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    const description = screen.getByLabelText<HTMLTextAreaElement>('Description (optional)');
    expect(description.placeholder).toBe('Bake Between Shifts. A book in 3 chapters: Starter, First Loaf and Scoring.');
    screen.getByText('0 / 4,000');
    type('Book Title', 'Bread on the Night Shift');
    expect(description.placeholder).toBe(
      'Bread on the Night Shift. A book in 3 chapters: Starter, First Loaf and Scoring.',
    );

    type('Description (optional)', 'For bakers who work nights.\n\nThree loaves, one a week.');
    screen.getByText('54 / 4,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await screen.findByText('Book plan saved!');
    expect(puts(sent)[0]!.body).toMatchObject({
      description: 'For bakers who work nights.\n\nThree loaves, one a week.',
    });
  });

  it('refuses a title over 200 characters next to it and sends nothing', async () => {
    const sent = servingPlan();
    renderCard();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    type('Book Title', 'a'.repeat(201));
    type('Chapter 2 title', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await screen.findByText('Book title must be at most 200 characters');
    screen.getByText('Chapter title is required');
    expect(field('Book Title').getAttribute('aria-invalid')).toBe('true');
    expect(puts(sent)).toEqual([]);
  });

  it("shows the server's refusal next to the field it names, and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    servingPlan(() =>
      errorAnswer(400, { code: 'BAD_REQUEST', message: 'Chapter title is required', field: 'chapters.1.title' }),
    );
    renderCard();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    type('Book Title', 'Bread on the Night Shift');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(field('Chapter 2 title').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Chapter title is required').length).toBeGreaterThanOrEqual(1);
    expect(field('Book Title').value).toBe('Bread on the Night Shift');
    screen.getByText(/Drawn from the project's title/);
  });

  it('refuses to write over a plan saved elsewhere since the edits began: shows the saved plan, or saves over it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let current: BookPlanResponse = { plan: DERIVED, saved: false, kind: 'book', revision: 0 };
    const savedElsewhere = (title: string) => {
      current = { plan: { ...current.plan, title }, saved: true, kind: 'book', revision: current.revision + 1 };
    };
    const plan = `/api/projects/${PROJECT_ID}/plan`;
    const sent = fakeServer({
      [`GET ${plan}`]: () => Response.json(current),
      [`PUT ${plan}`]: ({ body }) => {
        const { revision, ...sentPlan } = bookPlanInput.parse(body);
        if (revision !== current.revision)
          return errorAnswer(409, {
            code: 'CONFLICT',
            message: 'The book plan was saved again after these changes began, so they are not saved.',
          });
        current = { plan: bookPlan.parse(sentPlan), saved: true, kind: 'book', revision: current.revision + 1 };
        return Response.json(current);
      },
    }).requests;
    renderCard();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));

    savedElsewhere('Saved in Another Tab');
    type('Book Title', 'Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await screen.findByText('Your changes are not saved');
    expect(field('Book Title').value).toBe('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save Mine Over It' }));
    await waitFor(() => expect(screen.queryByText('Your changes are not saved')).toBeNull());
    expect(current.plan.title).toBe('Mine');

    savedElsewhere('Saved Again Elsewhere');
    type('Book Title', 'Mine Again');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show Saved Plan' }));
    await waitFor(() => expect(field('Book Title').value).toBe('Saved Again Elsewhere'));
    expect(screen.queryByText('Your changes are not saved')).toBeNull();
    expect(
      puts(sent).map((request) => [
        bookPlanInput.parse(request.body).title,
        bookPlanInput.parse(request.body).revision,
      ]),
    ).toEqual([
      ['Mine', 0],
      ['Mine', 1],
      ['Mine Again', 2],
    ]);
    expect(current.plan.title).toBe('Saved Again Elsewhere');
  });

  it('moves a chapter down and up with its buttons, the ends disabled', async () => {
    servingPlan();
    renderCard();
    await waitFor(() => expect(chapterTitles()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Move chapter 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move chapter 3 down' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move chapter 1 down' }));
    expect(chapterTitles()).toEqual(['First Loaf', 'Starter', 'Scoring']);
    fireEvent.click(screen.getByRole('button', { name: 'Move chapter 2 down' }));
    expect(chapterTitles()).toEqual(['First Loaf', 'Scoring', 'Starter']);
  });

  it('asks before leaving with unsaved edits: Stay keeps them, Leave goes', async () => {
    servingPlan();
    renderPlanWithALink();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    // Nothing edited: the page is left without a question.
    expect(unloadAsks()).toBe(false);
    type('Chapter 2 title', 'The First Real Loaf');
    expect(unloadAsks()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const question = await screen.findByRole('alertdialog', { name: 'You have unsaved changes' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field('Chapter 2 title').value).toBe('The First Real Loaf');

    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'You have unsaved changes' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(unloadAsks()).toBe(false);
  });

  it('leaves without a question once the edits are saved', async () => {
    servingPlan();
    renderPlanWithALink();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    type('Book Title', 'Bread on the Night Shift');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(unloadAsks()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('saves the edited plan before Write the book starts the run', async () => {
    const sent = servingPlan(undefined, bookRoutes());
    renderPlanAndBook();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    await screen.findByRole('button', { name: 'Write the book' });
    type('Chapter 3 title', 'Scoring and Baking');
    fireEvent.click(screen.getByRole('button', { name: 'Write the book' }));

    await waitFor(() => expect(writes(sent).map((request) => request.method)).toEqual(['PUT', 'POST']));
    expect(writes(sent)[0]!.body).toMatchObject({
      chapters: [{ title: 'Starter' }, { title: 'First Loaf' }, { title: 'Scoring and Baking' }],
    });
    expect(writes(sent)[1]!.path).toBe(BOOK);
  });

  it('writes nothing while the edited plan is refused, and says why next to the field', async () => {
    const sent = servingPlan(undefined, bookRoutes());
    renderPlanAndBook();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    await screen.findByRole('button', { name: 'Write the book' });
    type('Chapter 1 title', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Write the book' }));

    await waitFor(() => expect(field('Chapter 1 title').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('chapter-1-title-error')?.textContent).toBe('Chapter title is required');
    await screen.findByText(/The book plan has changes that cannot be saved/);
    expect(writes(sent)).toEqual([]);
  });

  it('starts the run at once when the plan holds no unsaved edits', async () => {
    const sent = servingPlan(undefined, bookRoutes());
    renderPlanAndBook();
    await waitFor(() => expect(field('Book Title').value).toBe('Bake Between Shifts'));
    fireEvent.click(await screen.findByRole('button', { name: 'Write the book' }));
    await waitFor(() => expect(writes(sent).map((request) => request.path)).toEqual([BOOK]));
  });
});
