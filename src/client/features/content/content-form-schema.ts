import { z } from 'zod';
import type { InputSource } from '@/lib/forms/use-input-source';
import type { ProductType } from '@shared/catalog';
import { LIMITS } from '@shared/limits';
import { generateContentInput, type ContentType } from '@shared/schemas/content';
import { requiredText } from '@shared/schemas/fields';
import { productType } from '@shared/schemas/product-type';

export interface ContentFormValues {
  titleId: string;
  ideaId: string;
  title: string;
  sectionName: string;
  contentType: ContentType;
  productType: ProductType | '';
  outline: string;
}

const { title, sectionName, contentType } = generateContentInput.shape;

export const MISSING_TITLE_MESSAGE = 'Please select a saved title';

/** generate-content takes an optional outline; the content tool requires one (docs/product-rules.md R13, R15). */
const common = {
  ideaId: z.string(),
  sectionName,
  contentType,
  productType: productType.or(z.literal('')),
  outline: requiredText('Outline', LIMITS.outline),
};

/** Saved mode needs a saved title (an idea is optional context); manual mode the title text. */
export const contentFormSchemas: Record<InputSource, z.ZodType<ContentFormValues, ContentFormValues>> = {
  saved: z.object({ ...common, titleId: z.string().min(1, MISSING_TITLE_MESSAGE), title: z.string() }),
  manual: z.object({ ...common, titleId: z.string(), title }),
};
