// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookPlan, bookPlanResponse, type BookPlan, type BookPlanResponse } from '@shared/schemas/book-plan';
import { projectsKey } from '@/lib/api/query-keys';
import { errorAnswer, fakeServer } from '@/test/fake-server';
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
};

/**
 * The plan endpoint: GET answers the plan (derived until saved), PUT answers `answerPut` for the body sent; returns
 * the requests it took.
 */
function servingPlan(answerPut: (body: BookPlan) => Response = (body) => Response.json({ plan: body, saved: true })) {
  let current: BookPlanResponse = { plan: DERIVED, saved: false };
  const plan = `/api/projects/${PROJECT_ID}/plan`;
  return fakeServer({
    [`GET ${plan}`]: () => Response.json(current),
    [`PUT ${plan}`]: async ({ body }) => {
      const answer = answerPut(bookPlan.parse(body));
      if (answer.ok) current = bookPlanResponse.parse(await answer.clone().json());
      return answer;
    },
  }).requests;
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
const puts = (sent: ReturnType<typeof servingPlan>) => sent.filter((request) => request.method === 'PUT');

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
    });
    expect(refreshed).toHaveBeenCalledWith({ queryKey: projectsKey });
    await waitFor(() => expect(screen.queryByText(/Drawn from the project's title/)).toBeNull());
    expect(field('Book Title').value).toBe('Bread on the Night Shift');
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
});
