import { BookOpenTextIcon } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryCardBody } from '@/components/query-card-body';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api/api-client';
import {
  activeRunOf,
  bookQueryOptions,
  useBook,
  useBookRunControl,
  useBookRunProgress,
  useRestoreBookPart,
  useStartBookRun,
} from '@/features/book/book-run';
import { failureMessage } from '@/lib/api/failure-message';
import { bookPlanQueryOptions } from '@/features/book/book-plan';
import { savePlanEdits } from '@/features/book/plan-edits';
import { paths } from '@/lib/paths';
import type { BookPart, BookRun, BookView, StartBookBody } from '@shared/schemas/book-run';
import { BookPartsList } from './book-parts-list';
import { BookRunOutcome } from './book-run-outcome';
import { BookRunStatus } from './book-run-status';
import { bookCostLine, CANCEL_NOTE, chapterCountOf, rewriteQuestion } from './book-run-text';
import { PLAN_WORDS, type PlanWords } from '@shared/plan-words';
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

/** The question open over the panel: Stop the run (as it was when asked), or rewrite one part. */
type Asking = { kind: 'cancel'; run: BookRun } | { kind: 'rewrite'; part: BookPart };

/**
 * Stop is asked about the run as it was: once that run ends, pauses or resumes, the question no longer fits and
 * the panel shows what became of the run instead.
 */
const stillAsStopAsked = (asked: BookRun, now: BookRun) => asked.id === now.id && asked.status === now.status;

function showFailure(error: unknown) {
  console.error(error);
  toast.error(failureMessage(error));
}

function BookPanelBody({ projectId, view, words, onOpenPart }: BookPanelProps & { view: BookView; words: PlanWords }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const queryClient = useQueryClient();
  const start = useStartBookRun(projectId, announceAnotherBook);
  const resume = useBookRunControl(projectId, 'resume');
  const cancel = useBookRunControl(projectId, 'cancel');
  const restore = useRestoreBookPart(projectId);
  const [savingPlan, setSavingPlan] = useState(false);
  const active = activeRunOf(view);
  const chapterCount = chapterCountOf(view.parts);
  const close = () => setAsking(null);
  const allWritten = view.estimate.parts === 0 && view.estimate.rewrites === 0 && chapterCount > 0;
  // The book is written from the plan the creator sees: unsaved edits in the Book Plan are saved first.
  const writeFromPlanShown = async (request: StartBookBody) => {
    setSavingPlan(true);
    const planSaved = await savePlanEdits(projectId).finally(() => setSavingPlan(false));
    if (planSaved) start.mutate(request, { onError: showFailure });
  };

  const costLine = bookCostLine(view.cost, words);
  return (
    <>
      {active ? (
        <BookRunStatus
          run={active}
          chapterCount={chapterCount}
          words={words}
          onOpen={onOpenPart}
          onCancel={() => setAsking({ kind: 'cancel', run: active })}
          onResume={(body) => resume.mutate(body, { onError: showFailure })}
          resuming={resume.isPending}
          priced={view.cost.costUsd !== null}
          bookCost={costLine}
        />
      ) : (
        <>
          {view.run && (
            <BookRunOutcome run={view.run} parts={view.parts} words={words} projectId={projectId} onOpen={onOpenPart} />
          )}
          {costLine && <p className="text-sm text-muted-foreground">{costLine}</p>}
          <BookTemplateNotice template={view.template} words={words} />
          {allWritten ? (
            view.run?.status !== 'completed' && (
              <p className="text-sm text-muted-foreground">Every part of the {words.noun} is written.</p>
            )
          ) : (
            <BookStart
              view={view}
              words={words}
              busy={savingPlan || start.isPending}
              onStart={(request) => void writeFromPlanShown(request)}
            />
          )}
          <BookPartsList
            parts={view.parts}
            words={words}
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
      {asking?.kind === 'cancel' && active && stillAsStopAsked(asking.run, active) && (
        <ConfirmDialog
          question={`Stop writing the ${words.noun}?`}
          busy={cancel.isPending}
          confirmLabel="Stop Writing"
          busyLabel="Stopping..."
          cancelLabel="Keep Writing"
          confirmVariant="destructive"
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: close,
              onError: (error) => {
                if (!isApiError(error, 409)) return showFailure(error);
                // The run ended before Stop reached it: its outcome is what the panel shows, once read again.
                close();
                void queryClient.invalidateQueries({ queryKey: bookQueryOptions(projectId).queryKey });
              },
            })
          }
          onCancel={close}
        >
          {active?.status === 'paused' ? 'What is written is kept.' : CANCEL_NOTE}
        </ConfirmDialog>
      )}
      {asking?.kind === 'rewrite' && (
        <ConfirmDialog
          question={rewriteQuestion(asking.part, words)}
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

/** The id of the panel, which the Book Plan card's "Go to Write the Book" brings into view. */
export const WRITE_THE_BOOK_ID = 'write-the-book';

/**
 * Writes the project's whole book in one run (docs/decisions/0029-book-runs.md): its parts as they stand, starting
 * (with what it would take), the run as it writes, read every second so a reload or another device shows the same,
 * pausing, cancelling, and rewriting or restoring one part. Used by the project page and the Create wizard.
 */
export function BookPanel({ projectId, onOpenPart }: BookPanelProps) {
  const query = useBook(projectId);
  useBookRunProgress(query.data);
  // What the plan makes, by its kind: a course's panel writes "the course" and counts modules.
  const words = PLAN_WORDS[useQuery(bookPlanQueryOptions(projectId)).data?.kind ?? 'book'];
  return (
    <Card id={WRITE_THE_BOOK_ID} tabIndex={-1} className="scroll-mt-20 gap-4 p-5 outline-none">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <BookOpenTextIcon aria-hidden="true" className="size-4" />
        {words.write}
      </h2>
      <QueryCardBody query={query} loadingLabel={`Loading the ${words.noun}`} shape={['block', 'line', 'line']}>
        {(view) => <BookPanelBody projectId={projectId} view={view} words={words} onOpenPart={onOpenPart} />}
      </QueryCardBody>
    </Card>
  );
}
