import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useReorderList } from '@/lib/use-reorder-list';
import { BOOK_PLAN_LIMITS } from '@shared/limits';
import { AddToListButton } from './add-to-list-button';
import { controlId, PlanChapterRow, type PlanForm } from './plan-chapter-row';
import type { PlanWords } from '@shared/plan-words';

/**
 * The plan's chapters in their order, one compact row each, numbered by its place with a title and a one-line goal;
 * chapters are added, removed and moved with buttons a keyboard reaches, and a moved chapter keeps the focus on its
 * button; or dragged by their number, with a pointer or a keyboard (Space to lift, arrow keys, Space to drop). On a
 * phone a row opens to show its goal and buttons, and stays open as it moves.
 */
export function PlanChapterFields({ form, projectId, words }: { form: PlanForm; projectId: string; words: PlanWords }) {
  const chapters = useFieldArray({ control: form.control, name: 'chapters' });
  const { fields } = chapters;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const listError = form.formState.errors.chapters?.root?.message ?? form.formState.errors.chapters?.message;

  const toggle = (id: string) =>
    setOpened((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const moveTo = (from: number, to: number) => {
    chapters.move(from, to);
    // At either end of the list the button pressed is disabled: the focus goes to the one still usable.
    const button = to === 0 ? 'move-down' : to === fields.length - 1 ? 'move-up' : from > to ? 'move-up' : 'move-down';
    requestAnimationFrame(() => document.getElementById(controlId(to, button))?.focus());
  };
  const ids = fields.map((field) => field.id);
  const reorder = useReorderList(
    ids,
    (id) => {
      const index = ids.indexOf(id);
      return form.getValues(`chapters.${index}.title`) || `${words.unit} ${index + 1}`;
    },
    (from, to) => {
      chapters.move(from, to);
      requestAnimationFrame(() => document.getElementById(controlId(to, 'drag'))?.focus());
    },
  );
  const removeAt = (index: number) => {
    chapters.remove(index);
    const next = Math.min(index, fields.length - 2);
    if (next >= 0) requestAnimationFrame(() => document.getElementById(controlId(next, 'title'))?.focus());
  };

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium">{words.units}</legend>
      {fields.length > 1 && (
        <p className="text-xs text-muted-foreground">
          Drag a {words.unit.toLowerCase()} by its number to reorder {words.units.toLowerCase()}.
        </p>
      )}
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-muted/30 px-4 py-5 text-center text-sm text-muted-foreground">
          No {words.units.toLowerCase()} yet. Add the {words.units.toLowerCase()} your {words.noun} will have.
        </p>
      ) : (
        <DndContext collisionDetection={closestCenter} {...reorder}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="grid divide-y">
              {fields.map((field, index) => (
                <PlanChapterRow
                  key={field.id}
                  sortableId={field.id}
                  form={form}
                  projectId={projectId}
                  words={words}
                  index={index}
                  count={fields.length}
                  opened={opened.has(field.id)}
                  onToggle={() => toggle(field.id)}
                  onMove={(to) => moveTo(index, to)}
                  onRemove={() => removeAt(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <AddToListButton
        label={`Add ${words.unit}`}
        full={fields.length >= BOOK_PLAN_LIMITS.chapters}
        onAdd={() => chapters.append({ title: '', goal: '' })}
      />
    </fieldset>
  );
}
