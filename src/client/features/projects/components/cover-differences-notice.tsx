import { ImageIcon } from 'lucide-react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api/failure-message';
import { useRedrawCover } from '@/lib/projects/project-cover';
import type { CoverDifference } from '@shared/schemas/cover';
import type { CoverChoice } from '@shared/schemas/project-document';
import { coverDifferenceSentence, coverDifferencesHeading, coverRedrawnMessage } from '@shared/cover-differences-text';
import type { PlanNoun } from '@shared/plan-words';

function DifferenceSentences({ differences, noun }: { differences: readonly CoverDifference[]; noun: PlanNoun }) {
  return (
    <>
      {differences.map((difference) => (
        <p key={difference.part}>{coverDifferenceSentence(difference, noun)}</p>
      ))}
    </>
  );
}

function useRedraw(projectId: string, noun: PlanNoun) {
  const redraw = useRedrawCover(projectId);
  const run = (onDone?: () => void) =>
    redraw.mutate(undefined, {
      onSuccess: () => {
        toast.success(coverRedrawnMessage(noun));
        onDone?.();
      },
      onError: (error) => toast.error(failureMessage(error)),
    });
  return { run, busy: redraw.isPending };
}

/**
 * Where the project's cover prints another title, subtitle or author than its book plan, and Redraw the cover, which
 * sets the plan's words in the cover's own style (docs/decisions/0036-cover-follows-the-plan.md).
 */
export function CoverDifferencesNotice({
  projectId,
  differences,
  noun,
}: {
  projectId: string;
  differences: readonly CoverDifference[];
  /** What the product is called: the book, the course. */
  noun: PlanNoun;
}) {
  const redraw = useRedraw(projectId, noun);
  if (differences.length === 0) return null;
  return (
    <Alert variant="warning" className="wrap-anywhere" data-testid="cover-differences">
      <ImageIcon aria-hidden="true" />
      <div className="grid gap-2">
        <div className="grid gap-0.5">
          <p className="font-semibold">{coverDifferencesHeading(differences)}</p>
          <DifferenceSentences differences={differences} noun={noun} />
        </div>
        <div>
          <BusyButton
            size="sm"
            variant="outline"
            busy={redraw.busy}
            busyLabel="Redrawing..."
            onClick={() => redraw.run()}
          >
            Redraw the cover
          </BusyButton>
        </div>
      </div>
    </Alert>
  );
}

/**
 * Asked before Generate Product while the cover disagrees with the plan: redraw it first (then the files are made), or
 * make the files with the cover as it is.
 */
export function CoverDifferencesDialog({
  projectId,
  differences,
  noun,
  onGenerate,
  onCancel,
}: {
  projectId: string;
  differences: readonly CoverDifference[];
  noun: PlanNoun;
  /** Makes the files: with the cover kept as it is (`keep`), or once it is redrawn (no choice needed then). */
  onGenerate: (cover?: CoverChoice) => void;
  onCancel: () => void;
}) {
  const redraw = useRedraw(projectId, noun);
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open && !redraw.busy) onCancel();
      }}
    >
      <AlertDialogContent
        onEscapeKeyDown={(event) => {
          if (redraw.busy) event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{coverDifferencesHeading(differences)}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-1 wrap-anywhere">
              <DifferenceSentences differences={differences} noun={noun} />
              <p>Redraw the cover before the files are made, so its cover and title page agree?</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={redraw.busy}>
              Cancel
            </Button>
          </AlertDialogCancel>
          <Button variant="outline" disabled={redraw.busy} onClick={() => onGenerate('keep')}>
            Generate anyway
          </Button>
          <BusyButton busy={redraw.busy} busyLabel="Redrawing..." onClick={() => redraw.run(() => onGenerate())}>
            Redraw the cover first
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
