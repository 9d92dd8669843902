import type { GenerateContentInput } from '../../shared/schemas/content.js';

/**
 * Where a chapter sits in its book's plan (docs/decisions/0028-book-plan.md): what a writer needs so the chapter
 * fits its place, names only chapters the book has and does not repeat what earlier chapters said.
 */
export interface ChapterContext {
  /** The plan's title of the whole book. */
  bookTitle: string;
  /** 1-based position of the chapter in the plan. */
  number: number;
  chapterCount: number;
  title: string;
  /** One line: what the reader can do after the chapter. */
  goal: string;
  previousTitle: string | null;
  nextTitle: string | null;
  /** What the chapters before it already say, in order: each one's title and a short summary. */
  earlier: { title: string; summary: string }[];
}

/** A content request as the engine takes it: the request's fields, and the chapter's place when it has one. */
export type ContentRequest = GenerateContentInput & { chapter?: ChapterContext };
