import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NicheForm } from '@/components/generation/niche-form';
import { Card } from '@/components/ui/card';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { generateNiches } from '@/lib/generation/generators';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import {
  generateNichesInput,
  type GenerateNichesBody,
  type GenerateNichesInput,
  type SavedNiche,
} from '@shared/schemas/niche';
import { ChooseButton } from '../components/choose-button';
import { ResultList } from '../components/result-list';
import { StepHeader } from '../components/step-header';

interface NicheStepProps {
  onChosen: (niche: SavedNiche) => void;
  onSkip: () => void;
}

/** Step 1 (optional): generate niches and choose one. The wizard's request sends the budget as `budget`. */
export function NicheStep({ onChosen, onSkip }: NicheStepProps) {
  const form = useForm<GenerateNichesBody, unknown, GenerateNichesInput>({
    resolver: zodResolver(generateNichesInput),
    defaultValues: { targetAudience: '', interests: '', budgetRange: '' },
  });
  const generate = useGenerateMutation(generateNiches, 'Niches generated!', fieldErrorSetter(form));
  const request = generate.variables;

  return (
    <div className="grid gap-5">
      <StepHeader
        title="Find your niche"
        description="Describe who you want to serve; choose one of the niches to build your product around."
        onSkip={onSkip}
      />
      <NicheForm
        form={form}
        busy={generate.isPending}
        onSubmit={({ targetAudience, interests, budgetRange }) =>
          generate.mutate({ targetAudience, interests, budget: budgetRange })
        }
      />
      <ResultList
        results={generate.isPending ? undefined : generate.data}
        label="Generated niches"
        render={(niche, index) => (
          <Card key={`${generate.submittedAt}-${index}`} className="gap-3 p-5" role="article" aria-label={niche.name}>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <h3 className="font-semibold wrap-anywhere">{niche.name}</h3>
              <ChooseButton
                kind="niches"
                input={{ ...niche, generationInput: request }}
                label="Choose Niche"
                subject={niche.name}
                savedMessage="Niche saved!"
                onChosen={onChosen}
              />
            </div>
            <dl className="grid gap-1 text-sm sm:grid-cols-3 sm:gap-3">
              <div>
                <dt className="text-muted-foreground">Market size</dt>
                <dd>{niche.marketSize}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Competition</dt>
                <dd>{niche.competitionLevel}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Profit potential</dt>
                <dd>{niche.profitPotential}</dd>
              </div>
            </dl>
          </Card>
        )}
      />
    </div>
  );
}
