import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, CircleStopIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useFollowGenerating } from '@/lib/projects/followed-generations';
import { projectQueryOptions } from '@/lib/projects/projects';
import type { BookPart, BookRun } from '@shared/schemas/book-run';
import { bookWrittenLine, rewrittenLine, stoppedLine, usageLine } from './book-run-text';
import { WrittenParts } from './written-parts';
import type { PlanWords } from '@shared/plan-words';

/**
 * The files the project's book is made into once a run is done, followed as the project page follows them, so the
 * status moves from making to ready without a reload.
 */
function BookFiles({ projectId }: { projectId: string }) {
  const query = useQuery(projectQueryOptions(projectId));
  const project = query.data;
  useFollowGenerating(project && [project], query.isFetching);
  if (project?.documentsStatus === 'generating') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        Making the PDF, DOCX and EPUB…
      </p>
    );
  }
  if (project?.documentsStatus === 'completed') {
    return <p className="text-sm text-muted-foreground">The PDF, DOCX and EPUB are made.</p>;
  }
  return null;
}

/**
 * How the last run ended: the book written (its parts, words and the tokens used, what it left undone, and how each
 * part was written), or where it stopped.
 */
export function BookRunOutcome({
  run,
  parts,
  words,
  projectId,
  onOpen,
}: {
  run: BookRun;
  parts: readonly BookPart[];
  /** What the plan makes: 'Course written: …' for a course. */
  words: PlanWords;
  projectId: string;
  onOpen: (contentId: string) => void;
}) {
  if (run.status === 'cancelled') {
    return (
      <p className="flex items-start gap-2 text-sm font-medium">
        <CircleStopIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {stoppedLine(run)}
      </p>
    );
  }
  if (run.status !== 'completed') return null;
  return (
    <div className="grid gap-1">
      <p className="flex items-start gap-2 font-medium">
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        {run.kind === 'book' ? bookWrittenLine(parts, words) : rewrittenLine(run)}
      </p>
      {run.usage && <p className="text-sm text-muted-foreground">{usageLine(run.usage)}</p>}
      {run.note && <p className="text-sm text-muted-foreground wrap-anywhere">{run.note}</p>}
      <BookFiles projectId={projectId} />
      <WrittenParts parts={run.written} onOpen={onOpen} />
    </div>
  );
}
