import { useInfiniteQuery } from '@tanstack/react-query';
import { loadFailureOf } from '@/lib/api/load-failure';
import { useState } from 'react';
import { DeleteSavedItemDialog } from '@/components/saved-items/delete-saved-item-dialog';
import { SavedItemDialog } from '@/components/item-dialogs/saved-item-dialog';
import type { SavedCard, SavedItemKind } from '@shared/schemas/saved-item';
import { savedCardsQueryOptions, useDeleteCard } from '../api';
import { KIND_NAMES } from '../saved-content-tabs';
import { ItemCard } from './item-card';
import { PagedList } from './paged-list';

/** The saved items of one kind, or of all kinds, with their detail dialog. */
export function SavedItemsTab({ kind, search }: { kind: SavedItemKind | undefined; search: string }) {
  const query = useInfiniteQuery(savedCardsQueryOptions(kind, search));
  const remove = useDeleteCard();
  const [viewing, setViewing] = useState<Pick<SavedCard, 'kind' | 'id'> | null>(null);
  const [confirming, setConfirming] = useState<Pick<SavedCard, 'kind' | 'id'> | null>(null);

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
            onDelete={() => setConfirming({ kind: card.kind, id: card.id })}
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
      {confirming && (
        <DeleteSavedItemDialog
          kind={confirming.kind}
          id={confirming.id}
          itemType={KIND_NAMES[confirming.kind].itemType}
          busy={remove.isPending && remove.variables.id === confirming.id}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove.mutate(confirming, { onSettled: () => setConfirming(null) })}
        />
      )}
    </>
  );
}
