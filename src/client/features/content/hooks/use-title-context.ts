import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_SECTION_NAME } from '@shared/catalog';
import type { IdeaSummary } from '@shared/schemas/idea';
import type { TitleSummary } from '@shared/schemas/title';
import { SECTION_TYPES } from '@shared/section-types';
import type { ContentFormValues } from '../content-form-schema';

/**
 * When a saved title is chosen, the idea it was generated from comes with it: the idea is preselected, the
 * product type is the idea's, and a section name still at its default becomes the first section of that type.
 * `keep` marks a title whose context the form already holds (an edit fills it from the saved section).
 */
export function useTitleContext(
  form: UseFormReturn<ContentFormValues>,
  savedTitles: TitleSummary[] | undefined,
  savedIdeas: IdeaSummary[] | undefined,
) {
  const titleId = useWatch({ control: form.control, name: 'titleId' });
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!titleId || appliedFor.current === titleId || !savedTitles || !savedIdeas) return;
    const title = savedTitles.find((item) => item.id === titleId);
    if (!title) return;
    appliedFor.current = titleId;
    const idea = title.ideaId ? savedIdeas.find((item) => item.id === title.ideaId) : undefined;
    if (!idea) return;
    form.setValue('ideaId', idea.id);
    if (!idea.productType) return;
    form.setValue('productType', idea.productType);
    const sectionName = form.getValues('sectionName').trim();
    const firstSection = SECTION_TYPES[idea.productType].sections[0];
    if ((sectionName === '' || sectionName === DEFAULT_SECTION_NAME) && firstSection) {
      form.setValue('sectionName', firstSection, { shouldValidate: true });
    }
  }, [titleId, savedTitles, savedIdeas, form]);

  return {
    keep: (id: string | null) => {
      appliedFor.current = id;
    },
  };
}
