import { RefreshCwIcon, Undo2Icon } from 'lucide-react';
import { useId } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import type { BookPart } from '@shared/schemas/book-run';
import { BookPartRow } from './book-part-row';
import { exercisesLine, OUT_OF_DATE, templateLine, wordsLabel } from './book-run-text';
import type { PlanWords } from '@shared/plan-words';

interface BookPartsListProps {
  parts: readonly BookPart[];
  /** What the plan makes: 'Parts of the course' for a course. */
  words: PlanWords;
  onOpen: (contentId: string) => void;
  onRewrite: (part: BookPart) => void;
  onRestore: (part: BookPart) => void;
  /** The key of the part whose previous version is being brought back. */
  restoring: string | null;
  /** Another run or request is under way: no part can be written again now. */
  busy: boolean;
}

/**
 * The book's parts in order, each written (its length, how much of it is template text, a workbook's exercises in it,
 * marked when the plan changed since; it opens, and can be rewritten or restored) or not.
 */
export function BookPartsList({ parts, words, onOpen, onRewrite, onRestore, restoring, busy }: BookPartsListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Parts of the {words.noun}
      </h3>
      <ol className="grid gap-2">
        {parts.map((part) => {
          const { contentId } = part;
          if (contentId === null) return <BookPartRow key={part.key} name={part.sectionName} detail="Not written" />;
          return (
            <BookPartRow
              key={part.key}
              name={part.sectionName}
              detail={wordsLabel(part.words)}
              warning={part.outOfDate ? OUT_OF_DATE : undefined}
              notes={[templateLine(part), exercisesLine(part)]}
              onOpen={() => onOpen(contentId)}
            >
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Rewrite ${part.sectionName}`}
                onClick={() => onRewrite(part)}
              >
                <RefreshCwIcon aria-hidden="true" />
                Rewrite
              </Button>
              {part.hasPreviousVersion && (
                <BusyButton
                  variant="ghost"
                  size="sm"
                  busy={restoring === part.key}
                  busyLabel="Restoring..."
                  disabled={busy}
                  aria-label={`Restore previous version of ${part.sectionName}`}
                  onClick={() => onRestore(part)}
                >
                  <Undo2Icon aria-hidden="true" />
                  Restore previous version
                </BusyButton>
              )}
            </BookPartRow>
          );
        })}
      </ol>
    </section>
  );
}
