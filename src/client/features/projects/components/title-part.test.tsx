// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import type { BookPlan } from '@shared/schemas/book-plan';
import type { SavedTitle } from '@shared/schemas/title';
import { TitlePart } from './title-part';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const CHOSEN: SavedTitle = {
  id: '5c1e2f3a-8b9d-4e0f-a1b2-c3d4e5f60718',
  title: 'Inside Budgeting: A Plan for Irregular Income',
  tone: 'professional',
  ideaId: null,
  projectId: PROJECT_ID,
  generationInput: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const PLAN: BookPlan = {
  title: 'Inside Budgeting',
  subtitle: 'A Plan for Irregular Income',
  authorName: 'Jordan Avery',
  isbn: '',
  chapters: [],
  description: '',
};

/** The project's plan as the server answers it. */
const planned = (plan: BookPlan, saved: boolean) =>
  fakeServer({
    [`GET /api/projects/${PROJECT_ID}/plan`]: () =>
      Response.json({ plan, saved, kind: 'book', revision: saved ? 1 : 0 }),
  });

describe("the project page's Title card", () => {
  it('names the title the saved plan gives the book when it renamed the chosen one', async () => {
    planned({ ...PLAN, title: 'Budgeting on Irregular Income', subtitle: '' }, true);
    renderInApp(<TitlePart projectId={PROJECT_ID} productTitle={CHOSEN} />);
    screen.getByText('Inside Budgeting: A Plan for Irregular Income');
    expect((await screen.findByText('“Budgeting on Irregular Income”')).parentElement?.textContent).toBe(
      'The book plan titles it “Budgeting on Irregular Income”.',
    );
  });

  it('says nothing more while the plan keeps the chosen title, or is only drawn from it', async () => {
    for (const [plan, saved] of [
      [PLAN, true],
      [{ ...PLAN, title: 'Another' }, false],
    ] as const) {
      const server = planned(plan, saved);
      const { queryClient, unmount } = renderInApp(<TitlePart projectId={PROJECT_ID} productTitle={CHOSEN} />);
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(server.requests.map((request) => request.path)).toEqual([`/api/projects/${PROJECT_ID}/plan`]);
      expect(screen.queryByText(/The book plan titles/)).toBeNull();
      unmount();
    }
  });

  it("names the plan's title on a project with no chosen title", async () => {
    planned({ ...PLAN, subtitle: '' }, true);
    renderInApp(<TitlePart projectId={PROJECT_ID} productTitle={null} />);
    screen.getByText('No title yet. Click to generate one.');
    await screen.findByText('“Inside Budgeting”');
  });
});
