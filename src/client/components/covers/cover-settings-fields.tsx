import type { FieldValues } from 'react-hook-form';
import { FormSelect } from '@/components/forms/form-select';
import { TextField } from '@/components/forms/text-field';
import { textFieldPaths, type AnyForm } from '@/lib/forms/form-types';
import { COVER_STYLE_OPTIONS } from '@/lib/forms/select-options';
import { LIMITS } from '@shared/limits';

/**
 * The free-text wishes drawn into the cover: the designer sends them as customPrompt, the wizard as
 * additionalDetails (generate-cover-image, docs/product-rules.md R14), each under its own label.
 */
const PROMPT_FIELDS = {
  customPrompt: { id: 'custom-prompt', label: 'Custom Prompt (Optional)' },
  additionalDetails: { id: 'additional-details', label: 'Additional Details (Optional)' },
} as const;

/** The settings a cover is drawn with besides its title (the cover designer, docs/product-rules.md R36). */
interface CoverSettings {
  authorName: string;
  style?: string;
  colorScheme?: string;
  customPrompt?: string;
  additionalDetails?: string;
}

const field = textFieldPaths<CoverSettings>();

/**
 * Author Name, Design Style, Color Scheme and the free-text wishes, in the cover designer, the wizard's cover
 * step and the project page's Edit Settings and Regenerate.
 */
export function CoverSettingsFields<Values extends FieldValues & CoverSettings>({
  form,
  prompt,
}: {
  form: AnyForm<Values>;
  /** The request's field for the free-text wishes. */
  prompt: keyof typeof PROMPT_FIELDS;
}) {
  return (
    <>
      <TextField
        form={form}
        name={field<Values>('authorName')}
        id="author-name"
        label="Author Name"
        maxLength={LIMITS.fullName}
        autoComplete="name"
        placeholder="e.g. Jordan Avery"
        hint="This will appear on your book cover"
      />
      <FormSelect
        control={form.control}
        name={field<Values>('style')}
        id="cover-style"
        label="Design Style"
        placeholder="Choose a style"
        options={COVER_STYLE_OPTIONS}
      />
      <TextField
        form={form}
        name={field<Values>('colorScheme')}
        id="color-scheme"
        label="Color Scheme"
        maxLength={LIMITS.longText}
        placeholder="e.g. blue and purple gradients"
      />
      <TextField
        form={form}
        name={field<Values>(prompt)}
        id={PROMPT_FIELDS[prompt].id}
        label={PROMPT_FIELDS[prompt].label}
        rows={3}
        maxLength={LIMITS.outline}
        placeholder="e.g. a calm kitchen at sunrise, fresh vegetables"
      />
    </>
  );
}
