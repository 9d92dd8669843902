import { ArrowLeftIcon, ArrowRightIcon, SaveIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FIRST_STEP } from '../wizard-draft';

interface WizardNavProps {
  currentStep: number;
  canForward: boolean;
  onBack: () => void;
  onForward: () => void;
  onSaveAndExit: () => void;
}

/** Back (not on the first step), Forward (only back to the furthest step reached) and Save & Exit. */
export function WizardNav({ currentStep, canForward, onBack, onForward, onSaveAndExit }: WizardNavProps) {
  return (
    <nav aria-label="Wizard steps" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={onBack} disabled={currentStep <= FIRST_STEP}>
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Button>
      {canForward && (
        <Button variant="outline" onClick={onForward}>
          Forward
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      )}
      <Button variant="ghost" className="ml-auto" onClick={onSaveAndExit}>
        <SaveIcon aria-hidden="true" />
        Save &amp; Exit
      </Button>
    </nav>
  );
}
