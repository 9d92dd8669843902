import { CircleAlertIcon } from 'lucide-react';
import { BusyButton } from '@/components/busy-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PlanWords } from '@shared/plan-words';

/**
 * Shown when a save was refused because the plan was saved again after these edits began (another tab; a course run
 * drafting a module's lessons): the creator sees the saved plan, losing these edits, or saves these over it.
 */
export function PlanSavedSince({
  words,
  saving,
  onShowSaved,
  onSaveMine,
}: {
  words: PlanWords;
  saving: boolean;
  onShowSaved: () => void;
  onSaveMine: () => void;
}) {
  const where = words.kind === 'course' ? `in another tab, or by ${words.write} drafting a module` : 'in another tab';
  return (
    <Alert variant="warning" role="alert" className="wrap-anywhere">
      <CircleAlertIcon aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-semibold">Your changes are not saved</p>
        <p>
          The {words.plan} was saved again ({where}) after you began these changes. Show the saved plan, or save yours
          over it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onShowSaved} disabled={saving}>
            Show Saved Plan
          </Button>
          <BusyButton size="sm" onClick={onSaveMine} busy={saving} busyLabel="Saving...">
            Save Mine Over It
          </BusyButton>
        </div>
      </div>
    </Alert>
  );
}
