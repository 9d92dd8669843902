import { z } from 'zod';
import type { InputSource } from '@/lib/use-input-source';
import type { TitleTone } from '../../../shared/catalog.js';
import { generateTitlesInput } from '../../../shared/schemas/title.js';

export interface TitleFormValues {
  ideaId: string;
  productConcept: string;
  tone: TitleTone;
}

const { productConcept, tone } = generateTitlesInput.shape;

/** Saved mode needs a saved idea; manual mode the product concept of generate-titles. */
export const titleFormSchemas: Record<InputSource, z.ZodType<TitleFormValues, TitleFormValues>> = {
  saved: z.object({ ideaId: z.string().min(1, 'Please select a saved idea'), productConcept: z.string(), tone }),
  manual: z.object({ ideaId: z.string(), productConcept, tone }),
};
