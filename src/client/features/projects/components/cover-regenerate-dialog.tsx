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

/**
 * The form's start: the project's cover's request, its free-text wishes as the Custom Prompt (the wizard's cover
 * sent them as additional details), else its saved prompt.
 */
function coverSettingsOf(project: ProjectDetail, author: string): GenerateCoverImageBody {
  const { cover } = project;
  const request = cover?.generationInput;
  const { additionalDetails, ...settings } = request ?? {
    title: project.productTitle?.title ?? project.title,
    authorName: author,
    style: cover?.style ?? DEFAULT_COVER_STYLE,
    colorScheme: DEFAULT_COLOR_SCHEME,
  };
  return { ...settings, customPrompt: cover?.prompt ?? request?.customPrompt ?? additionalDetails ?? '' };
}

/**
 * Edit Settings and Regenerate: draws a new cover from the project's cover's settings and its custom prompt; saving
 * makes it the project's cover.
 */
export function CoverRegenerateDialog({ project, open, onOpenChange }: CoverRegenerateDialogProps) {
  const author = useCurrentUser().name;
  const form = useForm<GenerateCoverImageBody, unknown, GenerateCoverImageInput>({
    resolver: zodResolver(generateCoverImageInput),
    defaultValues: coverSettingsOf(project, author),
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
          onSubmit={form.handleSubmit(({ customPrompt, ...body }) =>
            generate.mutate(customPrompt ? { ...body, customPrompt } : body),
          )}
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
