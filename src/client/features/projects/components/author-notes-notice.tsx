import { StickyNoteIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { countLabel } from '@/lib/count-label';
import type { DocumentsStatus } from '@shared/catalog';

/** '40 author notes are left out of the copy for sale.', '1 author note is left out of the copy for sale.' */
export function notesLeftOutMessage(count: number) {
  return `${countLabel(count, 'author note')} ${count === 1 ? 'is' : 'are'} left out of the copy for sale.`;
}

/** What the draft copy does for the notes, by how it stands. */
const DRAFT_COPY: Record<DocumentsStatus, string> = {
  not_generated: 'Replace them with your own words, or make a draft copy to read them in place.',
  failed: 'Replace them with your own words, or make a draft copy to read them in place.',
  generating: 'Replace them with your own words; the draft copy being made shows them as boxed notes.',
  completed: 'Replace them with your own words; the draft copy shows them as boxed notes, marked Draft.',
};

/**
 * How many author notes the sections still hold (docs/decisions/0027-author-notes.md), and what each copy does with
 * them (docs/decisions/0037-draft-and-sale-copies.md): the copy for sale leaves them out, the draft copy draws them
 * as boxed notes.
 */
export function AuthorNotesNotice({ count, draftCopy }: { count: number; draftCopy: DocumentsStatus }) {
  return (
    <Alert variant="warning" className="wrap-anywhere" data-testid="author-notes">
      <StickyNoteIcon aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-semibold">{countLabel(count, 'author note')} to replace</p>
        <p>
          Checklists, &ldquo;Your notes&rdquo; and bracketed instructions in the sections are notes for you: the copy
          for sale (PDF, DOCX and EPUB) leaves them out. {DRAFT_COPY[draftCopy]}
        </p>
      </div>
    </Alert>
  );
}
