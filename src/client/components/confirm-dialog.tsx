import type { ComponentProps, ReactNode } from 'react';
import { BusyButton } from './busy-button';
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

export interface ConfirmDialogProps {
  /** 'Are you sure you want to delete this title?' */
  question: string;
  /** What the action changes, under the question. */
  children: ReactNode;
  /** The action is running: its button shows it, and the dialog cannot be closed until it ends. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The buttons' words: 'Delete' and 'Deleting...'; Cancel unless `cancelLabel` says otherwise. */
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  confirmVariant?: ComponentProps<typeof Button>['variant'];
}

/** A question asked before an action happens, open while it is rendered; the button that cancels has the focus first. */
export function ConfirmDialog({
  question,
  children,
  busy,
  onConfirm,
  onCancel,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  confirmVariant = 'default',
}: ConfirmDialogProps) {
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
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          <BusyButton variant={confirmVariant} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
