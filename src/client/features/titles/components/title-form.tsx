import { FormSelect } from '@/components/forms/form-select';
import { GeneratorForm } from '@/components/generation/generator-form';
import { SourcedInput } from '@/components/forms/sourced-input';
import { ProductConceptField, ToneSelect } from '@/components/generation/title-request-fields';
import { ideaLabel } from '@/lib/saved-items/idea-label';
import type { SourcedForm } from '@/lib/forms/use-sourced-form';
import type { TitleFormValues } from '../title-form-schema';

interface TitleFormProps {
  /** The form, starting from a saved idea or a product concept typed in. */
  input: SourcedForm<'ideas', TitleFormValues>;
  onSubmit: (values: TitleFormValues) => void;
  busy: boolean;
}

export function TitleForm({ input, onSubmit, busy }: TitleFormProps) {
  const { form, sourceItems: savedIdeas = [] } = input;

  return (
    <GeneratorForm onSubmit={form.handleSubmit(onSubmit)} busy={busy} submitLabel="Generate Titles">
      <SourcedInput
        input={input}
        savedLabel="Saved Idea"
        noSavedHint="No saved ideas yet: save one in Product Ideas, or describe your product here."
        saved={
          <FormSelect
            control={form.control}
            name="ideaId"
            id="saved-idea"
            label="Product Idea"
            placeholder="Choose a saved idea"
            options={savedIdeas.map((idea) => ({ value: idea.id, label: ideaLabel(idea.concept) }))}
          />
        }
        manual={<ProductConceptField form={form} />}
      />
      <ToneSelect form={form} />
    </GeneratorForm>
  );
}
