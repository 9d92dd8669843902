import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { GeneratorForm } from '@/components/generation/generator-form';
import { ProductConceptField, ToneSelect } from '@/components/generation/title-request-fields';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { generateTitles } from '@/lib/generation/generators';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import type { ProjectDetail } from '@shared/schemas/project';
import { generateTitlesInput, type GenerateTitlesBody, type GenerateTitlesInput } from '@shared/schemas/title';
import { useSavePart } from '../hooks/use-save-part';
import { RegenerateDialog } from './regenerate-dialog';

interface TitlesRegenerateDialogProps {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The project's title's request, or one from its concept. */
function startingRequest(project: ProjectDetail): GenerateTitlesBody {
  return (
    project.productTitle?.generationInput ?? {
      tone: project.productTitle?.tone ?? 'professional',
      productConcept: project.idea?.concept ?? project.title,
    }
  );
}

/** Regenerate Titles: generates titles, and the one picked becomes the project's title. */
export function TitlesRegenerateDialog({ project, open, onOpenChange }: TitlesRegenerateDialogProps) {
  const form = useForm<GenerateTitlesBody, unknown, GenerateTitlesInput>({
    resolver: zodResolver(generateTitlesInput),
    defaultValues: startingRequest(project),
  });
  const generate = useGenerateMutation(generateTitles, 'Titles generated!', fieldErrorSetter(form));
  const part = useSavePart(project.id, 'titles', { saved: 'Title saved!', updated: 'Title updated!' }, (id) => ({
    titleId: id,
  }));
  return (
    <RegenerateDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Regenerate Titles"
      description="Generate titles, pick one, and it becomes this product's title."
      form={
        <GeneratorForm
          onSubmit={form.handleSubmit((body) => generate.mutate(body))}
          busy={generate.isPending}
          submitLabel="Generate Titles"
        >
          <ProductConceptField form={form} rows={2} />
          <ToneSelect form={form} />
        </GeneratorForm>
      }
      generation={generate}
      resultLabel={(title) => title}
      renderResult={(title) => <span className="block font-medium">{title}</span>}
      part={part}
      partOf={(title, request) => ({ title, tone: request.tone, ideaId: project.ideaId, generationInput: request })}
    />
  );
}
