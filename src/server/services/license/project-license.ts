import type { Kysely } from 'kysely';
import type { ProductType } from '../../../shared/catalog.js';
import {
  defaultLicense,
  productLicense,
  type ProductLicense,
  type ProjectLicense,
} from '../../../shared/schemas/license.js';
import { now, readJson, writeJson } from '../../db/codec.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { Database } from '../../db/schema.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { bookProductType } from '../book-model/book-product-type.js';
import { markDocumentsStale } from '../book-model/mark-documents-stale.js';

/**
 * A project's license as stored (`projects.license`): the one its creator chose, else its product type's default
 * (docs/decisions/0079-plr-license.md).
 */
export function licenseOf(stored: string | null, productType: ProductType): ProjectLicense {
  const chosen = stored === null ? null : productLicense.safeParse(readJson(stored));
  return chosen?.success
    ? { license: chosen.data, isDefault: false }
    : { license: defaultLicense(productType), isDefault: true };
}

/** The owner's project's stored license and product type; another user's or a missing project is a 404. */
async function findLicenseRow(db: Kysely<Database>, userId: string, projectId: string) {
  const row = await db
    .selectFrom('projects')
    .leftJoin('product_ideas', 'product_ideas.id', 'projects.product_idea_id')
    .select(['projects.id', 'projects.license', 'projects.product_type', 'product_ideas.product_type as idea_type'])
    .where('projects.id', '=', requireItemId('Project', projectId))
    .where('projects.user_id', '=', userId)
    .executeTakeFirst();
  const { id, license, product_type, idea_type } = requireFound('Project', row);
  return { id, ...licenseOf(license, bookProductType(product_type, idea_type)) };
}

/** The license the owner's project is sold with. */
export async function readProjectLicense(db: Kysely<Database>, userId: string, projectId: string) {
  const { license, isDefault } = await findLicenseRow(db, userId, projectId);
  return { license, isDefault };
}

const sameLicense = (a: ProductLicense, b: ProductLicense) => writeJson(a) === writeJson(b);

/**
 * Chooses the license the owner's project is sold with. Every file prints it on its copyright page and a licensed
 * product's files include its rights table, so a license that differs from the one the files were made with makes
 * them out of date, in the same transaction.
 */
export async function saveProjectLicense(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  license: ProductLicense,
): Promise<ProjectLicense> {
  return inTransaction(db, async (trx) => {
    const before = await findLicenseRow(trx, userId, projectId);
    await trx
      .updateTable('projects')
      .set({ license: writeJson(license), updated_at: now() })
      .where('id', '=', before.id)
      .where('user_id', '=', userId)
      .execute();
    if (!sameLicense(before.license, license)) await markDocumentsStale(trx, { userId, projectIds: [before.id] });
    return { license, isDefault: false };
  });
}
