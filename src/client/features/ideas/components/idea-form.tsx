import { FormSelect } from '@/components/forms/form-select';
import { GeneratorForm } from '@/components/generation/generator-form';
import { NicheField, ProductTypeSelect } from '@/components/generation/idea-request-fields';
import { SourcedInput } from '@/components/forms/sourced-input';
import type { SourcedForm } from '@/lib/forms/use-sourced-form';
import type { IdeaFormValues } from '../idea-form-schema';

interface IdeaFormProps {
  /** The form, starting from a saved niche or a niche typed in. */
  input: SourcedForm<'niches', IdeaFormValues>;
  onSubmit: (values: IdeaFormValues) => void;
  busy: boolean;
}

export function IdeaForm({ input, onSubmit, busy }: IdeaFormProps) {
  const { form, sourceItems: savedNiches = [] } = input;

  return (
    <GeneratorForm onSubmit={form.handleSubmit(onSubmit)} busy={busy} submitLabel="Generate Ideas">
      <SourcedInput
        input={input}
        savedLabel="Saved Niche"
        noSavedHint="No saved niches yet: save one in the Niche Selector, or describe your niche here."
        saved={
          <FormSelect
            control={form.control}
            name="nicheId"
            id="saved-niche"
            label="Niche"
            placeholder="Choose a saved niche"
            options={savedNiches.map((niche) => ({ value: niche.id, label: niche.name }))}
          />
        }
        manual={<NicheField form={form} />}
      />
      <ProductTypeSelect form={form} />
    </GeneratorForm>
  );
}
