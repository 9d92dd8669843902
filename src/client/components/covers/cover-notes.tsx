import { InfoIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * What a generated cover was drawn without, as the server put it, under the cover's preview. Spans only, since a
 * project's regenerate dialog shows it inside the result's radio button.
 */
export function CoverNotes({ notes, className }: { notes: readonly string[]; className?: string }) {
  if (notes.length === 0) return null;
  return (
    <span role="note" className={cn('grid gap-1.5 text-sm text-muted-foreground', className)}>
      {notes.map((note) => (
        <span key={note} className="flex gap-2">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{note}</span>
        </span>
      ))}
    </span>
  );
}
