import { Button } from '@/components/ui/button';
import type { MorePages } from '@/lib/saved-items/saved-items';

/** Load more under a list read a page at a time, shown while older pages remain. */
export function LoadMoreButton({ hasMore, loadingMore, loadMore }: MorePages) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={loadMore} disabled={loadingMore}>
        {loadingMore ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
