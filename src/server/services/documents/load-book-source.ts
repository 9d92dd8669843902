import type { Kysely } from 'kysely';
import { printedBackCover, printedDescription } from '../../../shared/describe-book.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { bookProductType } from '../book-model/book-product-type.js';
import { readSectionTexts } from '../book-model/read-section-texts.js';
import type { BookSource } from './render-request.js';
import { PRINT_COLUMNS, printSettingsOf } from '../print/print-settings.js';
import { COVER_IMAGE_PATH, generateCoverImageInput } from '../../../shared/schemas/cover.js';
import { coverArtKey } from '../covers/cover-files.js';
import { projectCoverDesign } from '../covers/project-cover-design.js';
import { readGenerationInput } from '../saved-items/item-sources.js';
import { readListingNames } from '../book-model/read-listing-names.js';
import { findListingRow, listingOf, printableListingFields } from '../book-model/read-listing.js';
import { isTemplateDraft } from '../../../shared/template-text.js';
import { bookShares, sectionShare } from '../text-origins/text-shares.js';
import { productKindOfType } from '../products/product-kinds.js';
import { licenseOf } from '../license/project-license.js';

/**
 * What the renderers need from a project: the title, subtitle, author and ISBN of its book plan (saved or derived),
 * the description the files carry and the wrap cover's back (its listing's, else the plan's description, else one
 * built from the plan, never the idea's pitch, nor a listing field the plan has left behind:
 * docs/decisions/0059-listing-in-files.md), this year as the copyright
 * year, where its cover's PNG is stored when it has a stored one, the design the cover was saved with, which the
 * render child draws again at the ebook shape for the EPUB's cover, and the art under it
 * (docs/decisions/0051-cover-shapes-and-wrap-cover.md), and its sections in their order (a course's as its workbook: products/course/course-workbook.ts); a draft copy when
 * the generation asked for one; template text while more of the book than a real book may keep is still the
 * built-in writer's (docs/decisions/0038-honest-offline-drafts.md, 0071-honesty-measured.md); the print edition's settings for the copy for sale when its creator
 * set them up, with its cover's design and art for the full-wrap cover (docs/decisions/0050-print-edition.md); the
 * license it is sold with (docs/decisions/0079-plr-license.md).
 */
export async function loadBookSource(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  { draft }: { draft: boolean },
): Promise<BookSource> {
  const project = await db
    .selectFrom('projects')
    .leftJoin('product_ideas', 'product_ideas.id', 'projects.product_idea_id')
    .leftJoin('cover_images', 'cover_images.id', 'projects.cover_id')
    .select([
      'projects.product_type',
      'product_ideas.product_type as idea_product_type',
      'cover_images.image_key',
      'cover_images.image_url',
      'cover_images.style',
      'cover_images.generation_input',
      'projects.license',
      ...PRINT_COLUMNS.map((column) => `projects.${column}` as const),
    ])
    .where('projects.id', '=', projectId)
    .where('projects.user_id', '=', userId)
    .executeTakeFirst();
  if (!project) throw new AppError('NOT_FOUND', 'Project not found');
  const { plan } = await readBookPlan(db, userId, projectId);
  const listing = printableListingFields(
    listingOf(await findListingRow(db, userId, projectId)),
    await readListingNames(db, userId, projectId, plan),
  );
  const sections = await readSectionTexts(db, userId, projectId);
  const productType = bookProductType(project.product_type, project.idea_product_type);
  const print = draft ? null : printSettingsOf(project);
  const cover =
    project.image_url === null
      ? null
      : {
          style: project.style,
          generationInput: readGenerationInput(generateCoverImageInput, project.generation_input),
          artKey: COVER_IMAGE_PATH.test(project.image_url) ? coverArtKey(userId, project.image_url) : null,
        };
  return {
    title: plan.title,
    subtitle: plan.subtitle,
    author: plan.authorName,
    description: printedDescription(plan, listing),
    backCover: printedBackCover(plan, listing),
    isbn: plan.isbn,
    year: new Date().getUTCFullYear(),
    draft,
    templateText: isTemplateDraft(bookShares(sections.map(sectionShare))),
    productType,
    license: licenseOf(project.license, productType).license,
    coverKey: project.image_key,
    ebookCoverDesign: cover?.generationInput ?? null,
    sections: productKindOfType(productType).printedSections(plan, sections),
    print,
    coverDesign: print ? projectCoverDesign(cover, plan) : null,
    coverArtKey: cover && (print || cover.generationInput) ? cover.artKey : null,
  };
}
