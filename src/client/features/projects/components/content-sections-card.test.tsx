// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { ListOrderedIcon } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedContent } from '@shared/schemas/content';
import type { BookPart } from '@shared/schemas/book-run';
import { sectionsOutOfDate } from '../sections-out-of-date';
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

/** A written part of the book, as the book's read answers it. */
const part: BookPart = {
  key: 'introduction',
  role: 'introduction',
  number: null,
  sectionName: 'Introduction',
  title: 'Introduction',
  contentId: null,
  words: 3,
  hasPreviousVersion: false,
  outOfDate: false,
  templateShare: 0,
  exercises: [],
  modelAnswers: 0,
};

describe('the Content Sections card', () => {
  it('marks the sections the plan changed since they were written, and License Terms the license changed', () => {
    render(
      <ContentSectionsCard
        icon={ListOrderedIcon}
        sections={[section(1, 'Introduction'), section(2, 'Chapter 1: Quiet Kitchens'), section(3, 'License Terms')]}
        outOfDate={sectionsOutOfDate(
          [
            { ...part, key: 'introduction', contentId: contentId(1), outOfDate: true },
            { ...part, key: 'chapter-1', role: 'chapter', number: 1, contentId: contentId(2) },
          ],
          [contentId(3)],
        )}
        onOpen={vi.fn()}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    const marks = rows.map((row) => [
      within(row).getByRole('button').textContent.includes('Introduction'),
      within(row).queryByText(/^Out of date/)?.textContent ?? null,
    ]);
    expect(marks).toEqual([
      [true, 'Out of date: the plan changed'],
      [false, null],
      [false, 'Out of date: the license changed'],
    ]);
  });
});
