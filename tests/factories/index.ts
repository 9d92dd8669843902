import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { DocumentsStatus, ProductType, ProjectStatus } from '../../src/shared/catalog.js';
import { now, writeJson } from '../../src/server/db/codec.js';
import type { Database } from '../../src/server/db/schema.js';
import { toSearchText } from '../../src/server/db/search-text.js';
import { coverImageColumns } from '../../src/server/services/covers/cover-files.js';
import { updateProjectSearchText } from '../../src/server/services/projects/project-search-text.js';
import type { Listing, ListingFields } from '../../src/shared/schemas/listing.js';

type Db = Kysely<Database>;
/** created_at `secondsAgo` seconds back, so tests can order rows deterministically. */
const createdAt = (secondsAgo = 0) => new Date(Date.now() - secondsAgo * 1000).toISOString();

export async function createProject(
  db: Db,
  fields: {
    userId: string;
    title?: string;
    status?: ProjectStatus;
    documentsStatus?: DocumentsStatus;
    /** The generation whose files are the project's documents (docs/decisions/0026-document-generations.md). */
    documentsGeneration?: string;
    coverId?: string;
    wizardStep?: number;
    secondsAgo?: number;
    productType?: ProductType;
  },
) {
  const row = {
    id: randomUUID(),
    user_id: fields.userId,
    title: fields.title ?? 'The Busy Parent Meal Prep Playbook',
    search_text: toSearchText(fields.title ?? 'The Busy Parent Meal Prep Playbook'),
    status: fields.status ?? 'draft',
    documents_status: fields.documentsStatus ?? 'not_generated',
    documents_generation: fields.documentsGeneration ?? null,
    cover_id: fields.coverId ?? null,
    wizard_step: fields.wizardStep ?? null,
    product_type: fields.productType ?? 'ebook',
    created_at: createdAt(fields.secondsAgo),
    updated_at: now(),
  } satisfies Insertable<Database['projects']>;
  await db.insertInto('projects').values(row).execute();
  return row;
}

export async function createNiche(db: Db, fields: { userId: string; name?: string }) {
  const row = {
    id: randomUUID(),
    user_id: fields.userId,
    name: fields.name ?? 'Meal prep for busy first-time parents',
    search_text: toSearchText(fields.name ?? 'Meal prep for busy first-time parents'),
    market_size: 'Large',
    competition_level: 'Medium',
    profit_potential: 'High',
    demographics: writeJson({ age: '25-40', income: '$50k-$100k', painPoints: ['No time to cook'] }),
    created_at: now(),
  };
  await db.insertInto('niches').values(row).execute();
  return row;
}

export async function createIdea(db: Db, fields: { userId: string; concept?: string }) {
  const row = {
    id: randomUUID(),
    user_id: fields.userId,
    concept: fields.concept ?? 'A 30-day meal prep system for new parents',
    search_text: toSearchText(fields.concept ?? 'A 30-day meal prep system for new parents'),
    target_audience: 'First-time parents',
    selling_points: writeJson(['Two-hour Sunday prep']),
    modules: writeJson(['Pantry setup', 'Batch cooking']),
    product_type: 'ebook',
    created_at: now(),
  } satisfies Insertable<Database['product_ideas']>;
  await db.insertInto('product_ideas').values(row).execute();
  return row;
}

export async function createTitle(db: Db, fields: { userId: string; title?: string; secondsAgo?: number }) {
  const row = {
    id: randomUUID(),
    user_id: fields.userId,
    title: fields.title ?? 'Prep Once, Eat All Week',
    search_text: toSearchText(fields.title ?? 'Prep Once, Eat All Week'),
    tone: 'friendly',
    created_at: createdAt(fields.secondsAgo),
  } satisfies Insertable<Database['product_titles']>;
  await db.insertInto('product_titles').values(row).execute();
  return row;
}

export async function createContent(
  db: Db,
  fields: { userId: string; sectionName?: string; content?: string; titleId?: string },
) {
  const row = {
    id: randomUUID(),
    user_id: fields.userId,
    title_id: fields.titleId ?? null,
    section_name: fields.sectionName ?? 'Chapter 1: Introduction',
    search_text: toSearchText(fields.sectionName ?? 'Chapter 1: Introduction'),
    content: fields.content ?? '# Chapter 1: Introduction\n\nWhy prepping once a week changes everything.',
    content_type: 'educational',
    created_at: now(),
  } satisfies Insertable<Database['generated_content']>;
  await db.insertInto('generated_content').values(row).execute();
  return row;
}

/** A saved cover; its image an inline one unless `imageUrl` names one stored for the user. */
export async function createCover(
  db: Db,
  fields: { userId: string; title?: string; secondsAgo?: number; imageUrl?: string },
) {
  const title = fields.title ?? 'Prep Once, Eat All Week';
  const row = {
    id: randomUUID(),
    user_id: fields.userId,
    ...coverImageColumns(fields.userId, fields.imageUrl ?? 'data:image/png;base64,iVBORw0KGgo='),
    style: 'professional',
    prompt: 'blue and purple gradients',
    title,
    search_text: toSearchText(title),
    created_at: createdAt(fields.secondsAgo),
  } satisfies Insertable<Database['cover_images']>;
  await db.insertInto('cover_images').values(row).execute();
  return row;
}

/**
 * A project's saved listing, every field left out empty; its project's search text written from it, as the
 * listing's save does.
 */
export async function createListing(
  db: Db,
  fields: { userId: string; projectId: string; sources?: Listing['sources'] } & Partial<ListingFields>,
) {
  const row = {
    project_id: fields.projectId,
    user_id: fields.userId,
    description: fields.description ?? '',
    blurb: fields.blurb ?? '',
    keywords: writeJson(fields.keywords ?? []),
    categories: writeJson(fields.categories ?? []),
    author_bio: fields.authorBio ?? '',
    etsy_title: fields.etsyTitle ?? '',
    etsy_tags: writeJson(fields.etsyTags ?? []),
    summary: fields.summary ?? '',
    sources: writeJson(fields.sources ?? {}),
    previous: writeJson({}),
    disclosure_corrections: writeJson({}),
    created_at: now(),
    updated_at: now(),
  } satisfies Insertable<Database['book_listings']>;
  await db.insertInto('book_listings').values(row).execute();
  await updateProjectSearchText(db, fields.userId, fields.projectId);
  return row;
}
