import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type ConfirmDeleteDialogProps = Omit<
  ConfirmDialogProps,
  'confirmLabel' | 'busyLabel' | 'cancelLabel' | 'confirmVariant'
>;

/** The question every delete asks before it happens, open while it is rendered; Cancel has the focus first. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} confirmLabel="Delete" busyLabel="Deleting..." confirmVariant="destructive" />;
}
