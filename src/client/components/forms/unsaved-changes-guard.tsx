import { useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';

/** Going to another page while a form holds unsaved edits; a change of the query or hash alone stays on the page. */
const leavesEdits: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges();

/** The browser asks its own question before a reload or closing the tab while a form holds unsaved edits. */
function askBeforeUnload(event: BeforeUnloadEvent) {
  if (hasUnsavedChanges()) event.preventDefault();
}

/**
 * Asks before the creator leaves a page whose forms hold unsaved edits (`useUnsavedChanges`): another page of the
 * app asks here, Leave or Stay; a reload or a closed tab asks through the browser. Rendered once, by the layout
 * around the pages.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(leavesEdits);
  useEffect(() => {
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, []);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      question="You have unsaved changes"
      busy={false}
      confirmLabel="Leave"
      busyLabel="Leaving..."
      cancelLabel="Stay"
      confirmVariant="destructive"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      If you leave this page, they are lost. Stay to save them first.
    </ConfirmDialog>
  );
}
