import { z } from 'zod';
import type { InputSource } from '@/lib/forms/use-input-source';
import type { TitleTone } from '@shared/catalog';
import { generateTitlesInput } from '@shared/schemas/title';

export interface TitleFormValues {
  ideaId: string;
  productConcept: string;
  tone: TitleTone;
}

const { productConcept, tone } = generateTitlesInput.shape;

export const MISSING_IDEA_MESSAGE = 'Please select a saved idea';

/** Saved mode needs a saved idea; manual mode the product concept of generate-titles. */
export const titleFormSchemas: Record<InputSource, z.ZodType<TitleFormValues, TitleFormValues>> = {
  saved: z.object({ ideaId: z.string().min(1, MISSING_IDEA_MESSAGE), productConcept: z.string(), tone }),
  manual: z.object({ ideaId: z.string(), productConcept, tone }),
};
