import { StickyNoteIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { countLabel } from '@/lib/count-label';

/** '40 author notes are left out of the files.', '1 author note is left out of the files.' */
export function notesLeftOutMessage(count: number) {
  return `${countLabel(count, 'author note')} ${count === 1 ? 'is' : 'are'} left out of the files.`;
}

/**
 * How many author notes the sections still hold (docs/decisions/0027-author-notes.md), and what the files do with
 * them: left out, or, in a Draft copy, drawn as boxed notes.
 */
export function AuthorNotesNotice({ count, draft }: { count: number; draft: boolean }) {
  return (
    <Alert variant="warning" className="wrap-anywhere" data-testid="author-notes">
      <StickyNoteIcon aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{countLabel(count, 'author note')} to replace</p>
        <p>
          Checklists, &ldquo;Your notes&rdquo; and bracketed instructions in the sections are notes for you: the PDF,
          DOCX and EPUB leave them out.{' '}
          {draft
            ? 'This Draft copy includes them as boxed notes, marked Draft.'
            : 'Replace them with your own words, or make a Draft copy to read them in place.'}
        </p>
      </div>
    </Alert>
  );
}
