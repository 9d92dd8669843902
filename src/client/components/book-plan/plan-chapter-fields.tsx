import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { fieldControlProps } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { BOOK_PLAN_LIMITS } from '@shared/limits';
import type { BookPlan, BookPlanBody } from '@shared/schemas/book-plan';

type PlanForm = UseFormReturn<BookPlanBody, unknown, BookPlan>;

/** The id of a chapter's control: `chapter-3-title`, `chapter-3-move-up`. */
const controlId = (index: number, control: 'title' | 'goal' | 'move-up' | 'move-down') =>
  `chapter-${index + 1}-${control}`;

/** One of a chapter's inputs with its message under it; its name says which chapter it is. */
function ChapterInput({ form, index, part }: { form: PlanForm; index: number; part: 'title' | 'goal' }) {
  const name = `chapters.${index}.${part}` as const;
  const id = controlId(index, part);
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className="grid min-w-0 gap-1">
      <Input
        {...fieldControlProps(id, error)}
        aria-label={`Chapter ${index + 1} ${part}`}
        placeholder={part === 'title' ? 'Chapter title' : 'One-line goal (optional)'}
        {...form.register(name)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The plan's chapters in their order, each numbered by its place with a title and a one-line goal; chapters are
 * added, removed and moved with buttons a keyboard reaches, and a moved chapter keeps the focus on its button.
 */
export function PlanChapterFields({ form }: { form: PlanForm }) {
  const chapters = useFieldArray({ control: form.control, name: 'chapters' });
  const { fields } = chapters;
  const listError = form.formState.errors.chapters?.root?.message ?? form.formState.errors.chapters?.message;

  const moveTo = (from: number, to: number) => {
    chapters.move(from, to);
    // At either end of the list the button pressed is disabled: the focus goes to the one still usable.
    const button = to === 0 ? 'move-down' : to === fields.length - 1 ? 'move-up' : from > to ? 'move-up' : 'move-down';
    requestAnimationFrame(() => document.getElementById(controlId(to, button))?.focus());
  };
  const removeAt = (index: number) => {
    chapters.remove(index);
    const next = Math.min(index, fields.length - 2);
    if (next >= 0) requestAnimationFrame(() => document.getElementById(controlId(next, 'title'))?.focus());
  };

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-sm font-medium">Chapters</legend>
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-muted/30 px-4 py-5 text-center text-sm text-muted-foreground">
          No chapters yet. Add the chapters your book will have.
        </p>
      ) : (
        <ol className="grid gap-2">
          {fields.map((field, index) => (
            <li
              key={field.id}
              data-testid="plan-chapter"
              className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 rounded-xl border p-3 sm:grid-cols-[auto_minmax(0,2fr)_minmax(0,3fr)_auto]"
            >
              <span
                aria-hidden="true"
                className="mt-2 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
              >
                {index + 1}
              </span>
              <ChapterInput form={form} index={index} part="title" />
              <div className="col-start-2 row-start-2 min-w-0 sm:col-start-3 sm:row-start-1">
                <ChapterInput form={form} index={index} part="goal" />
              </div>
              <div className="col-start-2 flex justify-end gap-0.5 sm:col-start-4 sm:row-start-1">
                <Button
                  id={controlId(index, 'move-up')}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move chapter ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => moveTo(index, index - 1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  id={controlId(index, 'move-down')}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move chapter ${index + 1} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => moveTo(index, index + 1)}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove chapter ${index + 1}`}
                  onClick={() => removeAt(index)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={fields.length >= BOOK_PLAN_LIMITS.chapters}
        onClick={() => chapters.append({ title: '', goal: '' })}
      >
        <PlusIcon aria-hidden="true" />
        Add Chapter
      </Button>
    </fieldset>
  );
}
