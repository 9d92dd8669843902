import { zodResolver } from '@hookform/resolvers/zod';
import { useSavedItems } from '@/lib/saved-items';
import { TypeIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ModeBanner } from '@/components/mode-banner';
import { ResultsPanel } from '@/components/results-panel';
import { SavedItemsPanel } from '@/components/saved-items-panel';
import { ToolPage } from '@/components/tool-page';
import { Card } from '@/components/ui/card';
import { countLabel } from '@/lib/count-label';
import { useGenerateMutation } from '@/lib/use-generate-mutation';
import { useInputSource } from '@/lib/use-input-source';
import { useModeRecord } from '@/lib/use-mode-record';
import { useToolMode } from '@/lib/use-tool-mode';
import { titleTone } from '../../../shared/schemas/title.js';
import { generateTitles } from './api';
import { TitleForm } from './components/title-form';
import { TitleResultRow } from './components/title-result-row';
import { titlesBodyForIdea } from './idea-context';
import { titleFormSchemas, type TitleFormValues } from './title-form-schema';

export function TitleGeneratorPage() {
  const { mode, leave, editId, activeId } = useToolMode();
  const [searchParams] = useSearchParams();
  const savedIdeas = useSavedItems('ideas');
  const savedTitles = useSavedItems('titles');
  const { source, choose } = useInputSource(Boolean(savedIdeas?.length));
  const form = useForm<TitleFormValues>({
    resolver: zodResolver(titleFormSchemas[source]),
    defaultValues: { ideaId: searchParams.get('ideaId') ?? '', productConcept: '', tone: 'professional' },
  });
  const generate = useGenerateMutation(generateTitles, {
    success: 'Titles generated!',
    failure: 'Failed to generate titles',
  });
  const record = useModeRecord('titles', mode, {
    onLoaded: (title, kind) => {
      const storedTone = titleTone.safeParse(title.tone);
      choose('manual');
      form.reset({
        ...form.getValues(),
        productConcept: title.title,
        tone: storedTone.success ? storedTone.data : form.getValues('tone'),
      });
      toast.info(kind === 'edit' ? 'Editing title - modify and regenerate' : 'Regenerating similar titles');
    },
    failedMessage: 'Failed to load title data',
    onFailed: leave,
  });

  const onSubmit = (values: TitleFormValues) => {
    if (source === 'manual') {
      generate.mutate({ tone: values.tone, productConcept: values.productConcept });
      return;
    }
    const idea = savedIdeas?.find((saved) => saved.id === values.ideaId);
    if (!idea) {
      form.setError('ideaId', { message: 'Please select a saved idea' });
      return;
    }
    generate.mutate(titlesBodyForIdea(idea, values.tone));
  };

  const titles = generate.data;
  const generatedTone = generate.variables?.tone;

  return (
    <ToolPage
      path="/dashboard/title-generator"
      banner={
        mode.kind !== 'create' && (
          <ModeBanner mode={mode.kind} itemLabel="title" subject={record?.title} onExit={leave} />
        )
      }
      form={
        <TitleForm
          form={form}
          source={source}
          onSourceChange={(next) => {
            choose(next);
            form.clearErrors();
          }}
          savedIdeas={savedIdeas}
          onSubmit={onSubmit}
          busy={generate.isPending}
        />
      }
      results={
        <ResultsPanel
          title="Titles"
          state={generate.isPending ? 'loading' : titles && generatedTone ? 'ready' : 'empty'}
          empty={{
            icon: TypeIcon,
            title: 'Name your product',
            text: 'Pick a saved idea or describe your product, choose a tone, and title options will appear here.',
          }}
          summary={titles && countLabel(titles.length, 'title')}
        >
          <Card className="gap-0 py-0">
            <ul className="divide-y">
              {generatedTone &&
                titles?.map((title, index) => (
                  <TitleResultRow
                    key={`${generate.submittedAt}-${index}`}
                    title={title}
                    tone={generatedTone}
                    replacesId={editId}
                    onReplaced={leave}
                  />
                ))}
            </ul>
          </Card>
        </ResultsPanel>
      }
      saved={
        <SavedItemsPanel
          title="Saved titles"
          emptyText="No saved titles yet"
          activeId={activeId}
          rows={savedTitles?.map((title) => ({
            id: title.id,
            label: title.title,
            createdAt: title.createdAt,
            nextStep: {
              label: 'Generate Content',
              to: `/dashboard/content-generator?titleId=${encodeURIComponent(title.id)}`,
            },
          }))}
        />
      }
    />
  );
}
