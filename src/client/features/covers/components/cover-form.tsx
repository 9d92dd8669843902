import { format, parseISO } from 'date-fns';
import { CoverSettingsFields } from '@/components/covers/cover-settings-fields';
import { FormSelect } from '@/components/forms/form-select';
import { GeneratorForm } from '@/components/generation/generator-form';
import { SourcedInput } from '@/components/forms/sourced-input';
import { TextField } from '@/components/forms/text-field';
import type { SourcedForm } from '@/lib/forms/use-sourced-form';
import { DATE_FORMAT } from '@shared/catalog';
import { LIMITS } from '@shared/limits';
import type { CoverFormValues } from '../cover-form-schema';

interface CoverFormProps {
  /** The form, starting from a saved title or a title typed in. */
  input: SourcedForm<'titles', CoverFormValues>;
  onSubmit: (values: CoverFormValues) => void;
  busy: boolean;
  /** Generate Cover, Update & Regenerate (edit) or Regenerate Cover. */
  submitLabel: string;
}

export function CoverForm({ input, onSubmit, busy, submitLabel }: CoverFormProps) {
  const { form, sourceItems: savedTitles = [] } = input;
  return (
    <GeneratorForm onSubmit={form.handleSubmit(onSubmit)} busy={busy} submitLabel={submitLabel} offlineNotice={false}>
      <SourcedInput
        input={input}
        savedLabel="Use Saved Title"
        noSavedHint="No saved titles yet: save one in the Title Generator, or enter your title here."
        saved={
          <FormSelect
            control={form.control}
            name="titleId"
            id="saved-title"
            label="Saved Title"
            placeholder="Choose a saved title"
            options={savedTitles.map((title) => ({
              value: title.id,
              label: `${title.title} (${format(parseISO(title.createdAt), DATE_FORMAT)})`,
            }))}
          />
        }
        manual={
          <TextField
            form={form}
            name="title"
            id="cover-title"
            label="Product Title"
            maxLength={LIMITS.name}
            placeholder="e.g. Prep Once, Eat All Week"
          />
        }
      />
      <CoverSettingsFields form={form} prompt="customPrompt" />
    </GeneratorForm>
  );
}
