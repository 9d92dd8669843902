import type { Kysely, Selectable } from 'kysely';
import { countAsides } from '../../../shared/markdown-asides.js';
import type { SavedContent } from '../../../shared/schemas/content.js';
import type { ProductLicense } from '../../../shared/schemas/license.js';
import type { ProjectDetail } from '../../../shared/schemas/project.js';
import { describeSection } from '../../ai/book-context/section-role.js';
import type { Database, ProjectsTable } from '../../db/schema.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { coverDifferences } from '../covers/cover-differences.js';
import { getCover } from '../covers/cover-store.js';
import { answerKeyOf, documentUrls, draftCopyOf, fillablePdfOf, licenseFileOf } from '../documents/document-files.js';
import { licenseTermsContradict } from '../license/license-terms-contradiction.js';
import { licenseOf } from '../license/project-license.js';
import { bookProductType } from '../book-model/book-product-type.js';
import { toContent } from '../saved-items/content-store.js';
import { ideaStore } from '../saved-items/idea-store.js';
import { nicheStore } from '../saved-items/niche-store.js';
import { titleStore } from '../saved-items/title-store.js';
import { findProject } from '../book-model/find-project.js';
import { readPublishCheck } from '../publish-check/read-publish-check.js';
import { projectSectionsQuery } from '../book-model/read-section-texts.js';
import { readDate } from '../../db/codec.js';

/** A linked part read through its own store (scoped to the owner), or null when the project has none. */
const readPart = <Item>(id: string | null, get: (id: string) => Promise<Item>) => (id ? get(id) : null);

/** The project's sections in order, each as its saved content. */
async function readSections(db: Kysely<Database>, userId: string, projectId: string) {
  const rows = await projectSectionsQuery(db, userId, projectId).selectAll('generated_content').execute();
  return rows.map(toContent);
}

/**
 * One of the user's projects joined with its niche, idea, title, cover and ordered sections
 * (docs/product-rules.md R24), and where its cover prints otherwise than its book plan.
 */
export async function getProject(db: Kysely<Database>, userId: string, id: string): Promise<ProjectDetail> {
  return readProjectDetail(db, userId, await findProject(db, userId, id));
}

/**
 * A project row in hand (just read, or just written and returned by the write) joined with its parts and
 * sections, which are read side by side; a plan derived from the parts takes its chapter names from the sections
 * read here rather than reading them again.
 */
export async function readProjectDetail(
  db: Kysely<Database>,
  userId: string,
  row: Selectable<ProjectsTable>,
): Promise<ProjectDetail> {
  const reading = readSections(db, userId, row.id);
  const [niche, idea, productTitle, cover, sections, { plan }, publishCheck] = await Promise.all([
    readPart(row.niche_id, (partId) => nicheStore(db).get(userId, partId)),
    readPart(row.product_idea_id, (partId) => ideaStore(db).get(userId, partId)),
    readPart(row.title_id, (partId) => titleStore(db).get(userId, partId)),
    readPart(row.cover_id, (partId) => getCover(db, userId, partId)),
    reading,
    readBookPlan(db, userId, row.id, () => reading.then((read) => read.map((section) => section.sectionName))),
    readPublishCheck(db, userId, row),
  ]);
  const license = licenseOf(row.license, bookProductType(row.product_type, idea?.productType)).license;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    documentsStatus: row.documents_status,
    productType: row.product_type,
    madeAs: row.product_type ?? idea?.productType ?? null,
    license: license.preset,
    licenseFileUrl: licenseFileOf(row.id, row.documents_status, license),
    coverImageUrl: cover?.imageUrl ?? null,
    ...documentUrls(row.id, row.documents_status),
    documentsError: row.documents_status === 'failed' ? row.documents_error : null,
    fillablePdf: fillablePdfOf(row.id, row),
    answerKey: answerKeyOf(row.id, row),
    draftCopy: draftCopyOf(row.id, row),
    publishCheck,
    nicheId: row.niche_id,
    ideaId: row.product_idea_id,
    titleId: row.title_id,
    coverId: row.cover_id,
    wizardStep: row.wizard_step,
    wizardMaxStep: row.wizard_max_step,
    nameGenerated: row.name_generated === 1,
    createdAt: readDate(row.created_at),
    niche,
    idea,
    productTitle,
    cover,
    sections,
    authorNoteCount: sections.reduce((count, section) => count + countAsides(section.content, 'note'), 0),
    coverDifferences: coverDifferences(cover?.generationInput ?? null, plan),
    licenseTermsOutOfDate: licenseTermsOutOfDate(sections, license),
  };
}

/** The License Terms among the sections that say otherwise than the product's license; none without a license. */
function licenseTermsOutOfDate(sections: readonly SavedContent[], license: ProductLicense): string[] {
  if (license.preset === 'none') return [];
  return sections.flatMap(({ id, sectionName, content }) =>
    describeSection(sectionName).kind === 'license' && licenseTermsContradict(content, license) ? [id] : [],
  );
}
