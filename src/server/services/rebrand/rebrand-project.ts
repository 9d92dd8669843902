import type { Kysely } from 'kysely';
import { LIMITS } from '../../../shared/limits.js';
import { PLAN_WORDS } from '../../../shared/plan-words.js';
import { bookPlan as bookPlanSchema, bookPlanInput, type BookPlan } from '../../../shared/schemas/book-plan.js';
import { LISTING_FIELDS, listingFields, type ListingFields } from '../../../shared/schemas/listing.js';
import type { BrandNow, RebrandChange, RebrandOutcome, RebrandRequest } from '../../../shared/schemas/rebrand.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findProject } from '../book-model/find-project.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { findListingRow, listingOf } from '../book-model/read-listing.js';
import { readSectionTexts } from '../book-model/read-section-texts.js';
import { saveBookPlan } from '../book-plans/save-book-plan.js';
import { getCover } from '../covers/cover-store.js';
import { redrawProjectCover } from '../covers/redraw-project-cover.js';
import { LISTING_HEADINGS } from '../downloads/listing-files.js';
import { saveListing } from '../listings/save-listing.js';
import { markProjectsUsingStale } from '../saved-items/stale-projects.js';
import { rebrandSection } from '../sections/section-rows.js';
import type { FileStorage } from '../storage/backends/file-storage.js';
import type { StorageQuota } from '../storage/storage-quota.js';
import { compileRebrand, findLinks, type RebrandedText } from './rebrand-text.js';

/** The plan's details a rebrand reads, by their labels on the plan card. */
const PLAN_FIELDS = ['title', 'subtitle', 'authorName', 'description'] as const;
const PLAN_LABELS: Record<(typeof PLAN_FIELDS)[number], string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  authorName: 'Author',
  description: 'Description',
};

/** Keys whose values name a kind, a type or a formula, not words a reader reads: never rebranded. */
const NOT_WORDS = new Set(['kind', 'type', 'format', 'formula', 'paper', 'answer']);

/** The value with each string that reads words mapped by `map`. */
function mapWords(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapWords(item, map));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, NOT_WORDS.has(key) ? item : mapWords(item, map)]),
    );
  return value;
}

/** The value rebranded, each text that changed noted in `into`. */
const rebrandValue = (value: unknown, rebrand: (text: string) => RebrandedText, into: RebrandedText[]) =>
  mapWords(value, (text) => {
    const done = rebrand(text);
    if (done.replaced > 0) into.push(done);
    return done.text;
  });

/** A chapter of the plan as the plan holds it, read back after its words are rebranded. */
const CHAPTER = bookPlanSchema.shape.chapters.element;

/** One place's change as the preview lists it, from the replacements made there; none when nothing changed. */
const changeOf = (place: string, done: readonly RebrandedText[]): RebrandChange[] =>
  done.length === 0
    ? []
    : [
        {
          place,
          replaced: done.reduce((sum, text) => sum + text.replaced, 0),
          before: done[0]!.before,
          after: done[0]!.after,
        },
      ];

/** The owner's project as a rebrand reads it: its plan, sections, listing when saved, and cover. */
async function readProduct(db: Kysely<Database>, userId: string, projectId: string) {
  const project = await findProject(db, userId, projectId);
  const [{ plan, revision, kind }, sections, listingRow, cover] = await Promise.all([
    readBookPlan(db, userId, project.id),
    readSectionTexts(db, userId, project.id),
    findListingRow(db, userId, project.id),
    project.cover_id ? getCover(db, userId, project.cover_id) : null,
  ]);
  const listing = listingRow ? listingOf(listingRow).fields : null;
  return { project, plan, revision, kind, sections, listing, design: cover?.generationInput ?? null };
}

/** Every text of the product, one after the other: where a rebrand looks for links. */
function productTexts({ plan, sections, listing }: Awaited<ReturnType<typeof readProduct>>): string[] {
  const texts: string[] = [];
  mapWords({ plan, listing }, (text) => {
    texts.push(text);
    return text;
  });
  return [...texts, ...sections.map((section) => section.content)];
}

/** GET /api/projects/:id/rebrand: the author's name, every link the product prints and the cover's colours. */
export async function readBrand(db: Kysely<Database>, userId: string, projectId: string): Promise<BrandNow> {
  const product = await readProduct(db, userId, projectId);
  return {
    authorName: product.plan.authorName,
    links: findLinks(productTexts(product)),
    colorScheme: product.design?.colorScheme ?? null,
  };
}

/**
 * The product with the rebrand applied, not saved: its plan, sections and listing as they would be, each place that
 * changes, and the cover drawn again when it is drawn from a design and its name or colours change. A place that would
 * no longer fit its limits is a 400 naming it.
 */
async function plannedRebrand(db: Kysely<Database>, userId: string, projectId: string, request: RebrandRequest) {
  const product = await readProduct(db, userId, projectId);
  const rebrand = compileRebrand(request);
  const changes: RebrandChange[] = [];
  const planChanges: RebrandedText[] = [];

  const plan = { ...product.plan };
  for (const field of PLAN_FIELDS) {
    const done = rebrand(product.plan[field]);
    plan[field] = done.text;
    changes.push(...changeOf(`Book details: ${PLAN_LABELS[field]}`, done.replaced > 0 ? [done] : []));
    if (done.replaced > 0) planChanges.push(done);
  }
  const { unit } = PLAN_WORDS[product.kind];
  plan.chapters = product.plan.chapters.map((chapter, index) => {
    const done: RebrandedText[] = [];
    const next = CHAPTER.parse(rebrandValue(chapter, rebrand, done));
    changes.push(...changeOf(`Plan: ${unit} ${index + 1}, ${chapter.title}`, done));
    planChanges.push(...done);
    return next;
  });
  refuseIfItNoLongerFits(product.plan, plan);

  const sections = product.sections.flatMap((section) => {
    const done = rebrand(section.content);
    if (done.replaced === 0) return [];
    if (done.text.length > LIMITS.content)
      throw new AppError('BAD_REQUEST', `Rebranded, “${section.section_name}” would be longer than a section may be`);
    changes.push(...changeOf(`Section: ${section.section_name}`, [done]));
    return [{ id: section.id, text: done.text }];
  });

  let listing: ListingFields | null = null;
  if (product.listing) {
    const next = { ...product.listing };
    for (const field of LISTING_FIELDS) {
      const done: RebrandedText[] = [];
      Object.assign(next, { [field]: rebrandValue(product.listing[field], rebrand, done) });
      changes.push(...changeOf(`Listing: ${LISTING_HEADINGS[field]}`, done));
    }
    const checked = listingFields.safeParse(next);
    if (!checked.success)
      throw new AppError(
        'BAD_REQUEST',
        `Rebranded, the listing would not fit its stores: ${checked.error.issues[0]!.message}`,
      );
    if (changes.some((change) => change.place.startsWith('Listing: '))) listing = checked.data;
  }

  return {
    product,
    plan: planChanges.length > 0 ? plan : null,
    sections,
    listing,
    changes,
    cover: coverRedrawn(product.design, plan, request.colorScheme),
  };
}

/**
 * The cover drawn again by a rebrand: one drawn from a design, when its colours or the author's name on it change
 * (its title follows the plan's, as every redraw's does); null otherwise, a cover sent as an image included.
 */
function coverRedrawn(
  design: Awaited<ReturnType<typeof readProduct>>['design'],
  plan: BookPlan,
  colorScheme: string | null,
): RebrandOutcome['cover'] {
  if (!design) return null;
  const colors = colorScheme ?? design.colorScheme;
  if (colors === design.colorScheme && plan.authorName === design.authorName) return null;
  return { authorName: plan.authorName, colorScheme: colors };
}

/** A plan rebranded that the plan card would refuse where the plan before was taken: a 400 saying why. */
function refuseIfItNoLongerFits(before: BookPlan, after: BookPlan) {
  const refusals = (plan: BookPlan) => bookPlanInput.safeParse(plan).error?.issues.map((issue) => issue.message) ?? [];
  const had = new Set(refusals(before));
  const refused = refusals(after).find((message) => !had.has(message));
  if (refused) throw new AppError('BAD_REQUEST', `Rebranded, the plan would not save: ${refused}`);
}

const outcomeOf = ({ changes, cover }: Pick<Awaited<ReturnType<typeof plannedRebrand>>, 'changes' | 'cover'>) => ({
  changes,
  replaced: changes.reduce((sum, change) => sum + change.replaced, 0),
  cover,
});

/** POST /api/projects/:id/rebrand/preview: what a rebrand would change, nothing saved. */
export async function previewRebrand(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  request: RebrandRequest,
): Promise<RebrandOutcome> {
  return outcomeOf(await plannedRebrand(db, userId, projectId, request));
}

/**
 * POST /api/projects/:id/rebrand (docs/decisions/0080-rebrand.md): the name and links replaced in the plan, every
 * section and the listing in one transaction, each through its own writer (the plan's save marks what depends on it,
 * a section's projects' files go out of date, the listing's changed fields become the creator's); then the cover drawn
 * again with the new name and colours, when it is drawn from a design. A refusal changes nothing.
 */
export async function rebrandProject(
  db: Kysely<Database>,
  storage: FileStorage,
  quota: StorageQuota,
  userId: string,
  projectId: string,
  request: RebrandRequest,
): Promise<RebrandOutcome> {
  const planned = await plannedRebrand(db, userId, projectId, request);
  await inTransaction(db, async (trx) => {
    if (planned.plan) await saveBookPlan(trx, userId, projectId, planned.plan, planned.product.revision);
    for (const section of planned.sections) {
      await rebrandSection(trx, userId, section.id, section.text);
      await markProjectsUsingStale(trx, 'generated_content', userId, section.id);
    }
    if (planned.listing) await saveListing(trx, userId, projectId, planned.listing);
  });
  if (planned.cover)
    await redrawProjectCover(db, storage, quota, userId, projectId, { colorScheme: planned.cover.colorScheme });
  return outcomeOf(planned);
}
