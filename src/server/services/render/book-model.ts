import type { ProductType } from '../../../shared/catalog.js';
import type { ProductLicense } from '../../../shared/schemas/license.js';
import { sectionHeading } from '../../../shared/section-name.js';
import { withoutUnstorableCharacters } from '../../../shared/text-characters.js';
import { sectionBlocks } from './section-blocks.js';

/**
 * The book every renderer draws: each section's markdown parsed once (markdown-blocks.ts) and narrowed to what a
 * reader sees (section-blocks.ts), with the front matter's facts and whether it is a draft copy.
 */
export type BookInline =
  | { type: 'text'; value: string }
  | { type: 'inlineCode'; value: string }
  | { type: 'break' }
  | { type: 'emphasis' | 'strong' | 'delete'; children: BookInline[] }
  | { type: 'link'; url: string; children: BookInline[] };

/** A list item; `checked` is true or false for a task ('- [x]', '- [ ]'), null for an ordinary item. */
export type BookListItem = { type: 'listItem'; checked: boolean | null; children: BookBlock[] };
export type BookTableRow = { type: 'tableRow'; children: { type: 'tableCell'; children: BookInline[] }[] };
export type BookAlign = 'left' | 'center' | 'right' | null;

export type BookBlock =
  /** keepWithNext: a short label ('You will need:') kept on the page of the list or block it introduces. */
  | { type: 'paragraph'; children: BookInline[]; keepWithNext?: boolean }
  | { type: 'heading'; depth: 2 | 3; children: BookInline[] }
  | { type: 'thematicBreak' }
  | { type: 'blockquote'; children: BookBlock[] }
  | { type: 'list'; ordered: boolean; start: number; children: BookListItem[] }
  | { type: 'code'; lang: string | null; value: string }
  | { type: 'table'; align: BookAlign[]; children: BookTableRow[] }
  /** An author note (docs/decisions/0027-author-notes.md): only a draft copy has them. */
  | { type: 'note'; children: BookBlock[] };

/** A model answer to an exercise, which only the answer key prints (docs/decisions/0077-answer-key.md). */
export type BookAnswer = {
  /** The heading of the exercise it answers ('Reflect'), or null when none comes before it in its section. */
  exercise: BookInline[] | null;
  blocks: BookBlock[];
};

export type BookSection = {
  /** The section's name as stored: 'Chapter 3: Tools and Set-Up', 'Introduction'. */
  heading: string;
  /** The numbered unit set small above the title on the opening page ('Chapter 3'), or null. */
  label: string | null;
  /** The title on the opening page and in the running heads ('Tools and Set-Up'). */
  title: string;
  blocks: BookBlock[];
  /** Its exercises' model answers, in order, left out of its blocks. */
  answers: BookAnswer[];
};

export type BookModel = {
  title: string;
  subtitle: string;
  author: string;
  /** What the book is about, for the files' metadata (PDF Subject, DOCX description, EPUB dc:description). */
  description: string;
  /** '' when the book has none. */
  isbn: string;
  /** The copyright year. */
  year: number;
  /** A draft copy: author notes drawn as boxed notes, "Draft" in the metadata title and running heads. */
  draft: boolean;
  /**
   * Some part is template text by the built-in writer, unedited: "Draft – template text" in the metadata title and
   * running heads, and a line on the copyright page (docs/decisions/0038-honest-offline-drafts.md).
   */
  templateText: boolean;
  productType: ProductType;
  /** The license it is sold with, which its copyright page prints (docs/decisions/0079-plr-license.md). */
  license: ProductLicense;
  /** The cover as PNG bytes, or null when the project has none. */
  cover: Uint8Array | null;
  /**
   * The words the cover's picture prints (its title, subtitle and author as drawn), set on the PDF's cover page as
   * text a reader does not see, so screen readers, search and the publish check read what the cover shows
   * (docs/decisions/0036-cover-follows-the-plan.md); null when not known (an image the creator sent).
   */
  coverWords: readonly string[] | null;
  /**
   * The EPUB's cover: the cover drawn again at the ebook shape, 1600×2560 JPEG bytes
   * (docs/decisions/0051-cover-shapes-and-wrap-cover.md); null when the cover has no design to draw it from, and the
   * EPUB shows `cover` as it is.
   */
  ebookCover: Uint8Array | null;
  sections: BookSection[];
};

/**
 * The language of every book: a project has no language of its own and the writers write English. The EPUB's metadata,
 * its documents' `lang` and so the reading systems' hyphenation follow it.
 */
export const BOOK_LANGUAGE = 'en';

export type SectionInput = { heading: string; markdown: string };
export type BookInput = Omit<BookModel, 'sections'> & { sections: SectionInput[] };

/**
 * The book model of the stored parts. Text that reached storage before its fields refused what no file can hold
 * (docs/decisions/0006-control-characters.md) is cleaned here too, so no renderer writes a DOCX or EPUB that is not XML.
 * `sections`: the book's sections already built one by one (buildBookSection), else they are built here.
 */
export function buildBookModel(
  input: BookInput,
  sections = input.sections.map((section) => buildBookSection(section, input.draft)),
): BookModel {
  const text = withoutUnstorableCharacters;
  return {
    ...input,
    title: text(input.title),
    subtitle: text(input.subtitle),
    author: text(input.author),
    description: text(input.description),
    isbn: text(input.isbn),
    sections,
  };
}

/** One section of the book model: its markdown parsed and narrowed to what a reader of a draft copy or not sees. */
export function buildBookSection(section: SectionInput, draft: boolean): BookSection {
  const text = withoutUnstorableCharacters;
  const heading = text(section.heading);
  const { label, title } = sectionHeading(heading);
  return { heading, label, title, ...sectionBlocks(text(section.markdown), [heading, title], draft) };
}

/** How a section is listed in the contents: 'Chapter 3: Tools and Set-Up', or its title alone. */
export const contentsEntry = (section: BookSection): string =>
  section.label ? `${section.label}: ${section.title}` : section.title;
