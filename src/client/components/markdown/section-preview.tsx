import { FileCheckIcon, StickyNoteIcon } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { splitAsides, type AsideKind } from '@shared/markdown-asides';

/** The markdown parser is loaded with the first preview drawn, not with every page that can show one. */
const MarkdownBlocks = lazy(() => import('./markdown-blocks').then((module) => ({ default: module.MarkdownBlocks })));

const ASIDES = {
  note: { label: 'Author note', Icon: StickyNoteIcon },
  answer: { label: 'Model answer (answer key only)', Icon: FileCheckIcon },
} as const;

/**
 * What the author left to do (docs/decisions/0027-author-notes.md), or an exercise's model answer, which only the
 * answer key prints (docs/decisions/0077-answer-key.md): boxed apart from the reader's text, labelled.
 */
function Aside({ kind, markdown }: { kind: AsideKind; markdown: string }) {
  const { label, Icon } = ASIDES[kind];
  return (
    <aside aria-label={label} className="space-y-2 rounded-r-lg border-l-4 border-primary/40 bg-muted px-3.5 py-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </p>
      <MarkdownBlocks markdown={markdown} />
    </aside>
  );
}

/**
 * A section's markdown as it reads, its author notes and model answers drawn as such rather than as their `:::note`
 * and `:::answer` markers.
 */
export function SectionPreview({
  markdown,
  className,
  ...props
}: { markdown: string } & Omit<ComponentProps<'div'>, 'children'>) {
  const parts = splitAsides(markdown);
  return (
    <div className={cn('space-y-3 text-sm leading-relaxed wrap-anywhere', className)} {...props}>
      {parts.length === 0 ? (
        <p className="text-muted-foreground">Nothing written yet.</p>
      ) : (
        <Suspense fallback={<p className="text-muted-foreground">Loading the preview…</p>}>
          {parts.map((part, index) =>
            part.kind === 'text' ? (
              <MarkdownBlocks key={index} markdown={part.markdown} />
            ) : (
              <Aside key={index} kind={part.kind} markdown={part.markdown} />
            ),
          )}
        </Suspense>
      )}
    </div>
  );
}
