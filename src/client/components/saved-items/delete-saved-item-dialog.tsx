import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Spinner } from '@/components/ui/spinner';
import { itemUsageQueryOptions } from '@/lib/saved-items/item-usage';
import type { SavedItemKind } from '@/lib/saved-items/saved-items';
import { usageSentence } from '@/lib/saved-items/usage-sentence';

interface DeleteSavedItemDialogProps {
  kind: SavedItemKind;
  id: string;
  /** The item in the question: 'niche', 'product idea', 'title', 'content', 'cover'. */
  itemType: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Which projects use the item, read as the dialog opens; if it cannot be read, the delete still works. */
function ItemUsage({ kind, id, itemType }: Pick<DeleteSavedItemDialogProps, 'kind' | 'id' | 'itemType'>) {
  const usage = useQuery(itemUsageQueryOptions(kind, id));
  if (usage.isPending) {
    return (
      <p className="flex items-center gap-2">
        <Spinner />
        Checking which projects use this {itemType}…
      </p>
    );
  }
  if (usage.isError) {
    return (
      <p>
        Could not check which projects use this {itemType}. Any project that uses it will need its files generated
        again.
      </p>
    );
  }
  const sentence = usageSentence(usage.data.projects);
  return sentence ? <p className="font-medium text-foreground">{sentence}</p> : <p>No project uses this {itemType}.</p>;
}

/** 'Are you sure you want to delete this title?', and under it the projects that use the title. */
export function DeleteSavedItemDialog({ kind, id, itemType, ...confirm }: DeleteSavedItemDialogProps) {
  return (
    <ConfirmDeleteDialog question={`Are you sure you want to delete this ${itemType}?`} {...confirm}>
      <ItemUsage kind={kind} id={id} itemType={itemType} />
    </ConfirmDeleteDialog>
  );
}
