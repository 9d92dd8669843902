import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The button that removes one entry of a plan's list (a lesson, a question, a column), named for what it removes. */
export function RemoveButton({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={onRemove}>
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}
