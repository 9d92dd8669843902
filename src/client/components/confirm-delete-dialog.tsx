import type { ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface ConfirmDeleteDialogProps {
  /** 'Are you sure you want to delete this title?' */
  question: string;
  /** What else the delete changes, under the question. */
  children: ReactNode;
  /** The delete is running: Delete shows it, and the dialog cannot be closed until it ends. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question every delete asks before it happens, open while it is rendered; Cancel has the focus first. */
export function ConfirmDeleteDialog({ question, children, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <AlertDialogContent
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div aria-live="polite">{children}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <BusyButton variant="destructive" busy={busy} busyLabel="Deleting..." onClick={onConfirm}>
            Delete
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
