import { TypeIcon } from 'lucide-react';
import { toast } from 'sonner';
import { GeneratedResults } from '@/components/generation/generated-results';
import { ToolPage } from '@/components/generation/tool-page';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { ideaContextOf } from '@/lib/generation/idea-context';
import { paths } from '@/lib/paths';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { useSourcedForm } from '@/lib/forms/use-sourced-form';
import { useToolState } from '@/lib/generation/use-tool-state';
import { titleTone } from '@shared/schemas/title';
import { generateTitles } from '@/lib/generation/generators';
import { OwnTitleCard } from './components/own-title-card';
import { TitleForm } from './components/title-form';
import { TitleResultRow } from './components/title-result-row';
import type { TitlesRequest } from './titles-request';
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
  const generate = useGenerateMutation(
    ({ body }: TitlesRequest) => generateTitles(body),
    'Titles generated!',
    fieldErrorSetter(form),
  );
  const tool = useToolState('titles', {
    onRecordLoaded: (title, kind) => {
      const request = title.generationInput;
      const storedTone = titleTone.safeParse(request?.tone ?? title.tone);
      input.choose(title.ideaId ? 'saved' : 'manual');
      form.reset({
        ideaId: title.ideaId ?? '',
        productConcept: request?.productConcept ?? '',
        tone: storedTone.success ? storedTone.data : form.getValues('tone'),
      });
      toast.info(kind === 'edit' ? 'Editing title - modify and regenerate' : 'Regenerating similar titles');
    },
  });

  const onSubmit = input.onValid(({ tone, productConcept }, idea) =>
    generate.mutate(
      idea
        ? { body: { tone, productConcept: idea.concept, ideaContext: ideaContextOf(idea) }, ideaId: idea.id }
        : { body: { tone, productConcept }, ideaId: null },
    ),
  );

  return (
    <ToolPage
      path={paths.titleGenerator.href()}
      tool={tool}
      openItem={{ label: 'title', name: tool.record?.title }}
      form={
        <div className="space-y-6">
          <TitleForm input={input} onSubmit={onSubmit} busy={generate.isPending} />
          <OwnTitleCard
            replaces={tool.editId ? tool.record : undefined}
            onReplaced={tool.leave}
            context={() => ({
              tone: form.getValues('tone'),
              ideaId: (input.source === 'saved' && form.getValues('ideaId')) || null,
            })}
          />
        </div>
      }
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
          renderResult={(title, request) => (
            <TitleResultRow title={title} request={request} replacesId={tool.editId} onReplaced={tool.leave} />
          )}
        />
      }
      saved={{
        kind: 'titles',
        itemType: 'title',
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
