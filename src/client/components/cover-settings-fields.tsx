import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@/components/form-select';
import { TextField } from '@/components/text-field';
import { STYLE_OPTIONS } from '@/lib/style-options';
import { LIMITS } from '../../shared/limits.js';

/** The settings a cover is drawn with besides its title (spec §2 cover designer). */
interface CoverSettings {
  authorName: string;
  style?: string;
  colorScheme?: string;
  customPrompt?: string;
}

/**
 * Author Name, Design Style, Color Scheme and Custom Prompt, in the cover designer and the project page's
 * Edit Settings and Regenerate.
 */
export function CoverSettingsFields<Values extends FieldValues & CoverSettings>({
  form,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output type
  form: UseFormReturn<Values, unknown, any>;
}) {
  const field = (name: keyof CoverSettings) => name as Path<Values>;
  return (
    <>
      <TextField
        form={form}
        name={field('authorName')}
        id="author-name"
        label="Author Name"
        maxLength={LIMITS.fullName}
        autoComplete="name"
        placeholder="e.g. Jordan Avery"
        hint="This will appear on your book cover"
      />
      <FormSelect
        control={form.control}
        name={field('style') as never}
        id="cover-style"
        label="Design Style"
        placeholder="Choose a style"
        options={STYLE_OPTIONS}
      />
      <TextField
        form={form}
        name={field('colorScheme')}
        id="color-scheme"
        label="Color Scheme"
        maxLength={LIMITS.longText}
        placeholder="e.g. blue and purple gradients"
      />
      <TextField
        form={form}
        name={field('customPrompt')}
        id="custom-prompt"
        label="Custom Prompt (Optional)"
        rows={3}
        maxLength={LIMITS.outline}
        placeholder="e.g. a calm kitchen at sunrise, fresh vegetables"
      />
    </>
  );
}
