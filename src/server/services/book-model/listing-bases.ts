import { z } from 'zod';
import { kdpDescriptionText } from '../../../shared/listing/kdp-description-text.js';
import { namesPhrase } from '../../../shared/names-phrase.js';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import {
  LISTING_FIELDS,
  type ListingField,
  type ListingFields,
  type ListingSource,
} from '../../../shared/schemas/listing.js';
import { readJson, writeJson } from '../../db/codec.js';
import { kindOfPlan } from '../../../shared/product-kind.js';

/**
 * What of the book a listing field is written against: its title, subtitle, author and chapters; a course's modules
 * also their lessons' objectives, which its listing counts and lists, and the course the minutes of video its written
 * lessons' scripts run to, which it gives (docs/decisions/0074-course-run.md).
 */
const bookNames = z.object({
  title: z.string(),
  subtitle: z.string(),
  authorName: z.string(),
  chapters: z.array(z.object({ title: z.string(), goal: z.string(), lessons: z.array(z.string()).optional() })),
  videoMinutes: z.number().optional(),
});
export type ListingBookNames = z.output<typeof bookNames>;

/** The book each field was last written or saved against; a field without one (before 0036) is not known. */
export type FieldBases = Partial<Record<ListingField, ListingBookNames>>;

/** As stored: each distinct book once, and each field's index into them. */
const storedBases = z
  .object({
    bases: z.array(bookNames),
    fields: z.partialRecord(z.enum(LISTING_FIELDS), z.number().int().nonnegative()),
  })
  .catch({ bases: [], fields: {} });

/** What of the book the plan names: 'finalAssignment' tells a course's plan from a book's. */
export type PlanNames = Pick<BookPlan, 'title' | 'subtitle' | 'authorName' | 'chapters' | 'finalAssignment'>;

/** The book's names as the plan gives them; a course's with the minutes of video its written lessons run to. */
export const bookNamesOf = (plan: PlanNames, videoMinutes = 0): ListingBookNames => ({
  title: plan.title,
  subtitle: plan.subtitle,
  authorName: plan.authorName,
  chapters: plan.chapters.map(({ title, goal, lessons }) => ({
    title,
    goal,
    ...(lessons ? { lessons: lessons.map((lesson) => lesson.objective) } : {}),
  })),
  ...(kindOfPlan(plan) === 'course' ? { videoMinutes } : {}),
});

export function readFieldBases(value: unknown): FieldBases {
  if (value === null || value === undefined) return {};
  const { bases, fields } = storedBases.parse(readJson(value));
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, index]) => (bases[index] ? [[field, bases[index]]] : [])),
  );
}

export function writeFieldBases(byField: FieldBases): string {
  const bases: ListingBookNames[] = [];
  const keys: string[] = [];
  const fields: Partial<Record<ListingField, number>> = {};
  for (const field of LISTING_FIELDS) {
    const names = byField[field];
    if (!names) continue;
    const key = JSON.stringify(names);
    let index = keys.indexOf(key);
    if (index < 0) index = keys.push(key) - 1;
    bases[index] = names;
    fields[field] = index;
  }
  return writeJson({ bases, fields });
}

/**
 * What of the book's names a writer drafts each field from (src/server/ai/offline/draft-listing.ts and its prompt). A
 * chapter's goal is not among them: a goal reworded leaves what the field says of the book true, as it leaves the
 * parts and the files current. A course's lessons are: its description counts and lists them, its summary counts them;
 * and its minutes of video, which both give.
 */
type Aspect = 'title' | 'subtitle' | 'authorName' | 'chapters' | 'lessons' | 'videoMinutes';
const DRAFTED_FROM: Record<ListingField, readonly Aspect[]> = {
  description: ['title', 'subtitle', 'chapters', 'lessons', 'videoMinutes'],
  blurb: ['title', 'subtitle', 'chapters'],
  summary: ['title', 'subtitle', 'chapters', 'lessons', 'videoMinutes'],
  keywords: ['title', 'subtitle'],
  etsyTags: ['title', 'subtitle'],
  etsyTitle: ['title', 'subtitle'],
  categories: ['title'],
  authorBio: ['authorName'],
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Each module's lessons' objectives, one line a lesson and a blank line between modules; null for a book. */
function lessonsOf(names: ListingBookNames): string[] | null {
  if (names.chapters.every((chapter) => chapter.lessons === undefined)) return null;
  return names.chapters.flatMap((chapter) => [...(chapter.lessons ?? []), '']);
}

function changed(aspect: Aspect, before: ListingBookNames, now: ListingBookNames): boolean {
  if (aspect === 'chapters') {
    const titles = (names: ListingBookNames) => names.chapters.map((chapter) => chapter.title);
    return !sameList(titles(before), titles(now));
  }
  if (aspect === 'lessons') {
    // A field written before lessons were recorded, or of a book, has no lessons to compare.
    const [lessonsBefore, lessonsNow] = [lessonsOf(before), lessonsOf(now)];
    return lessonsBefore !== null && !sameList(lessonsBefore, lessonsNow ?? []);
  }
  if (aspect === 'videoMinutes') {
    // A field written before the minutes were recorded, or of a book, has none to compare.
    return before.videoMinutes !== undefined && before.videoMinutes !== (now.videoMinutes ?? 0);
  }
  return before[aspect] !== now[aspect];
}

/** Whether `text` prints a name of the book the plan no longer has: its old title, subtitle or author, or a chapter's. */
function printsOldNames(text: string, before: ListingBookNames, now: ListingBookNames): boolean {
  const titles = new Set(now.chapters.map((chapter) => chapter.title));
  const oldNames = [
    ...(['title', 'subtitle', 'authorName'] as const).flatMap((name) =>
      before[name] !== now[name] ? [before[name]] : [],
    ),
    ...before.chapters.flatMap((chapter) => (titles.has(chapter.title) ? [] : [chapter.title])),
  ];
  const namesNow = [now.title, now.subtitle, now.authorName, ...titles];
  return oldNames.some((name) => namesPhrase(text, name, namesNow));
}

/** A field's text as a reader reads it: the description without its markup, a list one entry a line. */
function readText(field: ListingField, value: string | readonly string[]): string {
  if (typeof value !== 'string') return value.join('\n');
  return field === 'description' ? kdpDescriptionText(value) : value;
}

/**
 * The listing's fields the plan has left behind (docs/decisions/0059-listing-in-files.md): a field a writer drafted
 * when what of the book it is drafted from has changed since (a blurb when a chapter is renamed, an author bio when
 * the author is, a course's description when its minutes of video do), and any field, the creator's too, whose text
 * prints a name the book no longer has. `now` is the book as it stands (read-listing-names.ts). A field with no
 * recorded book, or empty, is not out of date.
 */
export function outOfDateFields(
  listing: { fields: ListingFields; sources: Partial<Record<ListingField, ListingSource>> },
  bases: FieldBases,
  now: ListingBookNames,
): ListingField[] {
  return LISTING_FIELDS.filter((field) => {
    const before = bases[field];
    const value = listing.fields[field];
    if (!before || value.length === 0) return false;
    const source = listing.sources[field];
    const drafted = source === 'offline' || source === 'provider';
    if (drafted && DRAFTED_FROM[field].some((aspect) => changed(aspect, before, now))) return true;
    return printsOldNames(readText(field, value), before, now);
  });
}
