import { closestCenter, DndContext } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useReorderList } from '@/lib/use-reorder-list';
import { cn } from '@/lib/utils';
import type { ContentSummary } from '@shared/schemas/content';

interface SectionOrderListProps {
  sections: ContentSummary[];
  /** The product's title: a section written for another one says which. */
  chosenTitleId: string | null;
  onReorder: (contentIds: string[]) => void;
  onRemove: (contentId: string) => void;
}

/**
 * The chosen sections in PDF order: dragged by their handle with a pointer, or with the keyboard (focus the
 * handle, Space to lift, arrow keys to move, Space to drop).
 */
export function SectionOrderList({ sections, chosenTitleId, onReorder, onRemove }: SectionOrderListProps) {
  const ids = sections.map((section) => section.id);
  const reorder = useReorderList(
    ids,
    (id) => sections.find((section) => section.id === id)?.sectionName ?? 'Section',
    (from, to) => onReorder(arrayMove(ids, from, to)),
  );

  return (
    <DndContext collisionDetection={closestCenter} {...reorder}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label="Sections in PDF order">
          {sections.map((section, index) => (
            <SortableSection
              key={section.id}
              section={section}
              position={index + 1}
              otherTitle={chosenTitleId !== null && section.titleId !== chosenTitleId ? section.titleText : null}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableSection({
  section,
  position,
  otherTitle,
  onRemove,
}: {
  section: ContentSummary;
  position: number;
  /** The title the section was written for, when that is not the product's. */
  otherTitle: string | null;
  onRemove: (contentId: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-start gap-2 rounded-md border bg-card p-2 text-sm wrap-anywhere',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-primary',
      )}
      data-testid="ordered-section"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="mt-0.5 cursor-grab touch-none rounded text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
        aria-label={`Move ${section.sectionName}`}
        {...attributes}
        {...listeners}
      >
        <GripVerticalIcon className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {position}. {section.sectionName}
        </p>
        {otherTitle && (
          <p className="mt-0.5 text-xs text-muted-foreground">
            From <span className="font-medium text-foreground">{otherTitle}</span>
          </p>
        )}
        {section.excerpt && <p className="mt-0.5 text-xs text-muted-foreground">{section.excerpt}</p>}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        onClick={() => onRemove(section.id)}
        aria-label={`Remove ${section.sectionName}`}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}
