import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { GeneratorForm } from '@/components/generation/generator-form';
import { NicheField, ProductTypeSelect } from '@/components/generation/idea-request-fields';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { generateProductIdeas } from '@/lib/generation/generators';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import {
  generateProductIdeasInput,
  type GenerateProductIdeasBody,
  type GenerateProductIdeasInput,
  type SavedIdea,
} from '@shared/schemas/idea';
import type { ProjectDetail } from '@shared/schemas/project';
import { useSavePart } from '../hooks/use-save-part';
import { RegenerateDialog } from './regenerate-dialog';

interface IdeaRegenerateDialogProps {
  project: ProjectDetail;
  /** Regenerate Similar starts from this idea's request; without it, Generate New Idea starts from the project's niche. */
  similarTo: SavedIdea | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function startingRequest(project: ProjectDetail, similarTo: SavedIdea | undefined): GenerateProductIdeasBody {
  if (similarTo?.generationInput) return similarTo.generationInput;
  return {
    productType: similarTo?.productType ?? project.madeAs ?? 'ebook',
    niche: project.niche?.name ?? '',
  };
}

/** Regenerate Similar / Generate New Idea: generates product ideas, and the one picked becomes the project's concept. */
export function IdeaRegenerateDialog({ project, similarTo, open, onOpenChange }: IdeaRegenerateDialogProps) {
  const form = useForm<GenerateProductIdeasBody, unknown, GenerateProductIdeasInput>({
    resolver: zodResolver(generateProductIdeasInput),
    defaultValues: startingRequest(project, similarTo),
  });
  const generate = useGenerateMutation(generateProductIdeas, 'Product ideas generated!', fieldErrorSetter(form));
  const part = useSavePart(project.id, 'ideas', { saved: 'Idea saved!', updated: 'Idea updated!' }, (id) => ({
    ideaId: id,
  }));
  return (
    <RegenerateDialog
      open={open}
      onOpenChange={onOpenChange}
      title={similarTo ? 'Regenerate Similar Idea' : 'Generate New Idea'}
      description="Generate product ideas, pick one, and it becomes this product's concept."
      form={
        <GeneratorForm
          onSubmit={form.handleSubmit((body) => generate.mutate(body))}
          busy={generate.isPending}
          submitLabel="Generate Ideas"
        >
          <NicheField form={form} rows={2} />
          <ProductTypeSelect form={form} />
        </GeneratorForm>
      }
      generation={generate}
      resultLabel={(idea) => idea.concept}
      renderResult={(idea) => (
        <>
          <span className="block font-semibold">{idea.concept}</span>
          <span className="mt-1 block text-muted-foreground">{idea.targetAudience}</span>
        </>
      )}
      part={part}
      partOf={(idea, request) => ({
        ...idea,
        productType: request.productType,
        nicheId: project.nicheId,
        generationInput: request,
      })}
    />
  );
}
