import { ideaContextOf } from '@/lib/generation/idea-context';
import type { SavedIdea } from '@shared/schemas/idea';
import type { SavedTitle } from '@shared/schemas/title';
import type { GenerateContentBody } from '@shared/schemas/content';
import type { ContentFormValues } from './content-form-schema';

/** The saved title, and optionally a saved idea, that saved mode writes for. */
export interface SavedContext {
  title: SavedTitle;
  idea: SavedIdea | undefined;
}

/** generate-content from the form, with the chosen saved title and idea when in saved mode. */
export function contentBody(values: ContentFormValues, saved: SavedContext | undefined): GenerateContentBody {
  return {
    title: saved ? saved.title.title : values.title,
    outline: values.outline,
    sectionName: values.sectionName,
    contentType: values.contentType,
    productType: values.productType || undefined,
    ideaContext: saved?.idea && ideaContextOf(saved.idea),
  };
}

/** A generate-content request as sent, and the saved title and idea it was written for, kept with the saved section. */
export interface ContentRequest {
  body: GenerateContentBody;
  titleId: string | null;
  ideaId: string | null;
}
