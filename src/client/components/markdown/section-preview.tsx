import { StickyNoteIcon } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { splitAuthorNotes } from '@shared/author-notes';

/** The markdown parser is loaded with the first preview drawn, not with every page that can show one. */
const MarkdownBlocks = lazy(() => import('./markdown-blocks').then((module) => ({ default: module.MarkdownBlocks })));

/** What the author left to do (docs/decisions/0027-author-notes.md): boxed apart from the reader's text. */
function AuthorNote({ markdown }: { markdown: string }) {
  return (
    <aside
      aria-label="Author note"
      className="space-y-2 rounded-r-lg border-l-4 border-primary/40 bg-muted px-3.5 py-3"
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
        <StickyNoteIcon className="size-3.5" aria-hidden="true" />
        Author note
      </p>
      <MarkdownBlocks markdown={markdown} />
    </aside>
  );
}

/** A section's markdown as it reads, its author notes drawn as notes rather than as their `:::note` markers. */
export function SectionPreview({
  markdown,
  className,
  ...props
}: { markdown: string } & Omit<ComponentProps<'div'>, 'children'>) {
  const parts = splitAuthorNotes(markdown);
  return (
    <div className={cn('space-y-3 text-sm leading-relaxed wrap-anywhere', className)} {...props}>
      {parts.length === 0 ? (
        <p className="text-muted-foreground">Nothing written yet.</p>
      ) : (
        <Suspense fallback={<p className="text-muted-foreground">Loading the preview…</p>}>
          {parts.map((part, index) =>
            part.note ? (
              <AuthorNote key={index} markdown={part.markdown} />
            ) : (
              <MarkdownBlocks key={index} markdown={part.markdown} />
            ),
          )}
        </Suspense>
      )}
    </div>
  );
}
