import { Controller, get, useWatch } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TEMPLATE_PLAN_LIMITS } from '@shared/limits';
import type { TemplateColumn } from '@shared/schemas/template-plan';
import { AddToListButton } from '../add-to-list-button';
import { RemoveButton } from '../remove-button';
import type { PlanForm } from '../plan-chapter-row';

/** What an example's cell asks for, by its column's type. */
const PLACEHOLDERS: Partial<Record<TemplateColumn['type'], string>> = {
  number: '12',
  currency: '104.50',
  date: '2026-03-31',
};

/** Whether a value is an error the form holds, with its message. */
const hasMessage = (value: unknown): value is { message: string } =>
  typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';

/** The first message about an example row or one of its values (the schema names the value's column in it). */
function rowError(form: PlanForm, template: number, row: number): string | undefined {
  const error: unknown = get(form.formState.errors, `chapters.${template}.template.examples.${row}`);
  if (hasMessage(error)) return error.message;
  return Array.isArray(error) ? error.find(hasMessage)?.message : undefined;
}

/** One example row: a value for each column (a formula's is worked out in the file), kept in the columns' order. */
function ExampleRow({
  form,
  template,
  row,
  columns,
  onRemove,
}: {
  form: PlanForm;
  template: number;
  row: number;
  columns: readonly Partial<TemplateColumn>[];
  onRemove: () => void;
}) {
  const message = rowError(form, template, row);
  const errorId = `template-${template + 1}-example-${row + 1}-error`;
  return (
    <li data-testid="template-example" className="grid gap-2 rounded-lg border bg-card p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">Example {row + 1}</span>
        <RemoveButton label={`Remove example ${row + 1} of template ${template + 1}`} onRemove={onRemove} />
      </div>
      <Controller
        control={form.control}
        name={`chapters.${template}.template.examples.${row}`}
        render={({ field }) => (
          <div className="grid gap-2 sm:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]">
            {columns.map((column, index) => {
              const worked = column.type === 'formula';
              const inputId = `template-${template + 1}-example-${row + 1}-${index + 1}`;
              return (
                <div key={index} className="grid min-w-0 gap-1">
                  <Label htmlFor={inputId} className="block truncate text-xs text-muted-foreground">
                    <span className="sr-only">Example {row + 1}: </span>
                    {column.name || `column ${index + 1}`}
                  </Label>
                  <Input
                    id={inputId}
                    aria-describedby={message ? errorId : undefined}
                    aria-invalid={message ? true : undefined}
                    disabled={worked}
                    placeholder={worked ? 'Worked out' : (PLACEHOLDERS[column.type ?? 'text'] ?? '')}
                    value={worked ? '' : (field.value?.[index] ?? '')}
                    onChange={(event) => {
                      const values = Array.from({ length: columns.length }, (_, at) => field.value?.[at] ?? '');
                      values[index] = event.target.value;
                      field.onChange(values);
                    }}
                    onBlur={field.onBlur}
                  />
                </div>
              );
            })}
          </div>
        )}
      />
      {message && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </li>
  );
}

/**
 * A template's example rows, which the file shows in grey above the rows a buyer fills in. Each row is a list of texts
 * edited whole by its Controller, so the rows are added and removed as the list they are (a field array keeps objects).
 */
export function TemplateExamples({ form, template }: { form: PlanForm; template: number }) {
  const path = `chapters.${template}.template.examples` as const;
  const [rows = [], columns = []] = useWatch({
    control: form.control,
    name: [path, `chapters.${template}.template.columns`],
  });
  const setRows = (next: string[][]) => form.setValue(path, next, { shouldDirty: true });
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">Example rows</legend>
      {rows.length === 0 && (
        <p className="text-sm text-muted-foreground">No examples: a buyer starts from empty rows.</p>
      )}
      <ol className="grid gap-3">
        {rows.map((_, row) => (
          <ExampleRow
            key={row}
            form={form}
            template={template}
            row={row}
            columns={columns}
            onRemove={() => setRows(rows.filter((__, at) => at !== row))}
          />
        ))}
      </ol>
      <AddToListButton
        label="Add Example Row"
        full={rows.length >= TEMPLATE_PLAN_LIMITS.exampleRows}
        onAdd={() => setRows([...rows, columns.map(() => '')])}
      />
    </fieldset>
  );
}
