import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { GeneratorForm } from '@/components/generation/generator-form';
import { NicheField, ProductTypeSelect } from '@/components/generation/idea-request-fields';
import { Card } from '@/components/ui/card';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { generateProductIdeas } from '@/lib/generation/generators';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import type { ProductType } from '@shared/catalog';
import { generateProductIdeasInput, type GenerateProductIdeasBody, type SavedIdea } from '@shared/schemas/idea';
import type { SavedNiche } from '@shared/schemas/niche';
import { ChooseButton } from '../components/choose-button';
import { ResultList } from '../components/result-list';
import { StepHeader } from '../components/step-header';

const ideaStepForm = generateProductIdeasInput.pick({ niche: true, productType: true });
type IdeaStepValues = z.output<typeof ideaStepForm>;

/** The wizard's niche context (docs/product-rules.md R11): the niche's figures, its audience and its pain points. */
function wizardNicheContext(niche: SavedNiche): GenerateProductIdeasBody['nicheContext'] {
  return {
    name: niche.name,
    marketSize: niche.marketSize,
    competitionLevel: niche.competitionLevel,
    profitPotential: niche.profitPotential,
    targetAudience: niche.generationInput?.targetAudience,
    painPoints: niche.demographics.painPoints,
  };
}

interface IdeaStepProps {
  nicheId: string | null;
  productType: ProductType | null;
  onChosen: (idea: SavedIdea) => void;
  onSkip: () => void;
}

/** Step 2 (optional): product ideas for the chosen niche (or one typed in), in the product type chosen here. */
export function IdeaStep({ nicheId, productType, onChosen, onSkip }: IdeaStepProps) {
  const niche = useQuery({ ...savedItemQueryOptions('niches', nicheId ?? ''), enabled: nicheId !== null }).data;
  const form = useForm<IdeaStepValues>({
    resolver: zodResolver(ideaStepForm),
    defaultValues: { niche: '', productType: productType ?? 'ebook' },
  });
  const generate = useGenerateMutation(generateProductIdeas, 'Ideas generated!', fieldErrorSetter(form));
  const request = generate.variables;

  const nicheName = niche?.name;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (nicheName && !getValues('niche')) setValue('niche', nicheName);
  }, [nicheName, getValues, setValue]);

  const onSubmit = (values: IdeaStepValues) =>
    generate.mutate({ ...values, nicheContext: niche ? wizardNicheContext(niche) : undefined });

  return (
    <div className="grid gap-5">
      <StepHeader
        title="Shape the product idea"
        description="Pick the kind of product and choose one of the ideas generated for your niche."
        onSkip={onSkip}
      />
      <GeneratorForm onSubmit={form.handleSubmit(onSubmit)} busy={generate.isPending} submitLabel="Generate Ideas">
        <NicheField form={form} rows={2} />
        <ProductTypeSelect form={form} />
      </GeneratorForm>
      <ResultList
        results={generate.isPending ? undefined : generate.data}
        label="Generated ideas"
        render={(idea, index) => (
          <Card key={`${generate.submittedAt}-${index}`} className="gap-3 p-5" role="article" aria-label={idea.concept}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <h3 className="font-semibold wrap-anywhere">{idea.concept}</h3>
              {request && (
                <ChooseButton
                  kind="ideas"
                  input={{ ...idea, productType: request.productType, nicheId, generationInput: request }}
                  label="Choose Idea"
                  subject={idea.concept}
                  savedMessage="Idea saved!"
                  onChosen={onChosen}
                />
              )}
            </div>
            <p className="text-sm text-muted-foreground wrap-anywhere">For {idea.targetAudience}</p>
            {idea.modules.length > 0 && (
              <ul className="list-disc space-y-0.5 pl-5 text-sm marker:text-muted-foreground">
                {idea.modules.map((module, moduleIndex) => (
                  <li key={`${moduleIndex}-${module}`}>{module}</li>
                ))}
              </ul>
            )}
          </Card>
        )}
      />
    </div>
  );
}
