import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CoverNotes } from '@/components/covers/cover-notes';
import { CoverSettingsFields } from '@/components/covers/cover-settings-fields';
import { GeneratorForm } from '@/components/generation/generator-form';
import { TextField } from '@/components/forms/text-field';
import { useCurrentUser } from '@/lib/auth/current-user';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { useCoverPreviews } from '@/lib/generation/use-cover-previews';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { DEFAULT_COLOR_SCHEME, DEFAULT_COVER_STYLE } from '@shared/catalog';
import { LIMITS } from '@shared/limits';
import {
  generateCoverImageInput,
  type GenerateCoverImageBody,
  type GenerateCoverImageInput,
} from '@shared/schemas/cover';
import type { ProjectDetail } from '@shared/schemas/project';
import { useSavePart } from '../hooks/use-save-part';
import { RegenerateDialog } from './regenerate-dialog';

interface CoverRegenerateDialogProps {
  project: ProjectDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit Settings and Regenerate: draws a new cover from the project's cover's settings; saving makes it the project's cover. */
export function CoverRegenerateDialog({ project, open, onOpenChange }: CoverRegenerateDialogProps) {
  const author = useCurrentUser().name;
  const form = useForm<GenerateCoverImageBody, unknown, GenerateCoverImageInput>({
    resolver: zodResolver(generateCoverImageInput),
    defaultValues: project.cover?.generationInput ?? {
      title: project.productTitle?.title ?? project.title,
      authorName: author,
      style: project.cover?.style ?? DEFAULT_COVER_STYLE,
      colorScheme: DEFAULT_COLOR_SCHEME,
      customPrompt: project.cover?.prompt ?? '',
    },
  });
  const drawPreview = useCoverPreviews();
  const generate = useGenerateMutation(
    async (body: GenerateCoverImageInput) => [await drawPreview(body)],
    'Cover image generated!',
    fieldErrorSetter(form),
  );
  const part = useSavePart(project.id, 'covers', {
    saved: 'Cover saved and linked to project!',
    updated: 'Cover updated!',
  });
  return (
    <RegenerateDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Settings and Regenerate"
      description="Change the cover's settings and draw it again; saving makes it this product's cover."
      form={
        <GeneratorForm
          onSubmit={form.handleSubmit((body) => generate.mutate(body))}
          busy={generate.isPending}
          submitLabel="Regenerate Cover"
          offlineNotice={false}
        >
          <TextField form={form} name="title" id="cover-title" label="Product Title" maxLength={LIMITS.name} />
          <CoverSettingsFields form={form} prompt="customPrompt" />
        </GeneratorForm>
      }
      generation={generate}
      resultLabel={() => 'The new cover'}
      renderResult={({ imageUrl, notes }) => (
        <span className="grid gap-3">
          <img
            src={imageUrl}
            alt="The new cover"
            className="mx-auto aspect-[2/3] max-h-72 rounded-lg border bg-muted object-contain shadow-sm"
          />
          <CoverNotes notes={notes} />
        </span>
      )}
      part={part}
      partOf={({ imageUrl }, request) => ({
        imageUrl,
        style: request.style,
        prompt: request.customPrompt || null,
        titleId: project.titleId,
        projectId: project.id,
        generationInput: request,
      })}
    />
  );
}
