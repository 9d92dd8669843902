import { PackageOpenIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import type { LoadFailure } from '@/lib/api/load-failure';
import { paths } from '@/lib/paths';

interface PagedListProps<Item> {
  /** Undefined while the first page loads, or when it could not be read. */
  items: Item[] | undefined;
  failure: LoadFailure | undefined;
  searching: boolean;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

function EmptyState({ searching }: { searching: boolean }) {
  const Icon = searching ? SearchXIcon : PackageOpenIcon;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 font-semibold">{searching ? 'No items found' : 'No saved content yet'}</h2>
      {!searching && (
        <Button asChild className="mt-6">
          <Link to={paths.createProject.href()}>Start Creating</Link>
        </Button>
      )}
    </div>
  );
}

/** A grid of cards read a page at a time, with Load more while pages remain, and the empty states. */
export function PagedList<Item>({
  items,
  failure,
  searching,
  renderItem,
  itemKey,
  hasMore,
  loadingMore,
  onLoadMore,
}: PagedListProps<Item>) {
  if (failure) return <LoadFailed failure={failure} className="rounded-2xl border border-dashed" />;
  if (items === undefined) {
    return (
      <div aria-label="Loading saved content" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <EmptyState searching={searching} />;
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {items.map((item) => (
          <li key={itemKey(item)} className="flex [&>*]:flex-1">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <LoadMoreButton hasMore={hasMore} loadingMore={loadingMore} loadMore={onLoadMore} />
    </div>
  );
}
