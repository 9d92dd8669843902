import { z } from 'zod';
import type { InputSource } from '@/lib/forms/use-input-source';
import type { ProductType } from '@shared/catalog';
import { generateProductIdeasInput } from '@shared/schemas/idea';

export interface IdeaFormValues {
  nicheId: string;
  niche: string;
  productType: ProductType;
}

const { niche, productType } = generateProductIdeasInput.shape;

export const MISSING_NICHE_MESSAGE = 'Please select a saved niche';

/** Saved mode needs a saved niche; manual mode the niche text of generate-product-ideas. */
export const ideaFormSchemas: Record<InputSource, z.ZodType<IdeaFormValues, IdeaFormValues>> = {
  saved: z.object({ nicheId: z.string().min(1, MISSING_NICHE_MESSAGE), niche: z.string(), productType }),
  manual: z.object({ nicheId: z.string(), niche, productType }),
};
