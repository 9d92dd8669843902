import type { UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@/components/form-select';
import { GeneratorForm } from '@/components/generator-form';
import { TextField } from '@/components/text-field';
import { SourcedInput } from '@/components/sourced-input';
import { ideaLabel } from '@/lib/idea-label';
import type { InputSource } from '@/lib/use-input-source';
import type { SavedIdea } from '../../../../shared/api-types.js';
import { LIMITS } from '../../../../shared/limits.js';
import type { TitleFormValues } from '../title-form-schema';
import { TONE_OPTIONS } from '../tone-options';

interface TitleFormProps {
  form: UseFormReturn<TitleFormValues>;
  source: InputSource;
  onSourceChange: (source: InputSource) => void;
  /** Undefined while they load. */
  savedIdeas: SavedIdea[] | undefined;
  onSubmit: (values: TitleFormValues) => void;
  busy: boolean;
}

export function TitleForm({ form, source, onSourceChange, savedIdeas, onSubmit, busy }: TitleFormProps) {
  const { control, handleSubmit } = form;

  return (
    <GeneratorForm onSubmit={handleSubmit(onSubmit)} busy={busy} submitLabel="Generate Titles">
      <SourcedInput
        savedLabel="Saved Idea"
        source={source}
        onSourceChange={onSourceChange}
        savedCount={savedIdeas?.length}
        noSavedHint="No saved ideas yet: save one in Product Ideas, or describe your product here."
        saved={
          <FormSelect
            control={control}
            name="ideaId"
            id="saved-idea"
            label="Product Idea"
            placeholder="Choose a saved idea"
            options={(savedIdeas ?? []).map((idea) => ({ value: idea.id, label: ideaLabel(idea.concept) }))}
          />
        }
        manual={
          <TextField
            form={form}
            name="productConcept"
            id="product-concept"
            label="Product Concept"
            rows={4}
            maxLength={LIMITS.longText}
            placeholder="e.g. a 30-day meal prep ebook for busy first-time parents"
          />
        }
      />
      <FormSelect
        control={control}
        name="tone"
        id="tone"
        label="Tone"
        placeholder="Choose a tone"
        options={TONE_OPTIONS}
      />
    </GeneratorForm>
  );
}
