import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import type { LoadFailure } from '@/lib/api/load-failure';
import type { MorePages } from '@/lib/saved-items/saved-items';
import { cn } from '@/lib/utils';

/** Items shown together under a heading; `label` names their list for screen readers. */
export interface PickGroup<Item> {
  key: string;
  heading: ReactNode;
  label: string;
  items: Item[];
}

interface PickListProps<Item extends { id: string }> {
  label: string;
  items: Item[] | undefined;
  /** The items in groups, each under its heading; without them the items are one list. */
  groups?: PickGroup<Item>[];
  isPicked: (id: string) => boolean;
  onPick: (id: string) => void;
  render: (item: Item) => ReactNode;
  /** How the items are read: Load more shows while older ones exist, and Try again when they could not be read. */
  pages: MorePages & { failure: LoadFailure | undefined };
  className?: string;
}

/**
 * Saved items to choose from, each a toggle button, newest first (one list, or a list per group) with Load more for
 * older ones; a spinner while they load, 'No items found' without any, and Try again when they could not be read.
 */
export function PickList<Item extends { id: string }>({
  label,
  items,
  groups,
  isPicked,
  onPick,
  render,
  pages,
  className,
}: PickListProps<Item>) {
  if (pages.failure) return <LoadFailed failure={pages.failure} />;
  if (!items) return <Spinner className="mx-auto my-8" />;
  if (items.length === 0) return <p className="py-8 text-center text-muted-foreground">No items found</p>;
  const choices = (listLabel: string, listed: Item[]) => (
    <PickChoices
      label={listLabel}
      items={listed}
      isPicked={isPicked}
      onPick={onPick}
      render={render}
      className={className}
    />
  );
  return (
    <div className="space-y-4">
      {groups ? (
        <ul className="space-y-5" aria-label={label}>
          {groups.map((group) => (
            <li key={group.key} className="space-y-2">
              {group.heading}
              {choices(group.label, group.items)}
            </li>
          ))}
        </ul>
      ) : (
        choices(label, items)
      )}
      <LoadMoreButton {...pages} />
    </div>
  );
}

type PickChoicesProps<Item extends { id: string }> = Pick<
  PickListProps<Item>,
  'label' | 'isPicked' | 'onPick' | 'render' | 'className'
> & { items: Item[] };

function PickChoices<Item extends { id: string }>({
  label,
  items,
  isPicked,
  onPick,
  render,
  className,
}: PickChoicesProps<Item>) {
  return (
    <ul className={cn('grid gap-2', className)} aria-label={label}>
      {items.map((item) => {
        const picked = isPicked(item.id);
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={picked}
              onClick={() => onPick(item.id)}
              className={cn(
                'relative flex h-full w-full flex-col gap-1 rounded-lg border bg-card p-3 text-left text-sm wrap-anywhere transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                picked && 'border-primary bg-primary/5 ring-1 ring-primary',
              )}
            >
              {picked && (
                <CheckIcon
                  className="absolute top-2 right-2 z-10 size-4 rounded-full bg-card text-primary"
                  aria-hidden="true"
                />
              )}
              {render(item)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
