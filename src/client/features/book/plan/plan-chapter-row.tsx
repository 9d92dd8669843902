import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, Trash2Icon } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldControlProps } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { BookPlan, BookPlanBody } from '@shared/schemas/book-plan';
import { ModuleDetails } from './course/module-details';
import { TemplateDetails } from './templates/template-details';
import type { PlanWords } from '@shared/plan-words';

export type PlanForm = UseFormReturn<BookPlanBody, unknown, BookPlan>;

/** The id of a chapter's control: `chapter-3-title`, `chapter-3-move-up`. */
export const controlId = (index: number, control: 'title' | 'goal' | 'move-up' | 'move-down' | 'more' | 'drag') =>
  `chapter-${index + 1}-${control}`;

/** One of a chapter's inputs with its message under it; its name says which chapter it is. */
function ChapterInput({
  form,
  index,
  part,
  unit,
}: {
  form: PlanForm;
  index: number;
  part: 'title' | 'goal';
  unit: string;
}) {
  const name = `chapters.${index}.${part}` as const;
  const id = controlId(index, part);
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className="grid min-w-0 gap-1">
      <Input
        {...fieldControlProps(id, error)}
        aria-label={`${unit} ${index + 1} ${part}`}
        placeholder={part === 'title' ? `${unit} title` : 'One-line goal (optional)'}
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

interface PlanChapterRowProps {
  form: PlanForm;
  projectId: string;
  words: PlanWords;
  index: number;
  count: number;
  /** What the row is dragged by: the id its list keeps for it while chapters move. */
  sortableId: string;
  /** On a phone, the goal and the buttons show only once opened; wider, the row shows them all on one line. */
  opened: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * One chapter as a compact row: its number and title, then its goal and the buttons that move and remove it — on
 * the same line on a wide screen, under a disclosure on a phone, so a long plan stays a short page. A goal with a
 * message about it is always shown.
 */
export function PlanChapterRow({
  form,
  projectId,
  words,
  index,
  count,
  sortableId,
  opened,
  onToggle,
  onMove,
  onRemove,
}: PlanChapterRowProps) {
  const unit = words.unit;
  const lower = unit.toLowerCase();
  const detailsId = `chapter-${index + 1}-details`;
  const goalRefused = form.getFieldState(`chapters.${index}.goal`, form.formState).invalid;
  const shown = opened || goalRefused;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sortableId,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="plan-chapter"
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-2 bg-card py-1.5 sm:grid-cols-[auto_minmax(0,2fr)_minmax(0,3fr)_auto] sm:gap-x-3',
        isDragging && 'relative z-10 rounded-md shadow-lg ring-2 ring-primary',
      )}
    >
      <button
        type="button"
        id={controlId(index, 'drag')}
        ref={setActivatorNodeRef}
        className="mt-1.5 flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${lower} ${index + 1} to reorder`}
      >
        {index + 1}
      </button>
      <ChapterInput form={form} index={index} part="title" unit={unit} />
      <Button
        id={controlId(index, 'more')}
        variant="ghost"
        size="icon"
        className="sm:hidden"
        aria-label={`Goal and order of ${lower} ${index + 1}`}
        aria-expanded={shown}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        <ChevronDownIcon aria-hidden="true" className={cn('transition-transform', shown && 'rotate-180')} />
      </Button>
      <div id={detailsId} className={cn(shown ? 'grid' : 'hidden', 'col-span-full gap-2 pl-9 sm:contents')}>
        <ChapterInput form={form} index={index} part="goal" unit={unit} />
        <div className="flex justify-end gap-0.5">
          <Button
            id={controlId(index, 'move-up')}
            variant="ghost"
            size="icon"
            aria-label={`Move ${lower} ${index + 1} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            id={controlId(index, 'move-down')}
            variant="ghost"
            size="icon"
            aria-label={`Move ${lower} ${index + 1} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Remove ${lower} ${index + 1}`} onClick={onRemove}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {words.kind === 'course' && <ModuleDetails form={form} module={index} projectId={projectId} />}
      {words.kind === 'templates' && <TemplateDetails form={form} template={index} />}
    </li>
  );
}
