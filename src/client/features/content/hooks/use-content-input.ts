import { useSourcedForm } from '@/lib/forms/use-sourced-form';
import { DEFAULT_SECTION_NAME } from '@shared/catalog';
import { contentFormSchemas, MISSING_TITLE_MESSAGE, type ContentFormValues } from '../content-form-schema';

/** The content tool's form: the section to write, for a saved title (with its idea as context) or a typed one. */
export function useContentInput() {
  return useSourcedForm<'titles', ContentFormValues>({
    sourceKind: 'titles',
    idField: 'titleId',
    missingMessage: MISSING_TITLE_MESSAGE,
    schemas: contentFormSchemas,
    defaultValues: (titleId) => ({
      titleId,
      ideaId: '',
      title: '',
      sectionName: DEFAULT_SECTION_NAME,
      contentType: 'educational',
      productType: '',
      outline: '',
    }),
  });
}
