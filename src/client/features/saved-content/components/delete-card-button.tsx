import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface DeleteCardButtonProps {
  /** The item's title, which names the button for screen readers. */
  subject: string;
  onDelete: () => void;
  deleting: boolean;
}

/** A card's delete button, at the end of its row of actions. */
export function DeleteCardButton({ subject, onDelete, deleting }: DeleteCardButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="ml-auto text-muted-foreground hover:text-destructive"
      onClick={onDelete}
      disabled={deleting}
      aria-label={`Delete ${subject}`}
    >
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}
