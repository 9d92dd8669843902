import { BookOpenTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  activeRunOf,
  useBook,
  useBookRunControl,
  useBookRunProgress,
  useRestoreBookPart,
  useStartBookRun,
} from '@/lib/projects/book-run';
import { failureMessage } from '@/lib/api/failure-message';
import { paths } from '@/lib/paths';
import type { BookPart, BookRun, BookView } from '@shared/schemas/book-run';
import { BookPartsList } from './book-parts-list';
import { BookRunOutcome } from './book-run-outcome';
import { BookRunStatus } from './book-run-status';
import { CANCEL_NOTE, chapterCountOf, rewriteQuestion } from './book-run-text';
import { BookStart } from './book-start';
import { BookTemplateNotice } from './book-template-notice';

interface BookPanelProps {
  projectId: string;
  /** Opens a written part (its saved section). */
  onOpenPart: (contentId: string) => void;
}

/** The user's one running book is another project's: said so, with a link to it. */
function announceAnotherBook(run: BookRun) {
  toast.info(
    <span>
      Another book is being written: “
      <Link to={paths.project.href(run.projectId)} className="font-semibold underline underline-offset-2">
        {run.projectTitle}
      </Link>
      ”.
    </span>,
  );
}

function showFailure(error: unknown) {
  console.error(error);
  toast.error(failureMessage(error));
}

function BookPanelBody({ projectId, view, onOpenPart }: BookPanelProps & { view: BookView }) {
  const [asking, setAsking] = useState<{ kind: 'cancel' } | { kind: 'rewrite'; part: BookPart } | null>(null);
  const start = useStartBookRun(projectId, announceAnotherBook);
  const resume = useBookRunControl(projectId, 'resume');
  const cancel = useBookRunControl(projectId, 'cancel');
  const restore = useRestoreBookPart(projectId);
  const active = activeRunOf(view);
  const chapterCount = chapterCountOf(view.parts);
  const close = () => setAsking(null);
  const allWritten = view.estimate.parts === 0 && chapterCount > 0;

  return (
    <>
      {active ? (
        <BookRunStatus
          run={active}
          chapterCount={chapterCount}
          onOpen={onOpenPart}
          onCancel={() => setAsking({ kind: 'cancel' })}
          onResume={() => resume.mutate(undefined, { onError: showFailure })}
          resuming={resume.isPending}
        />
      ) : (
        <>
          {view.run && <BookRunOutcome run={view.run} parts={view.parts} projectId={projectId} />}
          <BookTemplateNotice parts={view.parts} />
          {allWritten ? (
            view.run?.status !== 'completed' && (
              <p className="text-sm text-muted-foreground">Every part of the book is written.</p>
            )
          ) : (
            <BookStart
              view={view}
              busy={start.isPending}
              onStart={(contentType) => start.mutate({ contentType }, { onError: showFailure })}
            />
          )}
          <BookPartsList
            parts={view.parts}
            onOpen={onOpenPart}
            onRewrite={(part) => setAsking({ kind: 'rewrite', part })}
            onRestore={(part) =>
              restore.mutate(part.key, {
                onSuccess: () => toast.success('Previous version restored!'),
                onError: showFailure,
              })
            }
            restoring={restore.isPending ? (restore.variables ?? null) : null}
            busy={start.isPending || restore.isPending}
          />
        </>
      )}
      {asking?.kind === 'cancel' && (
        <ConfirmDialog
          question="Stop writing the book?"
          busy={cancel.isPending}
          confirmLabel="Stop Writing"
          busyLabel="Stopping..."
          cancelLabel="Keep Writing"
          confirmVariant="destructive"
          onConfirm={() => cancel.mutate(undefined, { onSuccess: close, onError: showFailure })}
          onCancel={close}
        >
          {active?.status === 'paused' ? 'What is written is kept.' : CANCEL_NOTE}
        </ConfirmDialog>
      )}
      {asking?.kind === 'rewrite' && (
        <ConfirmDialog
          question={rewriteQuestion(asking.part)}
          busy={start.isPending}
          confirmLabel="Rewrite"
          busyLabel="Starting..."
          onConfirm={() => start.mutate({ rewrite: asking.part.key }, { onSuccess: close, onError: showFailure })}
          onCancel={close}
        >
          Its current text is kept as the previous version.
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * Writes the project's whole book in one run (docs/decisions/0029-book-runs.md): its parts as they stand, starting
 * (with what it would take), the run as it writes, read every second so a reload or another device shows the same,
 * pausing, cancelling, and rewriting or restoring one part. Used by the project page and the Create wizard.
 */
export function BookPanel({ projectId, onOpenPart }: BookPanelProps) {
  const query = useBook(projectId);
  useBookRunProgress(query.data);
  return (
    <Card className="gap-4 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <BookOpenTextIcon aria-hidden="true" className="size-4" />
        Write the Book
      </h2>
      {query.isPending ? (
        <div aria-label="Loading the book" className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(query.error)}
        </p>
      ) : (
        <BookPanelBody projectId={projectId} view={query.data} onOpenPart={onOpenPart} />
      )}
    </Card>
  );
}
