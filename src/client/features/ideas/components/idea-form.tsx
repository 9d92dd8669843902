import type { UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@/components/form-select';
import { GeneratorForm } from '@/components/generator-form';
import { TextField } from '@/components/text-field';
import { SourcedInput } from '@/components/sourced-input';
import type { InputSource } from '@/lib/use-input-source';
import { PRODUCT_TYPES } from '../../../../shared/catalog.js';
import type { SavedNiche } from '../../../../shared/api-types.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { IdeaFormValues } from '../idea-form-schema';

interface IdeaFormProps {
  form: UseFormReturn<IdeaFormValues>;
  source: InputSource;
  onSourceChange: (source: InputSource) => void;
  /** Undefined while they load. */
  savedNiches: SavedNiche[] | undefined;
  onSubmit: (values: IdeaFormValues) => void;
  busy: boolean;
}

export function IdeaForm({ form, source, onSourceChange, savedNiches, onSubmit, busy }: IdeaFormProps) {
  const { control, handleSubmit } = form;

  return (
    <GeneratorForm onSubmit={handleSubmit(onSubmit)} busy={busy} submitLabel="Generate Ideas">
      <SourcedInput
        savedLabel="Saved Niche"
        source={source}
        onSourceChange={onSourceChange}
        savedCount={savedNiches?.length}
        noSavedHint="No saved niches yet: save one in the Niche Selector, or describe your niche here."
        saved={
          <FormSelect
            control={control}
            name="nicheId"
            id="saved-niche"
            label="Niche"
            placeholder="Choose a saved niche"
            options={(savedNiches ?? []).map((niche) => ({ value: niche.id, label: niche.name }))}
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
        control={control}
        name="productType"
        id="product-type"
        label="Product Type"
        placeholder="Choose a product type"
        options={PRODUCT_TYPES}
      />
    </GeneratorForm>
  );
}
