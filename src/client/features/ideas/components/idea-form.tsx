import { FormSelect } from '@/components/form-select';
import { GeneratorForm } from '@/components/generator-form';
import { SourcedInput } from '@/components/sourced-input';
import { TextField } from '@/components/text-field';
import type { SourcedForm } from '@/lib/use-sourced-form';
import { PRODUCT_TYPES } from '../../../../shared/catalog.js';
import { LIMITS } from '../../../../shared/limits.js';
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
        manual={
          <TextField
            form={form}
            name="niche"
            id="niche"
            label="Niche"
            rows={3}
            maxLength={LIMITS.longText}
            placeholder="e.g. meal prep for busy first-time parents"
          />
        }
      />
      <FormSelect
        control={form.control}
        name="productType"
        id="product-type"
        label="Product Type"
        placeholder="Choose a product type"
        options={PRODUCT_TYPES}
      />
    </GeneratorForm>
  );
}
