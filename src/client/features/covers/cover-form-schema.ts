import { z } from 'zod';
import type { InputSource } from '@/lib/forms/use-input-source';
import type { CoverStyle } from '@shared/catalog';
import { generateCoverImageInput } from '@shared/schemas/cover';

export interface CoverFormValues {
  titleId: string;
  title: string;
  authorName: string;
  style: CoverStyle;
  colorScheme: string;
  customPrompt: string;
}

const { title, authorName, style, colorScheme, customPrompt } = generateCoverImageInput.shape;

export const MISSING_TITLE_MESSAGE = 'Please select a saved title';

const common = {
  authorName,
  style: style.unwrap(),
  colorScheme: colorScheme.unwrap(),
  customPrompt: customPrompt.unwrap(),
};

/**
 * Saved mode needs a saved title; manual mode the Product Title. Author Name is always required
 * (docs/product-rules.md R15).
 */
export const coverFormSchemas: Record<InputSource, z.ZodType<CoverFormValues, CoverFormValues>> = {
  saved: z.object({ titleId: z.string().min(1, MISSING_TITLE_MESSAGE), title: z.string(), ...common }),
  manual: z.object({ titleId: z.string(), title, ...common }),
};
