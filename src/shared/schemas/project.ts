import { z } from 'zod';
import { PROJECT_STATUSES } from '../catalog.js';
import { LIMITS } from '../limits.js';
import { savedContent } from './content.js';
import { coverDifference, savedCover } from './cover.js';
import { requiredText } from './fields.js';
import { savedIdea } from './idea.js';
import { productType } from './product-type.js';
import { projectSummary } from './project-summary.js';
import { draftCopy } from './project-document.js';
import { publishCheck } from './publish-check.js';
import { savedNiche } from './niche.js';
import { savedTitle } from './title.js';
import { pageOf, saveKey } from './saved-item.js';

/** GET /api/projects: the user's projects, newest first, searched by title. */
export const projectSummaryPage = pageOf(projectSummary);

const linkedId = (label: string) => z.uuid({ error: `${label} not found` }).nullable();

/** The six steps of the Create wizard; a project made elsewhere has none. */
const wizardStep = z
  .number({ error: 'The wizard step must be a number' })
  .int('The wizard step must be a whole number')
  .min(1, 'The wizard step must be between 1 and 6')
  .max(6, 'The wizard step must be between 1 and 6')
  .nullable();

/** The fields of a project that its owner sets; every linked id must name one of the owner's own items. */
const projectFields = {
  title: requiredText('Project name', LIMITS.name, 'Please enter a project name'),
  status: z.enum(PROJECT_STATUSES, { error: 'Status must be draft or ready' }),
  productType: productType.nullable(),
  nicheId: linkedId('Niche'),
  ideaId: linkedId('Product idea'),
  titleId: linkedId('Title'),
  coverId: linkedId('Cover image'),
  wizardStep,
  wizardMaxStep: wizardStep,
  /**
   * The title sent is a name the Create wizard generated ('Draft - {title} - {date}'), not one the creator gave. A
   * generated name replaces only a generated one: a project its creator named keeps that name.
   */
  nameGenerated: z.boolean({ error: 'nameGenerated must be true or false' }),
};

/** The ordered content ids of a project's sections: each at most once, at most 200. */
export const sectionIds = z
  .array(z.uuid({ error: 'Content not found' }), { error: 'Sections must be a list of content ids' })
  .max(LIMITS.sectionsPerProject, `A project can have at most ${LIMITS.sectionsPerProject} sections`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each content section can be added once');

/** POST /api/projects: a new project (a draft unless it says ready) with its ordered sections, and maybe its files. */
export const createProjectInput = z.object({
  ...projectFields,
  status: projectFields.status.default('draft'),
  productType: projectFields.productType.default(null),
  nicheId: projectFields.nicheId.default(null),
  ideaId: projectFields.ideaId.default(null),
  titleId: projectFields.titleId.default(null),
  coverId: projectFields.coverId.default(null),
  wizardStep: wizardStep.default(null),
  wizardMaxStep: wizardStep.default(null),
  nameGenerated: projectFields.nameGenerated.default(false),
  contentIds: sectionIds.default([]),
  saveKey: saveKey.optional(),
  /**
   * Start making the PDF, DOCX and EPUB once the project is saved, in the same request (Assemble's Generate PDF).
   * The answer's documentsStatus says whether they started: generating, or failed with the reason.
   */
  generateDocuments: z.boolean({ error: 'generateDocuments must be true or false' }).default(false),
});
export type CreateProjectInput = z.output<typeof createProjectInput>;
export type CreateProjectBody = z.input<typeof createProjectInput>;

/**
 * PUT and PATCH /api/projects/:id: the fields sent change, the rest stay. The documents status can only be reset here;
 * starting and finishing document generation set the others.
 */
export const updateProjectInput = z
  .object({
    ...z.object(projectFields).partial().shape,
    documentsStatus: z
      .literal('not_generated', { error: 'The documents status can only be reset to not_generated' })
      .optional(),
  })
  .refine((input) => input.nameGenerated === undefined || input.title !== undefined, {
    path: ['nameGenerated'],
    error: 'nameGenerated describes a title: send the title with it',
  });
export type UpdateProjectInput = z.output<typeof updateProjectInput>;
export type UpdateProjectBody = z.input<typeof updateProjectInput>;

/** PUT /api/projects/:id/sections: the whole ordered list of sections, replacing the old one. */
export const replaceSectionsInput = z.object({ contentIds: sectionIds });
export type ReplaceSectionsBody = z.input<typeof replaceSectionsInput>;

/** GET /api/projects/:id: a project with its parts as their saved-item views and its sections in order. */
export const projectDetail = projectSummary.extend({
  /** Its own product type alone: the field an update sets and clears (the list shows `madeAs`). */
  productType: productType.nullable(),
  /** The type the product is made as, as the list shows it: its own product type, else its idea's; null when neither. */
  madeAs: productType.nullable(),
  nicheId: z.uuid().nullable(),
  ideaId: z.uuid().nullable(),
  titleId: z.uuid().nullable(),
  coverId: z.uuid().nullable(),
  /** Where the DOCX and the EPUB are downloaded, like pdfUrl: null unless the documents are completed. */
  docxUrl: z.string().nullable(),
  epubUrl: z.string().nullable(),
  /** Why the last document generation failed, as the job recorded it; null unless documentsStatus is failed. */
  documentsError: z.string().nullable(),
  /**
   * The fillable PDF of a workbook's or course's files for sale (shared/fillable-pdf.ts): where it is downloaded and
   * how many fields it has; null unless the documents are completed and their generation made one.
   */
  fillablePdf: z.object({ url: z.string(), fields: z.number().int().positive() }).nullable(),
  /**
   * The answer key and the teacher's edition of a workbook's or course's files for sale (shared/answer-key.ts): where
   * each is downloaded and how many model answers they hold; null unless the documents are completed and their
   * generation made them.
   */
  answerKey: z
    .object({ answerKeyUrl: z.string(), teachersEditionUrl: z.string(), answers: z.number().int().positive() })
    .nullable(),
  /** Where a licensed product's license file is downloaded (its rights table); null unless the documents are completed. */
  licenseFileUrl: z.string().nullable(),
  /** The draft copy with the author notes, beside the copy for sale that the fields above describe. */
  draftCopy,
  /** Each store's rules applied to the copy for sale's files, once they were made; null before. */
  publishCheck: publishCheck.nullable(),
  wizardStep: z.number().int().nullable(),
  wizardMaxStep: z.number().int().nullable(),
  /** The name is one the Create wizard generated; false once its creator gave one. */
  nameGenerated: z.boolean(),
  niche: savedNiche.nullable(),
  idea: savedIdea.nullable(),
  productTitle: savedTitle.nullable(),
  cover: savedCover.nullable(),
  sections: z.array(savedContent),
  /** How many author notes its sections still hold (docs/decisions/0027-author-notes.md). */
  authorNoteCount: z.number().int().min(0),
  /** Where the cover prints another title, subtitle or author than the book plan; empty when they agree. */
  coverDifferences: z.array(coverDifference),
  /**
   * The sections whose License Terms say otherwise than the license the product is sold with: another license's name,
   * or a right on the other side (docs/decisions/0079-plr-license.md). Written before the license changed.
   */
  licenseTermsOutOfDate: z.array(z.uuid()),
});
export type ProjectDetail = z.output<typeof projectDetail>;
