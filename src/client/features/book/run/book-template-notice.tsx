import { FileWarningIcon } from 'lucide-react';
import type { BookPart } from '@shared/schemas/book-run';
import { TEMPLATE_TEXT_WAYS_OUT } from '@shared/template-text';

/**
 * Said while parts drafted by the built-in writer are left unedited (docs/decisions/0038-honest-offline-drafts.md):
 * what the text is, what it lacks, and the two ways to real text. Nothing while every part is another writer's.
 */
export function BookTemplateNotice({ parts }: { parts: BookPart[] }) {
  const count = parts.filter((part) => part.templateText).length;
  if (count === 0) return null;
  return (
    <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <FileWarningIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">
          {count === 1 ? 'One part is' : `${count} parts are`} a template draft by the built-in writer.
        </p>
        <p>
          Template text gives your book its structure, not its subject matter, and the files say “Draft – template text”
          until every part is edited. {TEMPLATE_TEXT_WAYS_OUT}
        </p>
      </div>
    </div>
  );
}
