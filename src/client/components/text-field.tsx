import type { ReactNode } from 'react';
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
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Shown beside the label, e.g. a 'Forgot password?' link. */
  labelAction?: ReactNode;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Values offered as the user types (one-line inputs only); any other text is accepted too. */
  suggestions?: readonly string[];
}

/** A labelled text input or textarea bound to a react-hook-form field, with its validation message. */
export function TextField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  maxLength,
  placeholder,
  type,
  autoComplete,
  labelAction,
  rows,
  suggestions,
}: TextFieldProps<Values>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  const control = { ...fieldControlProps(id, error), maxLength, placeholder, autoComplete, ...form.register(name) };
  const listId = `${id}-suggestions`;
  return (
    <FormField id={id} label={label} error={error} labelAction={labelAction}>
      {rows ? (
        <Textarea rows={rows} {...control} />
      ) : (
        <>
          <Input
            {...control}
            type={type}
            list={suggestions ? listId : undefined}
            autoComplete={suggestions ? 'off' : autoComplete}
          />
          {suggestions && (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          )}
        </>
      )}
    </FormField>
  );
}
