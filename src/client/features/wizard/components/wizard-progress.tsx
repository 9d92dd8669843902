import { CheckIcon, SkipForwardIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { isSkippedStep, LAST_STEP, WIZARD_STEPS, type WizardDraft } from '../wizard-draft';

type StepState = 'current' | 'done' | 'skipped' | 'reached' | 'ahead';

function stateOf(draft: WizardDraft, number: number): StepState {
  if (number === draft.currentStep) return 'current';
  if (isSkippedStep(draft, number)) return 'skipped';
  if (number < draft.maxStepReached) return 'done';
  return number <= draft.maxStepReached ? 'reached' : 'ahead';
}

/** What a screen reader hears after a step's name; the current step is told by aria-current. */
const SPOKEN_STATE: Record<StepState, string | null> = {
  current: null,
  done: 'completed',
  skipped: 'skipped',
  reached: 'reached',
  ahead: 'not reached yet',
};

function StepMark({ state, number }: { state: StepState; number: number }) {
  if (state === 'done') return <CheckIcon className="size-4" aria-hidden="true" />;
  if (state === 'skipped') return <SkipForwardIcon className="size-3.5" aria-hidden="true" />;
  return <span aria-hidden="true">{number}</span>;
}

/** The progress bar: how far the wizard is, and the six steps, each marked current, completed, skipped or ahead. */
export function WizardProgress({ draft }: { draft: WizardDraft }) {
  const { currentStep } = draft;
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
      <ol
        aria-label="Wizard steps"
        className="grid gap-1"
        style={{ gridTemplateColumns: `repeat(${LAST_STEP}, minmax(0, 1fr))` }}
      >
        {WIZARD_STEPS.map((step, index) => {
          const number = index + 1;
          const state = stateOf(draft, number);
          const spoken = SPOKEN_STATE[state];
          return (
            <li
              key={step.label}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border text-sm font-semibold',
                  state === 'current' && 'border-primary bg-primary text-primary-foreground',
                  (state === 'done' || state === 'reached') && 'border-primary/40 bg-accent text-accent-foreground',
                  state === 'skipped' && 'border-dashed border-muted-foreground/60 bg-card text-muted-foreground',
                  state === 'ahead' && 'bg-card text-muted-foreground',
                )}
              >
                <StepMark state={state} number={number} />
              </span>
              <span
                className={cn(
                  'text-[11px] leading-tight sm:text-xs',
                  state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {step.label}
                {spoken && <span className="sr-only">, {spoken}</span>}
              </span>
              {state === 'skipped' && (
                <span
                  aria-hidden="true"
                  className="text-[10px] leading-none text-muted-foreground italic sm:text-[11px]"
                >
                  Skipped
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
