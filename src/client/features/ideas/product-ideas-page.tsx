import { zodResolver } from '@hookform/resolvers/zod';
import { useSavedItems } from '@/lib/saved-items';
import { LightbulbIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ModeBanner } from '@/components/mode-banner';
import { ResultsPanel } from '@/components/results-panel';
import { SavedItemsPanel } from '@/components/saved-items-panel';
import { ToolPage } from '@/components/tool-page';
import { countLabel } from '@/lib/count-label';
import { IDEA_LABEL_LENGTH, ideaLabel } from '@/lib/idea-label';
import { useGenerateMutation } from '@/lib/use-generate-mutation';
import { useInputSource } from '@/lib/use-input-source';
import { useModeRecord } from '@/lib/use-mode-record';
import { useToolMode } from '@/lib/use-tool-mode';
import { productType } from '../../../shared/schemas/idea.js';
import { generateProductIdeas } from './api';
import { IdeaForm } from './components/idea-form';
import { IdeaResultCard } from './components/idea-result-card';
import { ideaFormSchemas, type IdeaFormValues } from './idea-form-schema';
import { nicheContextOf } from './niche-context';

export function ProductIdeasPage() {
  const { mode, leave, editId, activeId } = useToolMode();
  const [searchParams] = useSearchParams();
  const savedNiches = useSavedItems('niches');
  const savedIdeas = useSavedItems('ideas');
  const { source, choose } = useInputSource(Boolean(savedNiches?.length));
  const form = useForm<IdeaFormValues>({
    resolver: zodResolver(ideaFormSchemas[source]),
    defaultValues: { nicheId: searchParams.get('nicheId') ?? '', niche: '', productType: 'ebook' },
  });
  const generate = useGenerateMutation(generateProductIdeas, {
    success: 'Product ideas generated!',
    failure: 'Failed to generate ideas',
  });
  const record = useModeRecord('ideas', mode, {
    onLoaded: (idea, kind) => {
      const storedType = productType.safeParse(idea.productType);
      choose('manual');
      form.reset({
        ...form.getValues(),
        niche: idea.concept,
        productType: storedType.success ? storedType.data : form.getValues('productType'),
      });
      toast.info(kind === 'edit' ? 'Editing product idea' : `Regenerating similar to "${ideaLabel(idea.concept)}"`);
    },
    failedMessage: 'Failed to load idea data',
    onFailed: leave,
  });

  const onSubmit = (values: IdeaFormValues) => {
    if (source === 'manual') {
      generate.mutate({ productType: values.productType, niche: values.niche });
      return;
    }
    const niche = savedNiches?.find((saved) => saved.id === values.nicheId);
    if (!niche) {
      form.setError('nicheId', { message: 'Please select a saved niche' });
      return;
    }
    generate.mutate({ productType: values.productType, niche: niche.name, nicheContext: nicheContextOf(niche) });
  };

  const ideas = generate.data;
  const generatedFor = generate.variables?.productType;

  return (
    <ToolPage
      path="/dashboard/product-ideas"
      banner={
        mode.kind !== 'create' && (
          <ModeBanner
            mode={mode.kind}
            itemLabel="product idea"
            subject={record && ideaLabel(record.concept, IDEA_LABEL_LENGTH * 2)}
            onExit={leave}
          />
        )
      }
      form={
        <IdeaForm
          form={form}
          source={source}
          onSourceChange={(next) => {
            choose(next);
            form.clearErrors();
          }}
          savedNiches={savedNiches}
          onSubmit={onSubmit}
          busy={generate.isPending}
        />
      }
      results={
        <ResultsPanel
          title="Product ideas"
          state={generate.isPending ? 'loading' : ideas && generatedFor ? 'ready' : 'empty'}
          empty={{
            icon: LightbulbIcon,
            title: 'Shape your product',
            text: 'Pick a saved niche or describe one, choose a format, and product concepts will appear here.',
          }}
          summary={ideas && countLabel(ideas.length, 'idea')}
        >
          <div className="grid gap-4">
            {generatedFor &&
              ideas?.map((idea, index) => (
                <IdeaResultCard
                  key={`${generate.submittedAt}-${index}`}
                  idea={idea}
                  productType={generatedFor}
                  replacesId={editId}
                  onReplaced={leave}
                />
              ))}
          </div>
        </ResultsPanel>
      }
      saved={
        <SavedItemsPanel
          title="Saved ideas"
          emptyText="No saved ideas yet"
          activeId={activeId}
          rows={savedIdeas?.map((idea) => ({
            id: idea.id,
            label: ideaLabel(idea.concept),
            createdAt: idea.createdAt,
            nextStep: {
              label: 'Generate Titles',
              to: `/dashboard/title-generator?ideaId=${encodeURIComponent(idea.id)}`,
            },
          }))}
        />
      }
    />
  );
}
