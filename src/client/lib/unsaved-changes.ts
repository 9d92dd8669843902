import { useEffect } from 'react';

/** The forms on screen that hold edits not yet saved, each by a token of its own. */
const editedForms = new Set<object>();

/** Whether any form on screen holds edits not yet saved: leaving the page would lose them. */
export const hasUnsavedChanges = () => editedForms.size > 0;

/**
 * Marks the form that calls it as holding unsaved edits while `unsaved` is true, so leaving the page (another page
 * of the app, a reload or closing the tab) asks first (`UnsavedChangesGuard`). A form that is saved, reset or gone
 * no longer counts.
 */
export function useUnsavedChanges(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const token = {};
    editedForms.add(token);
    return () => {
      editedForms.delete(token);
    };
  }, [unsaved]);
}
