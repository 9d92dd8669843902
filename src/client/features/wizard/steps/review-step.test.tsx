// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import type { BookPlan } from '@shared/schemas/book-plan';
import type { SavedTitle } from '@shared/schemas/title';
import { newDraft } from '../wizard-draft';
import { ReviewStep } from './review-step';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const TITLE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const CHOSEN: SavedTitle = {
  id: TITLE_ID,
  projectId: PROJECT_ID,
  createdAt: '2026-11-25T10:00:00.000Z',
  title: 'Prep Once: Meals for Tiny Humans',
  tone: 'friendly',
  ideaId: null,
  generationInput: null,
};

/** The plan after its creator retitled the book on the content step. */
const RETITLED: BookPlan = {
  title: 'Cook Once, Eat All Week',
  subtitle: 'Meals for Tiny Humans',
  authorName: 'Pat Prep',
  isbn: '',
  chapters: [],
  description: '',
};

describe("the wizard's review", () => {
  it('names the product as its book is titled now, until another name is typed, and finishes with the name', async () => {
    fakeServer({
      'GET /api/titles/:id': () => Response.json(CHOSEN),
      'GET /api/projects/:id/plan': () => Response.json({ plan: RETITLED, saved: true, kind: 'book', revision: 1 }),
    });
    const onFinish = vi.fn();
    const draft = {
      ...newDraft('user-1'),
      currentStep: 6,
      maxStepReached: 6,
      draftProjectId: PROJECT_ID,
      selections: { ...newDraft('user-1').selections, titleId: TITLE_ID },
    };
    renderInApp(<ReviewStep draft={draft} finishing={false} onFinish={onFinish} />);

    const name = screen.getByLabelText<HTMLInputElement>('Product Name');
    await waitFor(() => expect(name.value).toBe('Cook Once, Eat All Week'));
    await screen.findByText('Prep Once: Meals for Tiny Humans');
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(onFinish).toHaveBeenLastCalledWith('Cook Once, Eat All Week', false);

    fireEvent.change(name, { target: { value: 'Batch Sundays' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & Generate PDF Now' }));
    expect(onFinish).toHaveBeenLastCalledWith('Batch Sundays', true);
  });
});
