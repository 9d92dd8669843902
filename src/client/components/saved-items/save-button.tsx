import { CheckIcon, SaveIcon } from 'lucide-react';
import { BusyButton } from '@/components/busy-button';

interface SaveButtonProps {
  /** Update replaces the item being edited; Save adds a new one. */
  action: 'save' | 'update';
  saving: boolean;
  saved: boolean;
  onClick: () => void;
  /** For screen readers: what is saved. */
  subject?: string;
  disabled?: boolean;
  className?: string;
}

export function SaveButton({ action, saving, saved, onClick, subject, disabled, className }: SaveButtonProps) {
  const label = action === 'update' ? 'Update' : 'Save';
  return (
    <BusyButton
      size="sm"
      variant={saved ? 'secondary' : 'default'}
      busy={saving}
      busyLabel="Saving..."
      disabled={saved || disabled}
      onClick={onClick}
      aria-label={subject && !saving ? `${saved ? 'Saved' : label}: ${subject}` : undefined}
      className={className}
    >
      {saved ? <CheckIcon aria-hidden="true" /> : <SaveIcon aria-hidden="true" />}
      {saved ? 'Saved' : label}
    </BusyButton>
  );
}
