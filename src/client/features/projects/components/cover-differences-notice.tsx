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
import type { CoverDifference, CoverPart } from '@shared/schemas/cover';

const PART_NAMES: Record<CoverPart, string> = { title: 'title', subtitle: 'subtitle', author: 'author' };

/** 'The cover shows another title', '… another title and author', '… another title, subtitle and author'. */
export function coverDifferencesHeading(differences: readonly CoverDifference[]) {
  const names = differences.map((difference) => PART_NAMES[difference.part]);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `The cover shows another ${listed}`;
}

const quoted = (text: string) => `“${text}”`;

/** One difference in a sentence: 'The cover shows “Inside Budgeting”; the book is “Budgeting on Irregular Income”.' */
function differenceSentence({ part, cover, book }: CoverDifference) {
  if (part === 'title') return `The cover shows ${quoted(cover)}; the book is ${quoted(book)}.`;
  if (part === 'author')
    return `The cover names ${cover ? quoted(cover) : 'no author'}; the book’s author is ${book ? quoted(book) : 'not set'}.`;
  if (!cover) return `The cover has no subtitle; the book’s is ${quoted(book)}.`;
  return `The cover shows the subtitle ${quoted(cover)}; the book ${book ? `has ${quoted(book)}` : 'has none'}.`;
}

function DifferenceSentences({ differences }: { differences: readonly CoverDifference[] }) {
  return (
    <>
      {differences.map((difference) => (
        <p key={difference.part}>{differenceSentence(difference)}</p>
      ))}
    </>
  );
}

function useRedraw(projectId: string) {
  const redraw = useRedrawCover(projectId);
  const run = (onDone?: () => void) =>
    redraw.mutate(undefined, {
      onSuccess: () => {
        toast.success('The cover now shows the book’s title and author.');
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
}: {
  projectId: string;
  differences: readonly CoverDifference[];
}) {
  const redraw = useRedraw(projectId);
  if (differences.length === 0) return null;
  return (
    <Alert variant="warning" className="wrap-anywhere" data-testid="cover-differences">
      <ImageIcon aria-hidden="true" />
      <div className="grid gap-2">
        <div className="grid gap-0.5">
          <p className="font-semibold">{coverDifferencesHeading(differences)}</p>
          <DifferenceSentences differences={differences} />
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
  onGenerate,
  onCancel,
}: {
  projectId: string;
  differences: readonly CoverDifference[];
  onGenerate: () => void;
  onCancel: () => void;
}) {
  const redraw = useRedraw(projectId);
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
              <DifferenceSentences differences={differences} />
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
          <Button variant="outline" disabled={redraw.busy} onClick={onGenerate}>
            Generate anyway
          </Button>
          <BusyButton busy={redraw.busy} busyLabel="Redrawing..." onClick={() => redraw.run(onGenerate)}>
            Redraw the cover first
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
