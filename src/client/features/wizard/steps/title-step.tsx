import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { GeneratorForm } from '@/components/generation/generator-form';
import { OwnTitleForm } from '@/components/generation/own-title-form';
import { ProductConceptField, ToneSelect } from '@/components/generation/title-request-fields';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { generateTitles } from '@/lib/generation/generators';
import { ideaContextOf } from '@/lib/generation/idea-context';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import { generateTitlesInput, type SavedTitle } from '@shared/schemas/title';
import { ChooseButton } from '../components/choose-button';
import { ResultList } from '../components/result-list';
import { StepHeader } from '../components/step-header';

const TITLE_SAVED = 'Title saved!';

const titleStepForm = generateTitlesInput.pick({ productConcept: true, tone: true });
type TitleStepValues = z.output<typeof titleStepForm>;

interface TitleStepProps {
  ideaId: string | null;
  onChosen: (title: SavedTitle) => void;
}

/**
 * Step 3: titles for the chosen idea, or for a product concept typed in when no idea was chosen; or a title the
 * creator types, chosen the same way.
 */
export function TitleStep({ ideaId, onChosen }: TitleStepProps) {
  const idea = useQuery({ ...savedItemQueryOptions('ideas', ideaId ?? ''), enabled: ideaId !== null }).data;
  const form = useForm<TitleStepValues>({
    resolver: zodResolver(titleStepForm),
    defaultValues: { productConcept: '', tone: 'professional' },
  });
  const generate = useGenerateMutation(generateTitles, 'Titles generated!', fieldErrorSetter(form));
  const request = generate.variables;
  const saveOwnTitle = useSaveItem('titles', { saved: TITLE_SAVED, updated: TITLE_SAVED });

  const concept = idea?.concept;
  const { setValue } = form;
  useEffect(() => {
    if (concept) setValue('productConcept', concept);
  }, [concept, setValue]);

  const onSubmit = (values: TitleStepValues) =>
    generate.mutate({ ...values, ideaContext: idea ? ideaContextOf(idea) : undefined });

  return (
    <div className="grid gap-5">
      <StepHeader
        title="Name your product"
        description="Generate titles in the tone you want and choose one, or type your own."
      />
      <GeneratorForm onSubmit={form.handleSubmit(onSubmit)} busy={generate.isPending} submitLabel="Generate Titles">
        {idea ? (
          <div className="rounded-lg bg-muted/60 p-3.5 text-sm">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Product idea</p>
            <p className="mt-1 wrap-anywhere">{idea.concept}</p>
          </div>
        ) : (
          <ProductConceptField form={form} />
        )}
        <ToneSelect form={form} />
      </GeneratorForm>
      <OwnTitleForm
        submitLabel="Use This Title"
        busy={saveOwnTitle.isPending}
        headingLevel="h3"
        onSubmit={(title) =>
          saveOwnTitle.save(
            { input: { title, tone: form.getValues('tone'), ideaId, saveKey: crypto.randomUUID() } },
            { onSuccess: onChosen },
          )
        }
      />
      <ResultList
        results={generate.isPending ? undefined : generate.data}
        label="Generated titles"
        render={(title, index) => (
          <div
            key={`${generate.submittedAt}-${index}`}
            role="article"
            aria-label={title}
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-medium wrap-anywhere">{title}</p>
            {request && (
              <ChooseButton
                kind="titles"
                input={{ title, tone: request.tone, ideaId, generationInput: request }}
                label="Use This Title"
                subject={title}
                savedMessage={TITLE_SAVED}
                onChosen={onChosen}
              />
            )}
          </div>
        )}
      />
    </div>
  );
}
