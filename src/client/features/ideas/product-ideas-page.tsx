import { LightbulbIcon } from 'lucide-react';
import { toast } from 'sonner';
import { GeneratedResults } from '@/components/generation/generated-results';
import { ToolPage } from '@/components/generation/tool-page';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { IDEA_LABEL_LENGTH, ideaLabel } from '@/lib/saved-items/idea-label';
import { paths } from '@/lib/paths';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { useSourcedForm } from '@/lib/forms/use-sourced-form';
import { useToolState } from '@/lib/generation/use-tool-state';
import { productType } from '@shared/schemas/product-type';
import { generateProductIdeas } from '@/lib/generation/generators';
import { IdeaForm } from './components/idea-form';
import { IdeaResultCard } from './components/idea-result-card';
import type { IdeasRequest } from './ideas-request';
import { ideaFormSchemas, MISSING_NICHE_MESSAGE, type IdeaFormValues } from './idea-form-schema';
import { nicheContextOf } from './niche-context';

export function ProductIdeasPage() {
  const input = useSourcedForm<'niches', IdeaFormValues>({
    sourceKind: 'niches',
    idField: 'nicheId',
    missingMessage: MISSING_NICHE_MESSAGE,
    schemas: ideaFormSchemas,
    defaultValues: (nicheId) => ({ nicheId, niche: '', productType: 'ebook' }),
  });
  const { form } = input;
  const generate = useGenerateMutation(
    ({ body }: IdeasRequest) => generateProductIdeas(body),
    'Product ideas generated!',
    fieldErrorSetter(form),
  );
  const tool = useToolState('ideas', {
    onRecordLoaded: (idea, kind) => {
      const request = idea.generationInput;
      const storedType = productType.safeParse(request?.productType ?? idea.productType);
      input.choose(idea.nicheId ? 'saved' : 'manual');
      form.reset({
        nicheId: idea.nicheId ?? '',
        niche: request?.niche ?? '',
        productType: storedType.success ? storedType.data : form.getValues('productType'),
      });
      toast.info(kind === 'edit' ? 'Editing product idea' : `Regenerating similar to "${ideaLabel(idea.concept)}"`);
    },
  });

  const onSubmit = input.onValid((values, niche) =>
    generate.mutate(
      niche
        ? {
            body: { productType: values.productType, niche: niche.name, nicheContext: nicheContextOf(niche) },
            nicheId: niche.id,
          }
        : { body: { productType: values.productType, niche: values.niche }, nicheId: null },
    ),
  );

  return (
    <ToolPage
      path={paths.productIdeas.href()}
      tool={tool}
      openItem={{
        label: 'product idea',
        name: tool.record && ideaLabel(tool.record.concept, IDEA_LABEL_LENGTH * 2),
      }}
      form={<IdeaForm input={input} onSubmit={onSubmit} busy={generate.isPending} />}
      results={
        <GeneratedResults
          title="Product ideas"
          generation={generate}
          empty={{
            icon: LightbulbIcon,
            title: 'Shape your product',
            text: 'Pick a saved niche or describe one, choose a format, and product concepts will appear here.',
          }}
          noun="idea"
          layout="cards"
          renderResult={(idea, request) => (
            <IdeaResultCard idea={idea} request={request} replacesId={tool.editId} onReplaced={tool.leave} />
          )}
        />
      }
      saved={{
        kind: 'ideas',
        itemType: 'product idea',
        title: 'Saved ideas',
        emptyText: 'No saved ideas yet',
        rows: tool.savedItems?.map((idea) => ({
          id: idea.id,
          label: ideaLabel(idea.concept),
          createdAt: idea.createdAt,
          nextStep: { label: 'Generate Titles', to: paths.titleGenerator.href({ ideaId: idea.id }) },
        })),
      }}
    />
  );
}
