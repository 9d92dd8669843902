import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface BookPartRowProps {
  name: string;
  /** '1,234 words' or 'Not written'. */
  detail: string;
  /** Why the written part needs another look: 'Out of date: the plan changed'. */
  warning?: string;
  /**
   * Further lines on it, those without text left out: how it was written (what the clean-up took out of the provider's
   * answer, how much is template text), a workbook's exercises in it.
   */
  notes?: readonly (string | null | undefined)[];
  /** Opens the written part; a part not written has nothing to open. */
  onOpen?: () => void;
  /** The part's buttons, beside it (under it on a phone). */
  children?: ReactNode;
}

/** One part of the book in a list: its name and length (and a warning when it has one), opening it when written. */
export function BookPartRow({ name, detail, warning, notes = [], onOpen, children }: BookPartRowProps) {
  const text = (
    <>
      <span className="block font-medium">{name}</span>
      <span className="block text-xs text-muted-foreground">{detail}</span>
      {notes.map(
        (note) =>
          note && (
            <span key={note} className="block text-xs text-muted-foreground">
              {note}
            </span>
          ),
      )}
      {warning && <span className="block text-xs font-medium text-highlight-foreground">{warning}</span>}
    </>
  );
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-3 py-2 wrap-anywhere',
        !onOpen && 'border-dashed bg-muted/30 text-muted-foreground',
      )}
    >
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          className={cn(
            '-mx-1 min-w-0 flex-1 basis-48 rounded-md px-1 py-0.5 text-left text-sm transition-colors',
            'hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none',
          )}
        >
          {text}
        </button>
      ) : (
        <div className="min-w-0 flex-1 basis-48 py-0.5 text-sm">{text}</div>
      )}
      {children && <div className="flex flex-wrap gap-1">{children}</div>}
    </li>
  );
}
