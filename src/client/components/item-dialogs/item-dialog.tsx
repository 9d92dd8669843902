import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/api/failure-message';
import { savedItemQueryOptions, type SavedItemKind, type SavedItemOf } from '@/lib/saved-items/saved-items';

/** What every detail dialog is given: the item to show, and whether it is open. */
export interface ItemDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A detail dialog whose buttons a page can replace with its own (the project page's variants). */
export type ItemDialogVariantProps<Kind extends SavedItemKind> = ItemDialogProps & {
  actions?: (item: SavedItemOf<Kind>) => ReactNode;
};

interface ItemDialogFrameProps<Kind extends SavedItemKind> extends ItemDialogProps {
  kind: Kind;
  /** The type label above the title, e.g. 'Niche'. */
  typeLabel: string;
  heading: (item: SavedItemOf<Kind>) => string;
  /** The item's fields. */
  details: (item: SavedItemOf<Kind>) => ReactNode;
  /** The item's buttons. */
  actions: (item: SavedItemOf<Kind>) => ReactNode;
}

function DetailsSkeleton() {
  return (
    <div aria-label="Loading details" className="space-y-3">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/**
 * A saved item's detail dialog: it reads the whole item by id while open (lists hold summaries only) and shows
 * its type, title, fields and actions; a failed read shows the server's message.
 */
export function ItemDialogFrame<Kind extends SavedItemKind>({
  kind,
  id,
  open,
  onOpenChange,
  typeLabel,
  heading,
  details,
  actions,
}: ItemDialogFrameProps<Kind>) {
  const query = useQuery({ ...savedItemQueryOptions(kind, id), enabled: open });
  const item = query.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <Badge variant="info">{typeLabel}</Badge>
          <DialogTitle>{item ? heading(item) : typeLabel}</DialogTitle>
          <DialogDescription className="sr-only">Details of this {typeLabel.toLowerCase()}</DialogDescription>
        </DialogHeader>
        {query.isPending && <DetailsSkeleton />}
        {query.isError && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/20 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
          >
            {failureMessage(query.error)}
          </p>
        )}
        {item && (
          <>
            <div className="space-y-4 text-sm">{details(item)}</div>
            <DialogFooter>{actions(item)}</DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
