import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { AnyForm } from '@/lib/forms/form-types';
import { formatCount } from '@shared/format-count';

interface TextFieldProps<Values extends FieldValues> {
  form: AnyForm<Values>;
  name: Path<Values>;
  id: string;
  label: string;
  /** The field's limit: a counter shows from 90% of it, and the form's own message once it is passed. Text is never cut. */
  maxLength?: number;
  /** The counter shows from the first character, not only near the limit (a long text's field). */
  alwaysCount?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Shown beside the label, e.g. a 'Forgot password?' link. */
  labelAction?: ReactNode;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Values offered as the user types (one-line inputs only); any other text is accepted too. */
  suggestions?: readonly string[];
  /** A short help line under the control, e.g. 'This will appear on your book cover'. */
  hint?: string;
}

/** From this share of the limit on, the field shows how many characters it holds. */
const COUNTER_FROM = 0.9;

/** Characters used of the limit, near or over it; crossing the limit validates the field, so its message shows or goes. */
function LengthCounter<Values extends FieldValues>({
  form,
  name,
  id,
  maxLength,
  always,
}: {
  form: AnyForm<Values>;
  name: Path<Values>;
  id: string;
  maxLength: number;
  always: boolean;
}) {
  const value: unknown = useWatch({ control: form.control, name });
  const length = typeof value === 'string' ? value.length : 0;
  const over = length > maxLength;
  const { trigger } = form;
  const wasOver = useRef(false);
  useEffect(() => {
    if (over === wasOver.current) return;
    wasOver.current = over;
    void trigger(name);
  }, [over, trigger, name]);
  if (!always && length < maxLength * COUNTER_FROM) return null;
  return (
    <p
      id={`${id}-count`}
      aria-live="polite"
      className={over ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}
    >
      {formatCount(length)} / {formatCount(maxLength)}
    </p>
  );
}

/** A labelled text input or textarea bound to a react-hook-form field, with its validation message. */
export function TextField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  maxLength,
  alwaysCount = false,
  placeholder,
  type,
  autoComplete,
  labelAction,
  rows,
  suggestions,
  hint,
}: TextFieldProps<Values>) {
  const error = form.getFieldState(name, form.formState).error?.message;
  const described = fieldControlProps(id, error);
  const hintId = `${id}-hint`;
  const describedBy = [described['aria-describedby'], hint && hintId].filter(Boolean).join(' ') || undefined;
  const control = {
    ...described,
    'aria-describedby': describedBy,
    placeholder,
    autoComplete,
    ...form.register(name),
  };
  const listId = `${id}-suggestions`;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      labelAction={labelAction}
      footer={
        maxLength !== undefined && (
          <LengthCounter form={form} name={name} id={id} maxLength={maxLength} always={alwaysCount} />
        )
      }
    >
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
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </FormField>
  );
}
