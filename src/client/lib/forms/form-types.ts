import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

/** A form with values of any shape and any resolver output: what the shared field components draw into. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output type
export type AnyForm<Values extends FieldValues> = UseFormReturn<Values, unknown, any>;

/**
 * Names the text fields of Fields as paths of a form whose values include Fields: TypeScript cannot resolve the
 * paths of a generic Values, and the constraint on Values ensures they exist.
 */
export const textFieldPaths =
  <Fields>() =>
  <Values extends FieldValues>(name: keyof Fields & string): FieldPathByValue<Values, string | undefined> =>
    name as string as FieldPathByValue<Values, string | undefined>;
