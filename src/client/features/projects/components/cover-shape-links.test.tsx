// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import type { BookPlan } from '@shared/schemas/book-plan';
import type { SavedCover } from '@shared/schemas/cover';
import { ProjectActions } from './project-actions';

const saved = vi.hoisted(() => ({ downloadBlob: vi.fn() }));
vi.mock('@/lib/download-text-file', () => saved);

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';

afterEach(cleanup);

const PLAN: BookPlan = {
  title: 'Budgeting on Irregular Income',
  subtitle: '',
  authorName: 'Jordan Avery',
  isbn: '',
  chapters: [],
  description: '',
};

// The project page's book plan, which names the cover's download; and the cover image itself.
beforeEach(() => {
  fakeServer({
    [`GET /api/projects/${PROJECT_ID}/plan`]: () =>
      Response.json({ plan: PLAN, saved: true, kind: 'book', revision: 1 }),
    'GET /api/covers/images/:file': () =>
      new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
  });
});

const coverOf = (generationInput: SavedCover['generationInput']): SavedCover => ({
  id: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  projectId: PROJECT_ID,
  createdAt: '2026-11-26T09:00:00.000Z',
  title: 'Inside Budgeting',
  imageUrl: '/api/covers/images/7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png',
  style: 'bold',
  prompt: null,
  titleId: null,
  generationInput,
});

const DESIGN: SavedCover['generationInput'] = {
  title: 'Inside Budgeting',
  authorName: 'Jordan Avery',
  style: 'bold',
  colorScheme: 'teal and coral',
};

describe('the cover shape links', () => {
  it('offers the ebook cover, banner and square of a cover drawn from a design, each by its own link', () => {
    renderInApp(<ProjectActions project={projectDetailOf({ id: PROJECT_ID, cover: coverOf(DESIGN) })} noun="book" />);
    const links = {
      'Ebook cover (1600×2560)': 'ebook',
      'Banner (1280×720)': 'banner',
      'Square (1000×1000)': 'square',
    };
    for (const [name, shape] of Object.entries(links)) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(`/api/projects/${PROJECT_ID}/cover/${shape}`);
      expect(link.hasAttribute('download')).toBe(true);
    }
  });

  it('offers none for a cover saved without a design, nor for a project without a cover', () => {
    renderInApp(<ProjectActions project={projectDetailOf({ id: PROJECT_ID, cover: coverOf(null) })} noun="book" />);
    expect(screen.queryByRole('link', { name: /Banner|Square|Ebook cover/ })).toBeNull();
    cleanup();
    renderInApp(<ProjectActions project={projectDetailOf({ id: PROJECT_ID, cover: null })} noun="book" />);
    expect(screen.queryByRole('link', { name: /Banner|Square|Ebook cover/ })).toBeNull();
  });
});

describe("the project page's Download Cover", () => {
  it("saves the cover under the book plan's title, as the files are named, not the title the project had", async () => {
    const { queryClient } = renderInApp(
      <ProjectActions
        project={projectDetailOf({ id: PROJECT_ID, title: 'Inside Budgeting', cover: coverOf(DESIGN) })}
        noun="book"
      />,
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Download Cover' }));
    await waitFor(() => expect(saved.downloadBlob).toHaveBeenCalledOnce());
    expect(saved.downloadBlob.mock.calls[0]![0]).toBe('Budgeting on Irregular Income.png');
  });
});
