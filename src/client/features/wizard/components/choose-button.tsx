import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import type { SavedItemKind, SavedItemOf, SaveInputOf } from '@/lib/saved-items/saved-items';
import { useSaveItem } from '@/lib/saved-items/use-save-item';

interface ChooseButtonProps<Kind extends SavedItemKind> {
  kind: Kind;
  /** What is saved when chosen (a save key is added, so a double-click saves once). */
  input: SaveInputOf<Kind>;
  label: string;
  /** For screen readers: what is chosen. */
  subject: string;
  savedMessage: string;
  onChosen: (item: SavedItemOf<Kind>) => void;
  className?: string;
}

/** Chooses a generated result for the product: saves it, then hands the saved item to the wizard. */
export function ChooseButton<Kind extends SavedItemKind>({
  kind,
  input,
  label,
  subject,
  savedMessage,
  onChosen,
  className = 'self-start',
}: ChooseButtonProps<Kind>) {
  const save = useSaveItem(kind, { saved: savedMessage, updated: savedMessage });
  const [saveKey] = useState(() => crypto.randomUUID());
  return (
    <BusyButton
      size="sm"
      busy={save.isPending}
      busyLabel="Saving..."
      aria-label={save.isPending ? undefined : `${label}: ${subject}`}
      onClick={() => save.save({ input: { ...input, saveKey } }, { onSuccess: onChosen })}
      className={className}
    >
      <CheckIcon aria-hidden="true" />
      {label}
    </BusyButton>
  );
}
