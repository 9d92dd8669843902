import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';

interface DeleteProjectDialogProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Are you sure you want to delete this project?', saying what goes with it and what stays. */
export function DeleteProjectDialog(confirm: DeleteProjectDialogProps) {
  return (
    <ConfirmDeleteDialog question="Are you sure you want to delete this project?" {...confirm}>
      <p>Its files go with it. The niche, title, content and cover it uses stay in your saved content.</p>
    </ConfirmDeleteDialog>
  );
}
