import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts a server's message about one input on the form field of that name; a field the form does not have
 * (e.g. a generated niche's name) is left to the toast.
 */
export function fieldErrorSetter<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>) {
  return (field: string, message: string) => {
    if (isFieldOf(form.getValues(), field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  };
}

const isFieldOf = <Values extends FieldValues>(values: Values, field: string): field is Path<Values> => field in values;
