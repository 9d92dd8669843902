import { CircleAlertIcon, PlayIcon, SquareIcon } from 'lucide-react';
import { BusyButton } from '@/components/busy-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useState } from 'react';
import type { BookRun, ResumeBookBody } from '@shared/schemas/book-run';
import { budgetTexts, readBudget, type BudgetErrors, type BudgetTexts } from './book-budget';
import { currentPartLine, spendLine, timeLeftLine, wordsLabel } from './book-run-text';
import { BudgetFields } from './budget-fields';
import { WrittenParts } from './written-parts';
import type { PlanWords } from '@shared/plan-words';

interface BookRunStatusProps {
  /** A running or paused run. */
  run: BookRun;
  /** The plan's chapters, which the chapter being written is counted against. */
  chapterCount: number;
  /** What the plan makes and its chapters are called ('module 2 of 6' in a course). */
  words: PlanWords;
  onOpen: (contentId: string) => void;
  onCancel: () => void;
  onResume: (body: ResumeBookBody) => void;
  resuming: boolean;
  /** The provider's prices are set: a budget in dollars can be given. */
  priced: boolean;
  /** What the book cost over all its runs, once a part is written. */
  bookCost: string | null;
}

/** '3 of 12 parts written'. */
const partsDone = (run: BookRun) => `${run.stepsDone} of ${run.stepCount} parts written`;

/**
 * The run's figures under its bar: words so far and, once there is a pace to go by, the time left; then what it has
 * spent against its budget, and what the book cost.
 */
function RunFigures({ run, bookCost }: { run: BookRun; bookCost: string | null }) {
  const figures = [partsDone(run), `${wordsLabel(run.words)} so far`];
  if (run.status === 'running' && run.secondsLeft !== null) figures.push(timeLeftLine(run.secondsLeft));
  return (
    <div className="grid gap-0.5 text-sm text-muted-foreground">
      <p>{figures.join(' · ')}</p>
      <p>{spendLine(run)}</p>
      {bookCost && <p>{bookCost}</p>}
    </div>
  );
}

const hasBudget = (run: BookRun) => run.budget.tokens !== null || run.budget.usd !== null;

/**
 * A run under way: the part being written, a bar of the parts saved, the words so far, the time left and the spend,
 * the parts it wrote (each opens), and Cancel; paused, the reason with Resume and Cancel, and a run with a budget
 * offers it to raise before Resume (docs/decisions/0061-run-budget.md).
 */
export function BookRunStatus({
  run,
  chapterCount,
  words,
  onOpen,
  onCancel,
  onResume,
  resuming,
  priced,
  bookCost,
}: BookRunStatusProps) {
  const running = run.status === 'running';
  const [budgetEdits, setBudgetEdits] = useState<Partial<BudgetTexts>>({});
  const [budgetErrors, setBudgetErrors] = useState<BudgetErrors>({});
  const budget = { ...budgetTexts(run.budget), ...budgetEdits };
  const resume = () => {
    if (!hasBudget(run)) return onResume({});
    const read = readBudget(budget);
    if ('errors' in read) return setBudgetErrors(read.errors);
    onResume({ budget: read.budget });
  };
  return (
    <div className="grid gap-4">
      {running ? (
        <p aria-live="polite" className="flex items-start gap-2 font-medium wrap-anywhere">
          <Spinner className="mt-0.5 text-primary" />
          {currentPartLine(run, chapterCount, words)}
        </p>
      ) : (
        <Alert variant="warning" role="alert" className="wrap-anywhere">
          <CircleAlertIcon aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">Writing paused</p>
            {run.error && <p>{run.error}</p>}
          </div>
        </Alert>
      )}
      <div className="grid gap-2">
        <Progress
          aria-label="Parts written"
          value={run.stepsDone}
          max={Math.max(1, run.stepCount)}
          getValueLabel={() => partsDone(run)}
        />
        <RunFigures run={run} bookCost={bookCost} />
      </div>
      {!running && hasBudget(run) && (
        <BudgetFields
          texts={budget}
          errors={budgetErrors}
          onChange={(field, text) => {
            setBudgetEdits((edits) => ({ ...edits, [field]: text }));
            setBudgetErrors((errors) => ({ ...errors, [field]: undefined }));
          }}
          priced={priced}
          offline={false}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        {!running && (
          <BusyButton busy={resuming} busyLabel="Resuming..." onClick={resume}>
            <PlayIcon aria-hidden="true" />
            Resume
          </BusyButton>
        )}
        {run.cancelRequested ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Stopping after this part…
          </p>
        ) : (
          <Button variant="outline" onClick={onCancel}>
            <SquareIcon aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
      <WrittenParts parts={run.written} onOpen={onOpen} />
    </div>
  );
}
