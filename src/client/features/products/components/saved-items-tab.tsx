import { useInfiniteQuery } from '@tanstack/react-query';
import { loadFailureOf } from '@/lib/load-failure';
import { useState } from 'react';
import { SavedItemDialog } from '@/components/item-dialogs/saved-item-dialog';
import type { SavedCard, SavedItemKind } from '../../../../shared/schemas/saved-item.js';
import { savedCardsQueryOptions, useDeleteCard } from '../api';
import { KIND_NAMES } from '../product-tabs';
import { ItemCard } from './item-card';
import { PagedList } from './paged-list';

/** The saved items of one kind, or of all kinds, with their detail dialog. */
export function SavedItemsTab({ kind, search }: { kind: SavedItemKind | undefined; search: string }) {
  const query = useInfiniteQuery(savedCardsQueryOptions(kind, search));
  const remove = useDeleteCard();
  const [viewing, setViewing] = useState<Pick<SavedCard, 'kind' | 'id'> | null>(null);

  const confirmDelete = (card: SavedCard) => {
    if (window.confirm(`Are you sure you want to delete this ${KIND_NAMES[card.kind].itemType}?`)) {
      remove.mutate({ kind: card.kind, id: card.id });
    }
  };

  return (
    <>
      <PagedList
        items={query.data?.pages.flatMap((page) => page.items)}
        failure={loadFailureOf(query)}
        searching={search !== ''}
        itemKey={(card) => `${card.kind}:${card.id}`}
        renderItem={(card) => (
          <ItemCard
            card={card}
            onView={() => setViewing({ kind: card.kind, id: card.id })}
            onDelete={() => confirmDelete(card)}
            deleting={remove.isPending && remove.variables.id === card.id}
          />
        )}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
      {viewing && (
        <SavedItemDialog
          kind={viewing.kind}
          id={viewing.id}
          open
          onOpenChange={(open) => {
            if (!open) setViewing(null);
          }}
        />
      )}
    </>
  );
}
