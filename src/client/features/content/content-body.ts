import type { SavedIdea, SavedTitle } from '../../../shared/api-types.js';
import type { GenerateContentBody } from '../../../shared/schemas/content.js';
import type { ContentFormValues } from './content-form-schema';

/** The saved title, and optionally a saved idea, that saved mode writes for. */
export interface SavedContext {
  title: SavedTitle;
  idea: SavedIdea | undefined;
}

/** generate-content from the form, with the chosen saved title and idea when in saved mode. */
export function contentBody(values: ContentFormValues, saved: SavedContext | undefined): GenerateContentBody {
  const idea = saved?.idea;
  return {
    title: saved ? saved.title.title : values.title,
    outline: values.outline,
    sectionName: values.sectionName,
    contentType: values.contentType,
    productType: values.productType || undefined,
    ideaContext: idea && {
      concept: idea.concept,
      targetAudience: idea.targetAudience,
      sellingPoints: idea.sellingPoints,
      modules: idea.modules,
    },
  };
}
