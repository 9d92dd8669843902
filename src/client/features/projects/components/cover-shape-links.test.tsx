// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { renderInApp } from '@/test/render';
import type { SavedCover } from '@shared/schemas/cover';
import { ProjectActions } from './project-actions';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';

afterEach(cleanup);

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
    renderInApp(<ProjectActions project={projectDetailOf({ id: PROJECT_ID, cover: coverOf(DESIGN) })} />);
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
    renderInApp(<ProjectActions project={projectDetailOf({ id: PROJECT_ID, cover: coverOf(null) })} />);
    expect(screen.queryByRole('link', { name: /Banner|Square|Ebook cover/ })).toBeNull();
    cleanup();
    renderInApp(<ProjectActions project={projectDetailOf({ id: PROJECT_ID, cover: null })} />);
    expect(screen.queryByRole('link', { name: /Banner|Square|Ebook cover/ })).toBeNull();
  });
});
