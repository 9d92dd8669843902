import type { FieldValues } from 'react-hook-form';
import { FormSelect } from '@/components/forms/form-select';
import { TextField } from '@/components/forms/text-field';
import { textFieldPaths, type AnyForm } from '@/lib/forms/form-types';
import { TITLE_TONE_OPTIONS } from '@/lib/forms/select-options';
import { LIMITS } from '@shared/limits';

/** The fields of a generate-titles request a user fills in (docs/product-rules.md R12). */
interface TitleRequest {
  productConcept: string;
  tone?: string;
}

interface TitleRequestFieldProps<Values extends FieldValues & TitleRequest> {
  form: AnyForm<Values>;
}

interface ProductConceptFieldProps<Values extends FieldValues & TitleRequest> extends TitleRequestFieldProps<Values> {
  /** The textarea's height: the project page's dialog keeps it short. */
  rows?: number;
}

const field = textFieldPaths<TitleRequest>();

/** The product the titles are for, typed in: in the Title Generator, the wizard and the project page's dialog. */
export function ProductConceptField<Values extends FieldValues & TitleRequest>({
  form,
  rows = 4,
}: ProductConceptFieldProps<Values>) {
  return (
    <TextField
      form={form}
      name={field<Values>('productConcept')}
      id="product-concept"
      label="Product Concept"
      rows={rows}
      maxLength={LIMITS.longText}
      placeholder="e.g. a 30-day meal prep ebook for busy first-time parents"
    />
  );
}

/** The tone the titles are written in: in the Title Generator, the wizard and the project page's titles dialog. */
export function ToneSelect<Values extends FieldValues & TitleRequest>({ form }: TitleRequestFieldProps<Values>) {
  return (
    <FormSelect
      control={form.control}
      name={field<Values>('tone')}
      id="tone"
      label="Tone"
      placeholder="Choose a tone"
      options={TITLE_TONE_OPTIONS}
    />
  );
}
