import { useEffect, useRef } from 'react';

/** Saves a plan form's unsaved edits: true once saved (or when there were none), false when they were refused. */
type SaveEdits = () => Promise<boolean>;

/** The Book Plan form on screen for each project. */
const planForms = new Map<string, { current: SaveEdits }>();

/**
 * Lets the book be written from the plan as the form shows it: the Book Plan form of `projectId` hands over how
 * its unsaved edits are saved, which `savePlanEdits` calls before a run starts.
 */
export function usePlanEditsSaver(projectId: string, save: SaveEdits) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    planForms.set(projectId, latest);
    return () => {
      if (planForms.get(projectId) === latest) planForms.delete(projectId);
    };
  }, [projectId]);
}

/**
 * Saves the unsaved edits of the project's Book Plan form, when one is on screen: true when the plan as shown is
 * saved, false when it was refused (the form shows why, next to the field).
 */
export function savePlanEdits(projectId: string): Promise<boolean> {
  return planForms.get(projectId)?.current() ?? Promise.resolve(true);
}
