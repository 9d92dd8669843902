import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectProps<Values extends FieldValues> {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPathByValue<Values, string | undefined>;
  id: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  /** Offers a first entry with this label that clears the choice, for optional fields. */
  noneLabel?: string;
}

const NONE = '__none__';

/** A labelled select bound to one text field of a form, with the field's error under it. */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  placeholder,
  options,
  noneLabel,
}: FormSelectProps<Values>) {
  const {
    field: { ref, onBlur, onChange, value: fieldValue },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  // A value none of the options holds (a linked item deleted since) shows as no choice, not as an empty box.
  const value = options.find((option) => option.value === fieldValue)?.value ?? '';
  return (
    <FormField id={id} label={label} error={error}>
      <Select
        value={noneLabel && value === '' ? NONE : value}
        onValueChange={(next) => onChange(next === NONE ? '' : next)}
      >
        <SelectTrigger {...fieldControlProps(id, error)} ref={ref} onBlur={onBlur}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {noneLabel && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
