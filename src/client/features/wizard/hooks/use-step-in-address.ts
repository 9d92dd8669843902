import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FIRST_STEP, goToStep, stepBack, stepOf, type WizardDraft } from '../wizard-draft';
import type { DraftState } from './use-draft-state';

/** What a step's history entry remembers: the step the wizard moved on from to reach it. */
const stepBeforeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'stepBefore' in state && typeof state.stepBefore === 'number'
    ? state.stepBefore
    : null;

/**
 * The wizard's step in the address (?step=): each move on is a new history entry, so the browser's Back and
 * Forward move between the steps reached and a reload stays on the step. `move` takes a draft whose step changed.
 */
export function useStepInAddress(
  { draft, latest, current }: Pick<DraftState, 'draft' | 'latest' | 'current'>,
  move: (next: WizardDraft) => void,
) {
  const [searchParams] = useSearchParams();
  const stepInAddress = stepOf(searchParams.get('step'));
  const location = useLocation();
  const navigate = useNavigate();

  /** Shows `step` in the address: a new history entry for a move, or in place of the entry that names none. */
  const showStep = (step: number, how: 'push' | 'replace') => {
    const search = new URLSearchParams(searchParams);
    search.set('step', String(step));
    const state: unknown = how === 'push' ? { stepBefore: stepInAddress } : location.state;
    void navigate({ search: `?${search.toString()}` }, { replace: how === 'replace', state });
  };

  const loaded = draft !== null;
  // The address and the draft agree on the step: a step the browser's Back or Forward (or a reload) shows is
  // taken when it was reached; an address naming no such step is given the draft's.
  useEffect(() => {
    const now = latest.current;
    if (!now) return;
    if (stepInAddress !== null && stepInAddress <= now.maxStepReached) {
      if (stepInAddress !== now.currentStep) move(goToStep(now, stepInAddress));
    } else {
      showStep(now.currentStep, 'replace');
    }
    // Only the address (and the first draft) move the wizard here; its own moves change both together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, stepInAddress]);

  /** A move on to another step, which the browser's history keeps. */
  const moveOn = (next: WizardDraft) => {
    move(next);
    showStep(next.currentStep, 'push');
  };

  return {
    showStep,
    moveOn,
    /** Back: the history entry before when the wizard moved on from the step before, else a new one. */
    back: () => {
      const { currentStep } = current();
      if (currentStep <= FIRST_STEP) return;
      if (stepBeforeOf(location.state) === currentStep - 1) void navigate(-1);
      else moveOn(stepBack(current()));
    },
  };
}
