import type { Kysely } from 'kysely';
import { COVER_IMAGE_PATH } from '../../../shared/schemas/cover.js';
import { PRODUCT_TYPE_VALUES, type ProductType } from '../../../shared/catalog.js';
import type { BookInput } from '../../documents/book-model.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readCoverImage } from '../covers/cover-files.js';

const DEFAULT_TYPE: ProductType = 'ebook';
const isProductType = (value: string | null): value is ProductType =>
  PRODUCT_TYPE_VALUES.some((type) => type === value);

/**
 * What the renderers need from a project: its title, the idea's concept as subtitle and description, the owner's full
 * name, this year as the copyright year, the cover's PNG when it has a stored one, and its sections in their order;
 * a draft copy when the generation asked for one.
 */
export async function loadBookInput(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  projectId: string,
  { draft }: { draft: boolean },
): Promise<BookInput> {
  const project = await db
    .selectFrom('projects')
    .leftJoin('product_ideas', 'product_ideas.id', 'projects.product_idea_id')
    .leftJoin('cover_images', 'cover_images.id', 'projects.cover_id')
    .leftJoin('profiles', 'profiles.id', 'projects.user_id')
    .select([
      'projects.title',
      'projects.product_type',
      'product_ideas.concept',
      'product_ideas.product_type as idea_product_type',
      'cover_images.image_url',
      'profiles.full_name',
    ])
    .where('projects.id', '=', projectId)
    .where('projects.user_id', '=', userId)
    .executeTakeFirst();
  if (!project) throw new AppError('NOT_FOUND', 'Project not found');
  const sections = await db
    .selectFrom('project_content_sections')
    .innerJoin('generated_content', 'generated_content.id', 'project_content_sections.content_id')
    .select(['generated_content.section_name', 'generated_content.content'])
    .where('project_content_sections.project_id', '=', projectId)
    .where('generated_content.user_id', '=', userId)
    .orderBy('project_content_sections.order_index')
    .execute();
  const type = [project.product_type, project.idea_product_type].find(isProductType) ?? DEFAULT_TYPE;
  const cover =
    project.image_url && COVER_IMAGE_PATH.test(project.image_url)
      ? await readCoverImage(storage, userId, project.image_url)
      : null;
  return {
    title: project.title,
    subtitle: project.concept ?? '',
    author: project.full_name ?? '',
    description: project.concept ?? '',
    isbn: '',
    year: new Date().getUTCFullYear(),
    draft,
    productType: type,
    cover,
    sections: sections.map((section) => ({ heading: section.section_name, markdown: section.content })),
  };
}
