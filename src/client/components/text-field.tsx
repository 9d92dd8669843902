import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

interface TextFieldProps<Values extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output type
  form: UseFormReturn<Values, unknown, any>;
  name: Path<Values>;
  id: string;
  label: string;
  maxLength: number;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/** A labelled text input or textarea bound to a react-hook-form field, with its validation message. */
export function TextField<Values extends FieldValues>({ form, name, id, label, maxLength, placeholder, rows }: TextFieldProps<Values>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  const control = { ...fieldControlProps(id, error), maxLength, placeholder, ...form.register(name) };
  return (
    <FormField id={id} label={label} error={error}>
      {rows ? <Textarea rows={rows} {...control} /> : <Input {...control} />}
    </FormField>
  );
}
