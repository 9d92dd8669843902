import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { NicheForm } from '@/components/generation/niche-form';
import { Card } from '@/components/ui/card';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { generateNiches } from '@/lib/generation/generators';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import {
  generateNichesInput,
  type GenerateNichesBody,
  type GenerateNichesInput,
  type NicheResult,
  type SavedNiche,
} from '@shared/schemas/niche';
import { ChooseButton } from '../components/choose-button';
import { ResultList } from '../components/result-list';
import { StepHeader } from '../components/step-header';

interface NicheStepProps {
  /** The niche chosen on an earlier visit of the step (Back), or null. */
  nicheId: string | null;
  onChosen: (niche: SavedNiche) => void;
  onSkip: () => void;
}

/** A niche's market size, competition and profit potential. */
function NicheFigures({ niche }: { niche: Pick<NicheResult, 'marketSize' | 'competitionLevel' | 'profitPotential'> }) {
  return (
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
  );
}

/**
 * Step 1 (optional): generate niches and choose one. The wizard's request sends the budget as `budget`. Back on the
 * step after choosing, the chosen niche is shown, and the form holds the request it was generated from.
 */
export function NicheStep({ nicheId, onChosen, onSkip }: NicheStepProps) {
  const chosen = useQuery({ ...savedItemQueryOptions('niches', nicheId ?? ''), enabled: nicheId !== null }).data;
  const form = useForm<GenerateNichesBody, unknown, GenerateNichesInput>({
    resolver: zodResolver(generateNichesInput),
    defaultValues: { targetAudience: '', interests: '', budgetRange: '' },
  });
  const generate = useGenerateMutation(generateNiches, 'Niches generated!', fieldErrorSetter(form));
  const request = generate.variables;

  const chosenRequest = chosen?.generationInput;
  const { formState, reset } = form;
  useEffect(() => {
    if (chosenRequest && !formState.isDirty) reset(chosenRequest);
  }, [chosenRequest, formState.isDirty, reset]);

  return (
    <div className="grid gap-5">
      <StepHeader
        title="Find your niche"
        description="Describe who you want to serve; choose one of the niches to build your product around."
        onSkip={onSkip}
      />
      {chosen && (
        <Card className="gap-3 border-primary/40 bg-accent/40 p-5" role="region" aria-label="Chosen niche">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <CheckIcon aria-hidden="true" className="size-3.5" />
            Chosen niche
          </p>
          <h3 className="font-semibold wrap-anywhere">{chosen.name}</h3>
          <NicheFigures niche={chosen} />
          <p className="text-sm text-muted-foreground">
            Go Forward to keep it, or generate niches again to choose another.
          </p>
        </Card>
      )}
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
            <NicheFigures niche={niche} />
          </Card>
        )}
      />
    </div>
  );
}
