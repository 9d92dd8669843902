import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import type { SavedTitle } from '@shared/schemas/title';
import { contentBody } from '../content-body';
import type { ContentFormValues } from '../content-form-schema';
import { sectionNaming } from '../section-naming';
import type { WrittenSection } from './use-written-section';

/**
 * Writes the section the form asks for into the editor, with the chosen saved title's idea as context, and names
 * it after its first heading when its name was left at the default.
 */
export function useGenerateContent(form: UseFormReturn<ContentFormValues>, section: WrittenSection) {
  const queryClient = useQueryClient();

  return async (values: ContentFormValues, title: SavedTitle | undefined) => {
    const idea =
      title && values.ideaId
        ? await queryClient.fetchQuery(savedItemQueryOptions('ideas', values.ideaId)).catch(() => undefined)
        : undefined;
    const body = contentBody(values, title && { title, idea });
    const naming = sectionNaming(form);
    const outcome = await section.stream.start(body, naming.onProgress);
    if (outcome.kind !== 'failed') section.writtenFrom({ body, titleId: title?.id ?? null, ideaId: idea?.id ?? null });
    const named = naming.named();
    if (outcome.kind === 'done') {
      toast.success(named ? `Content generated for "${named}"!` : 'Content generated!');
    } else if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      if (outcome.field) fieldErrorSetter(form)(outcome.field, outcome.message);
    }
  };
}
