import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

/** A form with values of any shape and any resolver output: what the shared field components draw into. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output type
export type AnyForm<Values extends FieldValues> = UseFormReturn<Values, unknown, any>;

/**
 * Names the text fields of Fields as paths of a form whose values include Fields. react-hook-form's path types
 * cannot be resolved for a generic Values, so no type check can see that a key of Fields is one of its paths; the
 * constraint on Values ensures it is, and this is the one place that says so by assertion.
 */
export const textFieldPaths =
  <Fields>() =>
  <Values extends FieldValues & Fields>(name: keyof Fields & string): FieldPathByValue<Values, string | undefined> =>
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- path types of a generic form (above)
    String(name) as FieldPathByValue<Values, string | undefined>;
