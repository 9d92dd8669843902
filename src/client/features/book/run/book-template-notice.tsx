import { FileWarningIcon } from 'lucide-react';
import type { BookView } from '@shared/schemas/book-run';
import { formatShare, MACHINE_TRACE_SHARE, TEMPLATE_TEXT_WAYS_OUT } from '@shared/template-text';
import type { PlanWords } from '@shared/plan-words';

/**
 * Said while the book is still a template draft by the built-in writer (docs/decisions/0038-honest-offline-drafts.md),
 * measured as docs/decisions/0071-honesty-measured.md says: how much of it is template text, what that lacks, how far
 * the files call it a draft, and the two ways to real text. Nothing once the book is the creator's or a provider's.
 */
export function BookTemplateNotice({ template, words }: { template: BookView['template']; words: PlanWords }) {
  if (!template.draft) return null;
  return (
    <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <FileWarningIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">
          {formatShare(template.share)} of the {words.noun} is still template text by the built-in writer.
        </p>
        <p>
          Template text gives your {words.noun} its structure, not its subject matter, and the files say “Draft –
          template text” while more than {formatShare(MACHINE_TRACE_SHARE)} of the {words.noun} is.{' '}
          {TEMPLATE_TEXT_WAYS_OUT}
        </p>
      </div>
    </div>
  );
}
