import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CoverNotes } from '@/components/covers/cover-notes';
import { CoverSettingsFields } from '@/components/covers/cover-settings-fields';
import { GeneratorForm } from '@/components/generation/generator-form';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Card } from '@/components/ui/card';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import { useCoverPreviews } from '@/lib/generation/use-cover-previews';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { DEFAULT_COLOR_SCHEME, DEFAULT_COVER_STYLE } from '@shared/catalog';
import { generateCoverImageInput, type SavedCover } from '@shared/schemas/cover';
import { ChooseButton } from '../components/choose-button';
import { StepHeader } from '../components/step-header';

const { authorName, style, colorScheme, additionalDetails } = generateCoverImageInput.shape;
const coverStepForm = z.object({
  authorName,
  style: style.unwrap(),
  colorScheme: colorScheme.unwrap(),
  additionalDetails: additionalDetails.unwrap(),
});
type CoverStepValues = z.output<typeof coverStepForm>;

interface CoverStepProps {
  titleId: string | null;
  onChosen: (cover: SavedCover) => void;
}

/** Step 5: a cover for the chosen title; the wizard's request sends its extra wishes as additionalDetails. */
export function CoverStep({ titleId, onChosen }: CoverStepProps) {
  const title = useQuery({ ...savedItemQueryOptions('titles', titleId ?? ''), enabled: titleId !== null }).data;
  const form = useForm<CoverStepValues>({
    resolver: zodResolver(coverStepForm),
    defaultValues: {
      authorName: '',
      style: DEFAULT_COVER_STYLE,
      colorScheme: DEFAULT_COLOR_SCHEME,
      additionalDetails: '',
    },
  });
  const generate = useGenerateMutation(useCoverPreviews(), 'Cover image generated!', fieldErrorSetter(form));
  const request = generate.variables;

  const onSubmit = (values: CoverStepValues) => {
    if (title)
      generate.mutate({ ...values, title: title.title, additionalDetails: values.additionalDetails || undefined });
  };

  return (
    <div className="grid gap-5">
      <StepHeader title="Design the cover" description="Generate a cover for your title and use the one you like." />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <GeneratorForm
          onSubmit={form.handleSubmit(onSubmit)}
          busy={generate.isPending}
          submitLabel="Generate Cover"
          submitDisabled={!title}
          offlineNotice={false}
        >
          <div className="rounded-lg bg-muted/60 p-3.5 text-sm">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Product Title</p>
            <p className="mt-1 font-medium wrap-anywhere">{title?.title ?? '…'}</p>
          </div>
          <CoverSettingsFields form={form} prompt="additionalDetails" />
        </GeneratorForm>
        <Card className="items-center gap-4 p-5">
          {generate.data && request && !generate.isPending ? (
            <>
              <ProjectThumbnail url={generate.data.imageUrl} alt="Generated cover" className="w-full max-w-64" />
              <CoverNotes notes={generate.data.notes} className="max-w-sm" />
              <ChooseButton
                key={generate.data.imageUrl}
                kind="covers"
                input={{
                  imageUrl: generate.data.imageUrl,
                  style: request.style ?? DEFAULT_COVER_STYLE,
                  prompt: request.additionalDetails ?? null,
                  titleId,
                  generationInput: request,
                }}
                label="Use This Cover"
                subject={request.title}
                savedMessage="Cover saved!"
                onChosen={onChosen}
                className="self-center"
              />
            </>
          ) : (
            <>
              <ProjectThumbnail url={null} alt="" className="w-full max-w-64" />
              <p className="text-sm text-muted-foreground">Your cover will appear here</p>
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
