// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { ListOrderedIcon } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedContent } from '@shared/schemas/content';
import { ContentSectionsCard } from './content-sections-card';

const contentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const section = (n: number, sectionName: string): SavedContent => ({
  id: contentId(n),
  sectionName,
  content: 'One two three.',
  contentType: 'educational',
  titleId: null,
  ideaId: null,
  generationInput: null,
  projectId: null,
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('the Content Sections card', () => {
  it('marks the sections the plan changed since they were written', () => {
    render(
      <ContentSectionsCard
        icon={ListOrderedIcon}
        sections={[section(1, 'Introduction'), section(2, 'Chapter 1: Quiet Kitchens'), section(3, 'Conclusion')]}
        outOfDate={new Set([contentId(1), contentId(3)])}
        onOpen={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    const marked = rows.filter((row) => within(row).queryByText('Out of date: the plan changed') !== null);
    expect(marked.map((row) => within(row).getByRole('button').textContent)).toEqual([
      expect.stringContaining('Introduction'),
      expect.stringContaining('Conclusion'),
    ]);
  });
});
