import { Controller, useFieldArray } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { COURSE_PLAN_LIMITS } from '@shared/limits';
import { AddToListButton } from '../add-to-list-button';
import { RemoveButton } from '../remove-button';
import type { PlanForm } from '../plan-chapter-row';

/** A list of short texts edited as lines of a textarea: one entry a line; blank lines are dropped as it is saved. */
export function LinesField({ form, name, id, label, placeholder, className }: LinesFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} className={className}>
          <Textarea
            {...fieldControlProps(id, fieldState.error?.message)}
            rows={3}
            placeholder={placeholder}
            value={(field.value ?? []).join('\n')}
            onChange={(event) => field.onChange(event.target.value.split('\n'))}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

interface LinesFieldProps {
  form: PlanForm;
  name:
    | `chapters.${number}.lessons.${number}.keyPoints`
    | `chapters.${number}.quiz.${number}.acceptedAnswers`
    | `chapters.${number}.template.columns.${number}.choices`;
  id: string;
  label: string;
  placeholder: string;
  className?: string;
}

/**
 * A module's lessons in their order: each a title, the objective a learner reaches and the key points it makes.
 * Added and removed with buttons; a new lesson is numbered by its place.
 */
export function ModuleLessons({ form, module }: { form: PlanForm; module: number }) {
  const lessons = useFieldArray({ control: form.control, name: `chapters.${module}.lessons` });
  const prefix = `module-${module + 1}-lesson`;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">Lessons</legend>
      {lessons.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No lessons yet: add what this module teaches, a lesson at a time.
        </p>
      )}
      <ol className="grid gap-3">
        {lessons.fields.map((field, index) => (
          <li
            key={field.id}
            data-testid="plan-lesson"
            className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 sm:gap-x-4"
          >
            <div className="flex items-center justify-between gap-2 sm:col-span-2">
              <span className="text-sm font-semibold">Lesson {index + 1}</span>
              <RemoveButton
                label={`Remove lesson ${index + 1} of module ${module + 1}`}
                onRemove={() => lessons.remove(index)}
              />
            </div>
            <TextField
              form={form}
              name={`chapters.${module}.lessons.${index}.title`}
              id={`${prefix}-${index + 1}-title`}
              label="Lesson title"
              maxLength={COURSE_PLAN_LIMITS.lessonTitle}
            />
            <TextField
              form={form}
              name={`chapters.${module}.lessons.${index}.objective`}
              id={`${prefix}-${index + 1}-objective`}
              label="Objective"
              placeholder="What the learner can do after this lesson"
              maxLength={COURSE_PLAN_LIMITS.objective}
            />
            <LinesField
              className="sm:col-span-2"
              form={form}
              name={`chapters.${module}.lessons.${index}.keyPoints`}
              id={`${prefix}-${index + 1}-key-points`}
              label="Key points (one a line)"
              placeholder="A point the lesson makes"
            />
          </li>
        ))}
      </ol>
      <AddToListButton
        label="Add Lesson"
        full={lessons.fields.length >= COURSE_PLAN_LIMITS.lessonsPerModule}
        onAdd={() => lessons.append({ title: '', objective: '', keyPoints: [] })}
      />
    </fieldset>
  );
}
