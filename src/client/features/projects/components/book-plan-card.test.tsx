// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookPlan, BookPlanResponse } from '@shared/schemas/book-plan';
import { projectsKey } from '@/lib/api/query-keys';
import { BookPlanCard } from './book-plan-card';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
 * The plan endpoint in memory: GET answers the plan (derived until saved), PUT answers `answerPut` for the body sent;
 * every request is recorded.
 */
function servingPlan(answerPut: (body: BookPlan) => Response = (body) => json(200, { plan: body, saved: true })) {
  let current: BookPlanResponse = { plan: DERIVED, saved: false };
  const sent: { method: string; url: string; body?: BookPlan }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as BookPlan) : undefined;
      sent.push({ method, url, body });
      if (url.endsWith('/plan') && method === 'PUT') {
        const answer = answerPut(body!);
        if (answer.ok) current = (await answer.clone().json()) as BookPlanResponse;
        return answer;
      }
      if (url.endsWith('/plan')) return json(200, current);
      return json(404, { error: { code: 'NOT_FOUND', message: 'Project not found' } });
    }),
  );
  return sent;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <BookPlanCard projectId={PROJECT_ID} />
    </QueryClientProvider>,
  );
  return client;
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
    screen.getByText(/Drawn from the project's title, cover and idea/);
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
    expect(puts(sent)[0]!.url).toBe(`/api/projects/${PROJECT_ID}/plan`);
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
      json(400, { error: { code: 'BAD_REQUEST', message: 'Chapter title is required', field: 'chapters.1.title' } }),
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
