import { Controller, useController, useFieldArray, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { COURSE_PLAN_LIMITS } from '@shared/limits';
import { AddToListButton } from '../add-to-list-button';
import { RemoveButton } from '../remove-button';
import type { QuizQuestionBody, QuizQuestionKind } from '@shared/schemas/course-plan';
import type { PlanForm } from '../plan-chapter-row';
import { LinesField } from './module-lessons';

const KIND_LABELS: Record<QuizQuestionKind, string> = {
  'multiple-choice': 'Multiple choice',
  'true-false': 'True or false',
  'short-answer': 'Short answer',
};

/** A new question of a kind, keeping the text and explanation typed so far. */
function questionOf(kind: QuizQuestionKind, question = '', explanation = ''): QuizQuestionBody {
  if (kind === 'multiple-choice') return { kind, question, choices: ['', ''], answer: 0, explanation };
  if (kind === 'true-false') return { kind, question, answer: true, explanation };
  return { kind, question, acceptedAnswers: [], explanation };
}

/** A multiple-choice question's choices, each with the radio button that marks it the right one. */
function Choices({ form, module, index }: { form: PlanForm; module: number; index: number }) {
  const path = `chapters.${module}.quiz.${index}` as const;
  const id = `module-${module + 1}-question-${index + 1}`;
  const answer = useController({ control: form.control, name: `${path}.answer` }).field;
  const { field, fieldState } = useController({ control: form.control, name: `${path}.choices` });
  const choices: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const setChoices = (next: string[]) => field.onChange(next);
  const remove = (place: number) => {
    setChoices(choices.filter((_, other) => other !== place));
    if (typeof answer.value === 'number' && answer.value >= place && answer.value > 0)
      answer.onChange(answer.value - 1);
  };
  const listError = fieldState.error?.message ?? fieldState.error?.root?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Choices (mark the right one)</legend>
      {choices.map((choice, place) => {
        const choiceId = `${id}-choice-${place + 1}`;
        const error = form.getFieldState(`${path}.choices.${place}`, form.formState).error?.message;
        return (
          <div key={place} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-2">
            <input
              type="radio"
              className="mt-3 size-4 accent-primary"
              name={`${id}-answer`}
              aria-label={`Choice ${place + 1} is the right answer`}
              checked={answer.value === place}
              onChange={() => answer.onChange(place)}
            />
            <div className="grid gap-1">
              <Input
                {...fieldControlProps(choiceId, error)}
                aria-label={`Choice ${place + 1}`}
                placeholder={`Choice ${place + 1}`}
                maxLength={COURSE_PLAN_LIMITS.choice}
                value={choice}
                onChange={(event) =>
                  setChoices(choices.map((text, other) => (other === place ? event.target.value : text)))
                }
                onBlur={field.onBlur}
              />
              {error && (
                <p id={`${choiceId}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
            </div>
            <RemoveButton
              label={`Remove choice ${place + 1}`}
              disabled={choices.length <= 2}
              onRemove={() => remove(place)}
            />
          </div>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <AddToListButton
        label="Add Choice"
        full={choices.length >= COURSE_PLAN_LIMITS.choicesPerQuestion}
        onAdd={() => setChoices([...choices, ''])}
      />
    </fieldset>
  );
}

/** Whether a true-or-false statement is true. */
function TrueOrFalse({ form, module, index }: { form: PlanForm; module: number; index: number }) {
  const id = `module-${module + 1}-question-${index + 1}`;
  return (
    <Controller
      control={form.control}
      name={`chapters.${module}.quiz.${index}.answer`}
      render={({ field }) => (
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="mb-1 text-sm font-medium">The statement is</legend>
          {[true, false].map((value) => (
            <Label key={String(value)} className="flex items-center gap-2 font-normal">
              <input
                type="radio"
                className="size-4 accent-primary"
                name={`${id}-truth`}
                checked={field.value === value}
                onChange={() => field.onChange(value)}
              />
              {value ? 'True' : 'False'}
            </Label>
          ))}
        </fieldset>
      )}
    />
  );
}

/** One question: its kind, its text, how it is answered and the explanation shown after. */
function QuizQuestionFields({
  form,
  module,
  index,
  onKind,
  onRemove,
}: {
  form: PlanForm;
  module: number;
  index: number;
  onKind: (kind: QuizQuestionKind) => void;
  onRemove: () => void;
}) {
  const path = `chapters.${module}.quiz.${index}` as const;
  const kind = useWatch({ control: form.control, name: `${path}.kind` });
  const id = `module-${module + 1}-question-${index + 1}`;
  return (
    <li data-testid="plan-question" className="grid gap-3 rounded-lg border bg-card p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold">Question {index + 1}</span>
        <div className="flex items-center gap-1">
          <Label htmlFor={`${id}-kind`} className="sr-only">
            Question {index + 1} type
          </Label>
          <select
            id={`${id}-kind`}
            className="h-9 rounded-lg border border-input bg-card px-2 text-sm"
            value={kind}
            onChange={(event) => {
              const next = Object.keys(KIND_LABELS).find((value) => value === event.target.value);
              if (next === 'multiple-choice' || next === 'true-false' || next === 'short-answer') onKind(next);
            }}
          >
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <RemoveButton label={`Remove question ${index + 1} of module ${module + 1}`} onRemove={onRemove} />
        </div>
      </div>
      <TextField
        form={form}
        name={`${path}.question`}
        id={`${id}-text`}
        label={kind === 'true-false' ? 'Statement' : 'Question'}
        rows={2}
        maxLength={COURSE_PLAN_LIMITS.question}
      />
      {kind === 'multiple-choice' && <Choices form={form} module={module} index={index} />}
      {kind === 'true-false' && <TrueOrFalse form={form} module={module} index={index} />}
      {kind === 'short-answer' && (
        <LinesField
          form={form}
          name={`${path}.acceptedAnswers`}
          id={`${id}-accepted`}
          label="Accepted answers (one a line)"
          placeholder="An answer counted right"
        />
      )}
      <TextField
        form={form}
        name={`${path}.explanation`}
        id={`${id}-explanation`}
        label="Explanation (optional)"
        rows={2}
        placeholder="Why the right answer is right, shown once answered"
        maxLength={COURSE_PLAN_LIMITS.explanation}
      />
    </li>
  );
}

/** A module's quiz: its questions in order, each multiple choice, true or false, or short answer. */
export function ModuleQuiz({ form, module }: { form: PlanForm; module: number }) {
  const quiz = useFieldArray({ control: form.control, name: `chapters.${module}.quiz` });
  const changeKind = (index: number, kind: QuizQuestionKind) => {
    const current = form.getValues(`chapters.${module}.quiz.${index}`);
    quiz.update(index, questionOf(kind, current?.question ?? '', current?.explanation ?? ''));
  };
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">Quiz</legend>
      {quiz.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No questions yet: the module&apos;s quiz checks its lessons.</p>
      )}
      <ol className="grid gap-3">
        {quiz.fields.map((field, index) => (
          <QuizQuestionFields
            key={field.id}
            form={form}
            module={module}
            index={index}
            onKind={(kind) => changeKind(index, kind)}
            onRemove={() => quiz.remove(index)}
          />
        ))}
      </ol>
      <AddToListButton
        label="Add Question"
        full={quiz.fields.length >= COURSE_PLAN_LIMITS.questionsPerModule}
        onAdd={() => quiz.append(questionOf('multiple-choice'))}
      />
    </fieldset>
  );
}
