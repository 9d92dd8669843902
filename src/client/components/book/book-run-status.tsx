import { CircleAlertIcon, PlayIcon, SquareIcon } from 'lucide-react';
import { BusyButton } from '@/components/busy-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { BookRun } from '@shared/schemas/book-run';
import { currentPartLine, timeLeftLine, wordsLabel } from './book-run-text';
import { WrittenParts } from './written-parts';

interface BookRunStatusProps {
  /** A running or paused run. */
  run: BookRun;
  /** The plan's chapters, which the chapter being written is counted against. */
  chapterCount: number;
  onOpen: (contentId: string) => void;
  onCancel: () => void;
  onResume: () => void;
  resuming: boolean;
}

/** '3 of 12 parts written'. */
const partsDone = (run: BookRun) => `${run.stepsDone} of ${run.stepCount} parts written`;

/** The run's figures under its bar: words so far and, once there is a pace to go by, the time left. */
function RunFigures({ run }: { run: BookRun }) {
  const figures = [partsDone(run), `${wordsLabel(run.words)} so far`];
  if (run.status === 'running' && run.secondsLeft !== null) figures.push(timeLeftLine(run.secondsLeft));
  return <p className="text-sm text-muted-foreground">{figures.join(' · ')}</p>;
}

/**
 * A run under way: the part being written, a bar of the parts saved, the words so far and the time left, the parts
 * it wrote (each opens), and Cancel; paused, the reason with Resume and Cancel.
 */
export function BookRunStatus({ run, chapterCount, onOpen, onCancel, onResume, resuming }: BookRunStatusProps) {
  const running = run.status === 'running';
  return (
    <div className="grid gap-4">
      {running ? (
        <p aria-live="polite" className="flex items-start gap-2 font-medium wrap-anywhere">
          <Spinner className="mt-0.5 text-primary" />
          {currentPartLine(run, chapterCount)}
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
        <RunFigures run={run} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {!running && (
          <BusyButton busy={resuming} busyLabel="Resuming..." onClick={onResume}>
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
