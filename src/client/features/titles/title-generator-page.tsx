import { TypeIcon } from 'lucide-react';
import { toast } from 'sonner';
import { GeneratedResults } from '@/components/generated-results';
import { ToolPage } from '@/components/tool-page';
import { ideaContextOf } from '@/lib/idea-context';
import { paths } from '@/lib/paths';
import { useGenerateMutation } from '@/lib/use-generate-mutation';
import { useSourcedForm } from '@/lib/use-sourced-form';
import { useToolState } from '@/lib/use-tool-state';
import { titleTone } from '../../../shared/schemas/title.js';
import { generateTitles } from './api';
import { TitleForm } from './components/title-form';
import { TitleResultRow } from './components/title-result-row';
import { MISSING_IDEA_MESSAGE, titleFormSchemas, type TitleFormValues } from './title-form-schema';

export function TitleGeneratorPage() {
  const input = useSourcedForm<'ideas', TitleFormValues>({
    sourceKind: 'ideas',
    idField: 'ideaId',
    missingMessage: MISSING_IDEA_MESSAGE,
    schemas: titleFormSchemas,
    defaultValues: (ideaId) => ({ ideaId, productConcept: '', tone: 'professional' }),
  });
  const { form } = input;
  const generate = useGenerateMutation(generateTitles, 'Titles generated!');
  const tool = useToolState('titles', {
    onRecordLoaded: (title, kind) => {
      const storedTone = titleTone.safeParse(title.tone);
      input.choose('manual');
      form.reset({
        ...form.getValues(),
        productConcept: title.title,
        tone: storedTone.success ? storedTone.data : form.getValues('tone'),
      });
      toast.info(kind === 'edit' ? 'Editing title - modify and regenerate' : 'Regenerating similar titles');
    },
    loadFailedMessage: 'Failed to load title data',
  });

  const onSubmit = input.onValid(({ tone, productConcept }, idea) =>
    generate.mutate(
      idea ? { tone, productConcept: idea.concept, ideaContext: ideaContextOf(idea) } : { tone, productConcept },
    ),
  );

  return (
    <ToolPage
      path={paths.titleGenerator.href()}
      tool={tool}
      openItem={{ label: 'title', name: tool.record?.title }}
      form={<TitleForm input={input} onSubmit={onSubmit} busy={generate.isPending} />}
      results={
        <GeneratedResults
          title="Titles"
          generation={generate}
          empty={{
            icon: TypeIcon,
            title: 'Name your product',
            text: 'Pick a saved idea or describe your product, choose a tone, and title options will appear here.',
          }}
          noun="title"
          layout="rows"
          renderResult={(title, body) => (
            <TitleResultRow title={title} tone={body.tone} replacesId={tool.editId} onReplaced={tool.leave} />
          )}
        />
      }
      saved={{
        title: 'Saved titles',
        emptyText: 'No saved titles yet',
        rows: tool.savedItems?.map((title) => ({
          id: title.id,
          label: title.title,
          createdAt: title.createdAt,
          nextStep: { label: 'Generate Content', to: paths.contentGenerator.href({ titleId: title.id }) },
        })),
      }}
    />
  );
}
