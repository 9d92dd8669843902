import { useRef, useState } from 'react';
import { writeLocalDraft, type WizardDraft } from '../wizard-draft';

/**
 * The wizard's draft as the screen shows it, and its latest value for the saves under way (they finish after
 * renders); null until it is resumed.
 */
export function useDraftState() {
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  const latest = useRef<WizardDraft | null>(null);

  /** Takes `next` as the draft without writing it to the browser: it was read from there, or is new. */
  const take = (next: WizardDraft) => {
    latest.current = next;
    setDraft(next);
  };

  /** Takes `next` and keeps it in the browser; false when the browser's storage refused it. */
  const keep = (next: WizardDraft) => {
    take(next);
    return writeLocalDraft(localStorage, next);
  };

  const current = () => {
    if (!latest.current) throw new Error('The wizard has not resumed yet');
    return latest.current;
  };

  return { draft, latest, take, keep, current };
}

export type DraftState = ReturnType<typeof useDraftState>;
