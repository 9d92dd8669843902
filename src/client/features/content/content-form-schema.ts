import { z } from 'zod';
import type { InputSource } from '@/lib/forms/use-input-source';
import type { ProductType } from '@shared/catalog';
import { LIMITS } from '@shared/limits';
import { generateContentInput, type ContentType, type SavedContent } from '@shared/schemas/content';
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

/**
 * The form as a saved section was asked for: its request when it kept one, else its name and type; a type the
 * generator no longer offers leaves `currentType`.
 */
export function contentFormValuesOf(content: SavedContent, currentType: ContentType): ContentFormValues {
  const request = content.generationInput;
  const storedType = contentType.safeParse(request?.contentType ?? content.contentType);
  return {
    titleId: content.titleId ?? '',
    ideaId: content.ideaId ?? '',
    title: request?.title ?? '',
    sectionName: content.sectionName,
    contentType: storedType.success ? storedType.data : currentType,
    productType: request?.productType ?? '',
    outline: request?.outline ?? '',
  };
}
