// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductType } from '@shared/catalog';
import { bookPlan, type BookPlan, type BookPlanResponse } from '@shared/schemas/book-plan';
import type { BookPart, BookView } from '@shared/schemas/book-run';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { ContentStep } from './content-step';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A draft whose idea was skipped: a title and an author, no chapters. */
const NO_CHAPTERS: BookPlan = {
  title: 'Bake Between Shifts',
  subtitle: '',
  authorName: 'Nia',
  isbn: '',
  description: '',
  chapters: [],
};

const end = (role: 'introduction' | 'conclusion', sectionName: string): BookPart => ({
  key: role,
  role,
  number: null,
  sectionName,
  title: sectionName,
  contentId: null,
  words: 0,
  hasPreviousVersion: false,
  outOfDate: false,
  templateShare: 0,
  exercises: [],
  modelAnswers: 0,
});

/** The book as its plan makes it: the introduction, a part per chapter and the conclusion, none written. */
function bookOf(plan: BookPlan): BookView {
  const chapters = plan.chapters.map((chapter, index): BookPart => ({
    ...end('introduction', ''),
    key: `chapter-${index + 1}`,
    role: 'chapter',
    number: index + 1,
    sectionName: `Chapter ${index + 1}: ${chapter.title}`,
    title: chapter.title,
  }));
  return {
    parts: [end('introduction', 'Introduction'), ...chapters, end('conclusion', 'Conclusion')],
    run: null,
    estimate: { parts: chapters.length + 2, rewrites: 0, tokens: null, seconds: null },
    writer: { provider: 'offline', model: 'offline' },
    cost: { inputTokens: 0, outputTokens: 0, costUsd: null },
    template: { share: 0, draft: false },
  };
}

/** The step for the draft project, its sections written one at a time or in one run. */
const renderStep = (productType: ProductType | null) =>
  renderInApp(
    <ContentStep
      projectId={PROJECT_ID}
      titleId={null}
      ideaId={null}
      productType={productType}
      contentIds={[]}
      unsavedSection={null}
      onUnsavedChange={() => true}
      onAdded={vi.fn()}
      onRemoved={vi.fn()}
      onBookProgress={vi.fn()}
      onContinue={vi.fn()}
    />,
  );

describe("the wizard's content step", () => {
  it('shows the draft\'s book plan beside "Write the whole book", so a plan without chapters can get some there', async () => {
    let current: BookPlanResponse = { plan: NO_CHAPTERS, saved: false, kind: 'book', revision: 0 };
    const sent = fakeServer({
      [`GET /api/projects/${PROJECT_ID}/plan`]: () => Response.json(current),
      [`PUT /api/projects/${PROJECT_ID}/plan`]: ({ body }) => {
        current = { plan: bookPlan.parse(body), saved: true, kind: 'book', revision: current.revision + 1 };
        return Response.json(current);
      },
      [`GET /api/projects/${PROJECT_ID}/book`]: () => Response.json(bookOf(current.plan)),
      'GET /api/ai': () => Response.json({ provider: 'offline', model: 'offline', offline: true }),
    }).requests;
    renderStep(null);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Write the whole book' }));

    await screen.findByText('No chapters yet. Add the chapters your book will have.');
    const write = await screen.findByRole('button', { name: 'Write the book' });
    expect(write).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Chapter' }));
    fireEvent.change(screen.getByLabelText('Chapter 1 title'), { target: { value: 'Feeding the Starter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));

    await screen.findByText('Book plan saved!');
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Write the book' })).toHaveProperty('disabled', false),
    );
    screen.getByText('3 parts to write');
  });

  it('names the whole run a course\'s for an Online Course: "Write the whole course", then "Write the course"', async () => {
    const course: BookPlan = {
      ...NO_CHAPTERS,
      chapters: [{ title: 'Plan the Week', goal: '', lessons: [], quiz: [] }],
      finalAssignment: '',
    };
    fakeServer({
      [`GET /api/projects/${PROJECT_ID}/plan`]: () =>
        Response.json({ plan: course, saved: true, kind: 'course', revision: 1 }),
      [`GET /api/projects/${PROJECT_ID}/book`]: () => Response.json(bookOf(course)),
      'GET /api/ai': () => Response.json({ provider: 'offline', model: 'offline', offline: true }),
    });
    renderStep('course');
    screen.getByText(/or write the whole course in one run\.$/);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Write the whole course' }));
    await screen.findByRole('button', { name: 'Write the course' });
    expect(screen.queryByRole('tab', { name: 'Write the whole book' })).toBeNull();
  });
});
