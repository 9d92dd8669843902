import { StickyNoteIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { countLabel } from '@/lib/count-label';

/** '40 author notes are left out of the files.', '1 author note is left out of the files.' */
export function notesLeftOutMessage(count: number) {
  return `${countLabel(count, 'author note')} ${count === 1 ? 'is' : 'are'} left out of the files.`;
}

/** What the files do with the notes: a Draft copy can be asked for beside Generate Product, and may be ticked. */
export type DraftCopyChoice = 'unavailable' | 'offered' | 'chosen';

const NEXT_STEP: Record<DraftCopyChoice, string> = {
  unavailable: 'Replace them with your own words.',
  offered: 'Replace them with your own words, or make a Draft copy to read them in place.',
  chosen: 'This Draft copy includes them as boxed notes, marked Draft.',
};

/**
 * How many author notes the sections still hold (docs/decisions/0027-author-notes.md), and what the files do with
 * them: left out, or, in a Draft copy, drawn as boxed notes.
 */
export function AuthorNotesNotice({ count, draft }: { count: number; draft: DraftCopyChoice }) {
  return (
    <Alert variant="warning" className="wrap-anywhere" data-testid="author-notes">
      <StickyNoteIcon aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{countLabel(count, 'author note')} to replace</p>
        <p>
          Checklists, &ldquo;Your notes&rdquo; and bracketed instructions in the sections are notes for you: the PDF,
          DOCX and EPUB leave them out. {NEXT_STEP[draft]}
        </p>
      </div>
    </Alert>
  );
}
