import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { LAST_STEP, WIZARD_STEPS } from '../wizard-draft';

interface WizardProgressProps {
  currentStep: number;
  maxStepReached: number;
}

/** The progress bar: how far the wizard is, and the six steps, those reached marked. */
export function WizardProgress({ currentStep, maxStepReached }: WizardProgressProps) {
  const percent = Math.round((currentStep / LAST_STEP) * 100);
  return (
    <div className="space-y-3">
      <div
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={1}
        aria-valuemax={LAST_STEP}
        aria-valuenow={currentStep}
        aria-valuetext={`Step ${currentStep} of ${LAST_STEP}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="grid grid-cols-6 gap-1">
        {WIZARD_STEPS.map((step, index) => {
          const number = index + 1;
          const current = number === currentStep;
          const reached = number <= maxStepReached;
          return (
            <li
              key={step.label}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border text-sm font-semibold',
                  current && 'border-primary bg-primary text-primary-foreground',
                  !current && reached && 'border-primary/40 bg-accent text-accent-foreground',
                  !current && !reached && 'bg-card text-muted-foreground',
                )}
              >
                {reached && !current && number < maxStepReached ? (
                  <CheckIcon className="size-4" aria-label={`${step.label}, reached`} />
                ) : (
                  number
                )}
              </span>
              <span
                className={cn(
                  'text-[11px] leading-tight sm:text-xs',
                  current ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {step.label}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
