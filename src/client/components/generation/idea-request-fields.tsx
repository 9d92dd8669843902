import type { FieldValues } from 'react-hook-form';
import { FormSelect } from '@/components/forms/form-select';
import { TextField } from '@/components/forms/text-field';
import { textFieldPaths, type AnyForm } from '@/lib/forms/form-types';
import { PRODUCT_TYPES } from '@shared/catalog';
import { LIMITS } from '@shared/limits';

/** The fields of a generate-product-ideas request a user fills in (docs/product-rules.md R11). */
interface IdeaRequest {
  niche: string;
  productType?: string;
}

interface IdeaRequestFieldProps<Values extends FieldValues & IdeaRequest> {
  form: AnyForm<Values>;
}

interface NicheFieldProps<Values extends FieldValues & IdeaRequest> extends IdeaRequestFieldProps<Values> {
  /** The textarea's height: the wizard and the project page's dialog keep it short. */
  rows?: number;
}

const field = textFieldPaths<IdeaRequest>();

/** The niche the ideas are for, typed in: in Product Ideas, the wizard and the project page's idea dialog. */
export function NicheField<Values extends FieldValues & IdeaRequest>({ form, rows = 3 }: NicheFieldProps<Values>) {
  return (
    <TextField
      form={form}
      name={field<Values>('niche')}
      id="niche"
      label="Niche"
      rows={rows}
      maxLength={LIMITS.longText}
      placeholder="e.g. meal prep for busy first-time parents"
    />
  );
}

/** The kind of product the ideas are for: in Product Ideas, the wizard and the project page's idea dialog. */
export function ProductTypeSelect<Values extends FieldValues & IdeaRequest>({ form }: IdeaRequestFieldProps<Values>) {
  return (
    <FormSelect
      control={form.control}
      name={field<Values>('productType')}
      id="product-type"
      label="Product Type"
      placeholder="Choose a product type"
      options={PRODUCT_TYPES}
    />
  );
}
