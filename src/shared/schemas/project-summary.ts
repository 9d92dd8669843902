import { z } from 'zod';
import { DOCUMENTS_STATUSES, PROJECT_STATUSES } from '../catalog.js';
import { isoDateTime } from './fields.js';
import { productType } from './product-type.js';
import { LICENSE_CHOICES } from './license.js';

/**
 * A project as lists show it, with its cover and, once generated, its PDF. Kept apart from the project's input
 * schemas so the dashboard, which reads only summaries, builds no other schema when it loads.
 */
export const projectSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  documentsStatus: z.enum(DOCUMENTS_STATUSES),
  /** The type it is made as: its own product type, else its idea's; null when neither says. */
  productType: productType.nullable(),
  /** The license it is sold with: none, or the preset its rights started from (docs/decisions/0079-plr-license.md). */
  license: z.enum(LICENSE_CHOICES),
  coverImageUrl: z.string().nullable(),
  /** Where the PDF is downloaded; null unless the documents are completed. */
  pdfUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ProjectSummary = z.output<typeof projectSummary>;
