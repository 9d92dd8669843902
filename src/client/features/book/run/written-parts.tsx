import { useId } from 'react';
import type { WrittenPart } from '@shared/schemas/book-run';
import { BookPartRow } from './book-part-row';
import { partCleanupLine, partWritingLine } from './book-run-text';

/**
 * The parts a run wrote, each opening its text, with what writing it took: the words asked and written, who wrote it,
 * the times it was asked again or continued, and what the clean-up took out of the provider's answer.
 */
export function WrittenParts({
  parts,
  onOpen,
}: {
  parts: readonly WrittenPart[];
  onOpen: (contentId: string) => void;
}) {
  const headingId = useId();
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Written in this run
      </h3>
      <ol className="grid gap-2">
        {parts.map((part) => (
          <BookPartRow
            key={part.contentId}
            name={part.sectionName}
            detail={partWritingLine(part)}
            notes={[partCleanupLine(part)]}
            onOpen={() => onOpen(part.contentId)}
          />
        ))}
      </ol>
    </section>
  );
}
