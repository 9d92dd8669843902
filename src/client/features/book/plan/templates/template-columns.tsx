import type { ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { Label } from '@/components/ui/label';
import { TEMPLATE_PLAN_LIMITS } from '@shared/limits';
import {
  COLUMN_TYPES,
  COLUMN_TYPE_LABELS,
  FORMULA_FORMATS,
  type ColumnType,
  type FormulaFormat,
} from '@shared/schemas/template-plan';
import { AddToListButton } from '../add-to-list-button';
import { RemoveButton } from '../remove-button';
import { LinesField } from '../course/module-lessons';
import type { PlanForm } from '../plan-chapter-row';

const FORMAT_LABELS: Record<FormulaFormat, string> = { number: 'Number', currency: 'Money', percent: 'Percentage' };

/** A select of the form's, its value one of `values`, with its label above it. */
export function ChoiceSelect<Value extends string>({
  id,
  label,
  value,
  values,
  labels,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: Value;
  values: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <select
        id={id}
        className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
        value={value}
        onChange={(event) => {
          const next = values.find((each) => each === event.target.value);
          if (next) onChange(next);
        }}
      >
        {values.map((each) => (
          <option key={each} value={each}>
            {labels[each]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A label shown short, "Holds", and heard with its column, "Holds, column 3". */
const ColumnLabel = ({ text, column }: { text: string; column: number }) => (
  <>
    {text}
    <span className="sr-only">, column {column + 1}</span>
  </>
);

/** One column: its name and type, a choice column's options, a formula column's arithmetic and how it is shown. */
function TemplateColumn({
  form,
  template,
  index,
  onRemove,
}: {
  form: PlanForm;
  template: number;
  index: number;
  onRemove: () => void;
}) {
  const path = `chapters.${template}.template.columns.${index}` as const;
  const [type = 'text', format = 'number'] = useWatch({
    control: form.control,
    name: [`${path}.type`, `${path}.format`],
  });
  const id = `template-${template + 1}-column-${index + 1}`;
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const setType = (value: ColumnType) => form.setValue(`${path}.type`, value, options);
  const setFormat = (value: FormulaFormat) => form.setValue(`${path}.format`, value, options);
  return (
    <li data-testid="template-column" className="grid gap-3 rounded-lg border bg-card p-3">
      <div className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-end gap-2">
        <TextField
          form={form}
          name={`${path}.name`}
          id={`${id}-name`}
          label={`Column ${index + 1}`}
          maxLength={TEMPLATE_PLAN_LIMITS.columnName}
        />
        <ChoiceSelect
          id={`${id}-type`}
          label={<ColumnLabel text="Holds" column={index} />}
          value={type}
          values={COLUMN_TYPES}
          labels={COLUMN_TYPE_LABELS}
          onChange={setType}
        />
        <RemoveButton label={`Remove column ${index + 1} of template ${template + 1}`} onRemove={onRemove} />
      </div>
      {type === 'choice' && (
        <LinesField
          form={form}
          name={`${path}.choices`}
          id={`${id}-choices`}
          label="Choices (one a line)"
          placeholder="Not started"
        />
      )}
      {type === 'formula' && (
        <div className="grid items-end gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
          <TextField
            form={form}
            name={`${path}.formula`}
            id={`${id}-formula`}
            label="Formula"
            placeholder="{Planned} - {Spent}"
            maxLength={TEMPLATE_PLAN_LIMITS.formula}
            hint="Other columns in braces, numbers, + - * / and parentheses."
          />
          <ChoiceSelect
            id={`${id}-format`}
            label={<ColumnLabel text="Shown as" column={index} />}
            value={format}
            values={FORMULA_FORMATS}
            labels={FORMAT_LABELS}
            onChange={setFormat}
          />
        </div>
      )}
    </li>
  );
}

/**
 * A template's columns in their order, added and removed with buttons; removing one removes its value from every
 * example row, so the rows stay in step with the columns.
 */
export function TemplateColumns({ form, template }: { form: PlanForm; template: number }) {
  const columns = useFieldArray({ control: form.control, name: `chapters.${template}.template.columns` });
  const examplesPath = `chapters.${template}.template.examples` as const;
  const remove = (index: number) => {
    columns.remove(index);
    const rows = form.getValues(examplesPath) ?? [];
    form.setValue(
      examplesPath,
      rows.map((row) => row.filter((_, at) => at !== index)),
      { shouldDirty: true },
    );
  };
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">Columns</legend>
      <ol className="grid gap-3">
        {columns.fields.map((field, index) => (
          <TemplateColumn key={field.id} form={form} template={template} index={index} onRemove={() => remove(index)} />
        ))}
      </ol>
      <AddToListButton
        label="Add Column"
        full={columns.fields.length >= TEMPLATE_PLAN_LIMITS.columns}
        onAdd={() => columns.append({ name: '', type: 'text', choices: [], formula: '', format: 'number' })}
      />
    </fieldset>
  );
}
