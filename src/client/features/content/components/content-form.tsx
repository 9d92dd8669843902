import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '@/components/forms/form-select';
import { GeneratorForm } from '@/components/generation/generator-form';
import { TextField } from '@/components/forms/text-field';
import { SourcedInput } from '@/components/forms/sourced-input';
import { CONTENT_IDEA_LABEL_LENGTH, ideaLabel } from '@/lib/saved-items/idea-label';
import type { SourcedForm } from '@/lib/forms/use-sourced-form';
import type { IdeaSummary } from '@shared/schemas/idea';
import { PRODUCT_TYPES } from '@shared/catalog';
import { LIMITS } from '@shared/limits';
import { SECTION_TYPES } from '@shared/section-types';
import type { ContentFormValues } from '../content-form-schema';
import { CONTENT_TYPE_OPTIONS } from '@/lib/forms/select-options';

interface ContentFormProps {
  /** The form, writing for a saved title or a title typed in. */
  input: SourcedForm<'titles', ContentFormValues>;
  /** Saved ideas, offered as optional context for a saved title. */
  savedIdeas: IdeaSummary[];
  /** Shown under the section name: the warning about an existing section of that name. */
  sectionNotice: ReactNode;
  onSubmit: (values: ContentFormValues) => void;
  busy: boolean;
}

export function ContentForm({ input, savedIdeas, sectionNotice, onSubmit, busy }: ContentFormProps) {
  const { form, sourceItems: savedTitles = [] } = input;
  const { control, handleSubmit } = form;
  const productType = useWatch({ control, name: 'productType' });

  return (
    <GeneratorForm onSubmit={handleSubmit(onSubmit)} busy={busy} submitLabel="Generate Content">
      <SourcedInput
        input={input}
        savedLabel="Saved Title"
        noSavedHint="No saved titles yet: save one in the Title Generator, or type your title here."
        saved={
          <>
            <FormSelect
              control={control}
              name="titleId"
              id="saved-title"
              label="Title"
              placeholder="Choose a saved title"
              options={savedTitles.map((title) => ({ value: title.id, label: title.title }))}
            />
            {savedIdeas.length > 0 && (
              <FormSelect
                control={control}
                name="ideaId"
                id="saved-idea"
                label="Product Idea (optional)"
                placeholder="No idea context"
                noneLabel="No idea context"
                options={savedIdeas.map((idea) => ({
                  value: idea.id,
                  label: ideaLabel(idea.concept, CONTENT_IDEA_LABEL_LENGTH),
                }))}
              />
            )}
          </>
        }
        manual={
          <TextField
            form={form}
            name="title"
            id="title"
            label="Title"
            maxLength={LIMITS.name}
            placeholder="e.g. Prep Once, Eat All Week"
          />
        }
      />
      <div className="grid gap-2">
        <TextField
          form={form}
          name="sectionName"
          id="section-name"
          suggestions={SECTION_TYPES[productType || 'ebook'].sections}
          label="Section Name"
          maxLength={LIMITS.name}
        />
        {sectionNotice}
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <FormSelect
          control={control}
          name="contentType"
          id="content-type"
          label="Content Type"
          placeholder="Choose a content type"
          options={CONTENT_TYPE_OPTIONS}
        />
        <FormSelect
          control={control}
          name="productType"
          id="product-type"
          label="Product Type (optional)"
          placeholder="Not specified"
          noneLabel="Not specified"
          options={PRODUCT_TYPES}
        />
      </div>
      <TextField
        form={form}
        name="outline"
        id="outline"
        label="Outline"
        rows={6}
        maxLength={LIMITS.outline}
        placeholder={'- Why prepping once a week works\n- Setting up your kitchen\n- Your first Sunday session'}
      />
    </GeneratorForm>
  );
}
