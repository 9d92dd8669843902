import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { plainText, requiredMarkdown, requiredText } from './fields.js';
import { ideaContext } from './idea.js';
import { productType } from './product-type.js';
import { pageOf, saveKey, savedItemFields, sourceId } from './saved-item.js';

/** Content types offered when generating (docs/product-rules.md R9). */
export const CONTENT_TYPES = ['educational', 'howto', 'informative', 'persuasive', 'storytelling'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  educational: 'Educational',
  howto: 'How-To',
  informative: 'Informative',
  persuasive: 'Persuasive',
  storytelling: 'Storytelling',
};

/**
 * Content types offered by the content edit dialog (docs/product-rules.md R9). A stored section carries one of either
 * list.
 */
export const CONTENT_FORMATS = ['text', 'markdown', 'outline'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
export const STORED_CONTENT_TYPES = [...CONTENT_TYPES, ...CONTENT_FORMATS] as const;
export type StoredContentType = (typeof STORED_CONTENT_TYPES)[number];

const sectionName = requiredText('Section name', LIMITS.name);

/**
 * Body of generate-content (docs/product-rules.md R13). The result is markdown text, streamed as `contentStreamEvent`
 * lines.
 */
export const generateContentInput = z.object({
  title: requiredText('Title', LIMITS.name),
  outline: plainText('Outline', LIMITS.outline).optional(),
  sectionName,
  contentType: z.enum(CONTENT_TYPES, { error: 'Please select a content type' }),
  productType: productType.optional(),
  ideaContext: ideaContext.optional(),
});
export type GenerateContentInput = z.output<typeof generateContentInput>;
export type GenerateContentBody = z.input<typeof generateContentInput>;

/**
 * POST /api/generate-content: the request, and the project it is written for. With a project, the chapter its
 * section name names is written for its place in the book's plan (docs/decisions/0028-book-plan.md). The project
 * is not part of a saved section's generation input: a regenerate from a saved section is a plain request.
 */
export const generateContentRequest = generateContentInput.extend({
  projectId: z.uuid({ error: 'Project not found' }).optional(),
});
export type GenerateContentRequest = z.output<typeof generateContentRequest>;
export type GenerateContentRequestBody = z.input<typeof generateContentRequest>;

const storedContentType = z.enum(STORED_CONTENT_TYPES, { error: 'Please select a content type' });

/** A content section as stored and edited (docs/product-rules.md R18). */
export const saveContentInput = z.object({
  sectionName,
  content: requiredMarkdown('Content', LIMITS.content, 'No content to save'),
  contentType: storedContentType,
  /** The saved title it was written for. Kept when left out. */
  titleId: sourceId('Title').optional(),
  /** The saved product idea given as context. Kept when left out. */
  ideaId: sourceId('Product idea').optional(),
  /** The generate-content request it came from: edit and regenerate start from it. Kept when left out. */
  generationInput: generateContentInput.optional(),
  saveKey: saveKey.optional(),
});
export type SaveContentInput = z.output<typeof saveContentInput>;

/**
 * The content edit dialog (docs/product-rules.md R29): a section type (with a number for chapters, modules, steps…), an
 * optional heading after it, a content type of CONTENT_FORMATS, and the text. It saves as `saveContentInput`.
 */
export const editSectionForm = z
  .object({
    sectionType: z.string().min(1, 'Please select a section type'),
    numbered: z.boolean(),
    sectionNumber: z.string().trim(),
    heading: plainText('Section heading', LIMITS.name),
    contentType: z.enum(CONTENT_FORMATS, { error: 'Please select a content type' }),
    content: saveContentInput.shape.content,
  })
  .superRefine((value, ctx) => {
    if (value.numbered && !/^[1-9]\d{0,2}$/.test(value.sectionNumber)) {
      ctx.addIssue({ code: 'custom', path: ['sectionNumber'], message: 'Please enter a section number from 1 to 999' });
    }
  });
export type EditSectionFormValues = z.input<typeof editSectionForm>;

/**
 * A saved content section as /api/content answers it. Its name and text are read as stored, without the limits a
 * save checks: a section saved under other limits still reads (docs/decisions/0028-book-plan.md).
 */
export const savedContent = saveContentInput.omit({ saveKey: true }).extend({
  ...savedItemFields,
  sectionName: z.string(),
  content: z.string(),
  contentType: storedContentType.nullable(),
  titleId: sourceId('Title'),
  ideaId: sourceId('Product idea'),
  generationInput: generateContentInput.nullable(),
});
export type SavedContent = z.output<typeof savedContent>;

/**
 * A content section as lists show it: an excerpt of its text instead of the text (up to 200,000 characters), and
 * the text of the saved title it was written for, which tells one book's sections from another's.
 */
export const contentSummary = savedContent
  .pick({
    id: true,
    sectionName: true,
    contentType: true,
    titleId: true,
    ideaId: true,
    projectId: true,
    createdAt: true,
  })
  .extend({ excerpt: z.string(), titleText: z.string().nullable() });
export type ContentSummary = z.output<typeof contentSummary>;
export const contentSummaryPage = pageOf(contentSummary);

/** GET /api/content/sections: section names and dates of the user's content, for the duplicate-section warning. */
export const sectionStamp = savedContent.pick({ id: true, sectionName: true, createdAt: true });
export type SectionStamp = z.output<typeof sectionStamp>;
export const contentSectionsResult = z.object({ sections: z.array(sectionStamp) });

/** One line of the generate-content stream (NDJSON): text as it is written, then `done`, or `error`. */
export const contentStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ContentStreamEvent = z.output<typeof contentStreamEvent>;
