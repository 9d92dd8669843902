import { format, parseISO } from 'date-fns';
import { ArrowRightIcon, PencilIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteSavedItemDialog } from './delete-saved-item-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import type { LoadFailure } from '@/lib/api/load-failure';
import type { SavedItemKind } from '@/lib/saved-items/saved-items';
import { useDeleteItem } from '@/lib/saved-items/use-delete-item';
import { cn } from '@/lib/utils';
import { DATE_FORMAT } from '@shared/catalog';

export interface SavedItemRow {
  id: string;
  label: string;
  createdAt: string;
  /** The next tool this item feeds, e.g. { label: 'Generate Titles', to: paths.titleGenerator.href({ ideaId }) }. */
  nextStep?: { label: string; to: string };
}

interface SavedItemsPanelProps {
  /** The kind of the listed items, which Delete removes. */
  kind: SavedItemKind;
  /** One item in the delete confirmation: 'niche', 'product idea', 'title', 'content'. */
  itemType: string;
  title: string;
  emptyText: string;
  /** Undefined while the items load. */
  rows: SavedItemRow[] | undefined;
  /** Why the items could not be read, shown with Try again in place of the list. */
  failure?: LoadFailure;
  /** The item the page is editing or regenerating from, marked in the list. */
  activeId?: string;
  onDeleted?: (id: string) => void;
}

const RECENT_ITEMS_LIMIT = 5;

/** The links that reopen an item in its tool, to replace it or to start again from it. */
const MODE_LINKS = [
  { label: 'Edit', icon: PencilIcon, to: paths.toolMode.edit },
  { label: 'Regenerate', icon: RefreshCwIcon, to: paths.toolMode.regenerate },
] as const;

function RowsSkeleton() {
  return (
    <ul aria-label="Loading saved items" className="divide-y">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="space-y-2 px-5 py-3.5">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/3" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The newest saved items of one kind, each with Edit and Regenerate links back into the tool and Delete;
 * 'View all' leads to every saved item.
 */
export function SavedItemsPanel({
  kind,
  itemType,
  title,
  emptyText,
  rows,
  failure,
  activeId,
  onDeleted,
}: SavedItemsPanelProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  const remove = useDeleteItem(kind, onDeleted);
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Card className="gap-0 py-0 wrap-anywhere" role="region" aria-labelledby={headingId}>
      <CardHeader className="border-b py-4">
        <div className="flex items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1.5">
            <CardTitle id={headingId}>{title}</CardTitle>
            <CardDescription>
              {rows && rows.length > RECENT_ITEMS_LIMIT ? `Your ${RECENT_ITEMS_LIMIT} newest` : 'Newest first'}
            </CardDescription>
          </div>
          <Button asChild variant="link" size="sm" className="h-auto shrink-0 px-0">
            <Link to={paths.savedContent.href()} aria-label={`View all ${title.toLowerCase()}`}>
              View all
            </Link>
          </Button>
        </div>
      </CardHeader>
      {failure && <LoadFailed failure={failure} />}
      {rows === undefined && !failure && <RowsSkeleton />}
      {rows?.length === 0 && <p className="px-5 py-8 text-center text-sm text-muted-foreground">{emptyText}</p>}
      {rows && rows.length > 0 && (
        <ul className="divide-y">
          {rows.slice(0, RECENT_ITEMS_LIMIT).map((row) => (
            <li key={row.id} className={cn('px-5 py-3.5', row.id === activeId && 'bg-accent/50')}>
              <div className="flex items-start justify-between gap-3">
                <p className="line-clamp-2 min-w-0 text-sm font-medium wrap-anywhere">{row.label}</p>
                {row.id === activeId && <Badge variant="info">Open</Badge>}
              </div>
              <p className="mt-0.5 text-xs text-muted-foreground">{format(parseISO(row.createdAt), DATE_FORMAT)}</p>
              <div className="mt-2 -ml-2 flex flex-wrap items-center gap-x-1 gap-y-1">
                {MODE_LINKS.map(({ label, icon: Icon, to }) => (
                  <Button key={label} asChild variant="ghost" size="sm">
                    <Link to={to(row.id)} aria-label={`${label} ${row.label}`}>
                      <Icon aria-hidden="true" />
                      {label}
                    </Link>
                  </Button>
                ))}
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-muted-foreground hover:text-destructive"
                  disabled={remove.isPending && remove.variables === row.id}
                  onClick={() => setConfirming(row.id)}
                  aria-label={`Delete ${row.label}`}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
                {row.nextStep && (
                  <Button asChild variant="ghost" size="sm" className="text-primary">
                    <Link to={row.nextStep.to} aria-label={`${row.nextStep.label}: ${row.label}`}>
                      {row.nextStep.label}
                      <ArrowRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <DeleteSavedItemDialog
          kind={kind}
          id={confirming}
          itemType={itemType}
          busy={remove.isPending && remove.variables === confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove.mutate(confirming, { onSettled: () => setConfirming(null) })}
        />
      )}
    </Card>
  );
}
