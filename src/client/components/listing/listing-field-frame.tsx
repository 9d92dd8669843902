import { RefreshCwIcon, Undo2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import { CopyButton } from '@/components/copy-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { FieldCopy } from './listing-draft';

export interface ListingFieldFrameProps {
  /** The id of the field's first control, which its label names. */
  id: string;
  label: string;
  /** Which store asks for it and how, under the label. */
  hint: string;
  /** The count against its limit: '312 / 4,000', '5 / 7 keywords'. */
  count: { text: string; over: boolean };
  /** What a store would refuse in the field as a whole, in the schema's words. */
  refusal: string | undefined;
  /** The built-in writer drafted it from the plan's structure and it is unchanged since. */
  offlineDraft: boolean;
  /** The book plan has left it behind since it was written, and it is unchanged since. */
  outOfDate: boolean;
  /** One Copy per store's way of taking the field: the description's HTML for KDP and its text for the others. */
  copies: FieldCopy[];
  onRegenerate: () => void;
  regenerating: boolean;
  /** Brings back the text before the last regeneration; absent when there is none, or it is what is shown. */
  onBringBack: (() => void) | undefined;
  children: ReactNode;
}

/**
 * One field of the Listing card: its label and store, the built-in writer's draft mark and the out-of-date mark, Copy,
 * Regenerate and Bring back, the control, and under it what a store would refuse and the count against its limit.
 */
export function ListingFieldFrame({
  id,
  label,
  hint,
  count,
  refusal,
  offlineDraft,
  outOfDate,
  copies,
  onRegenerate,
  regenerating,
  onBringBack,
  children,
}: ListingFieldFrameProps) {
  const refusalId = `${id}-refusal`;
  const draftId = `${id}-draft`;
  const outOfDateId = `${id}-out-of-date`;
  return (
    <section aria-labelledby={`${id}-label`} data-listing-field={id} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-label`} className="text-sm font-medium">
              <label htmlFor={id}>{label}</label>
            </h3>
            {offlineDraft && (
              <Badge variant="warning" aria-describedby={draftId}>
                Draft
              </Badge>
            )}
            {outOfDate && (
              <Badge variant="warning" aria-describedby={outOfDateId}>
                Out of date
              </Badge>
            )}
          </div>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {copies.map((copy) => (
            <CopyButton
              key={copy.label}
              text={copy.text}
              successMessage="Copied"
              subject={copy.subject}
              label={copy.label}
            />
          ))}
          <BusyButton
            variant="outline"
            size="sm"
            busy={regenerating}
            busyLabel="Writing…"
            onClick={onRegenerate}
            aria-label={`Regenerate: ${label}`}
          >
            <RefreshCwIcon aria-hidden="true" />
            Regenerate
          </BusyButton>
          {onBringBack && (
            <Button variant="ghost" size="sm" onClick={onBringBack} aria-label={`Bring back the previous ${label}`}>
              <Undo2Icon aria-hidden="true" />
              Previous
            </Button>
          )}
        </div>
      </div>
      {offlineDraft && (
        <p id={draftId} className="rounded-md bg-warning/10 px-2.5 py-1.5 text-xs text-highlight-foreground">
          Drafted by the built-in writer from the plan&apos;s structure: it needs your words before it goes on sale.
        </p>
      )}
      {outOfDate && (
        <p id={outOfDateId} className="rounded-md bg-warning/10 px-2.5 py-1.5 text-xs text-highlight-foreground">
          Written before the book plan changed: it names a title, author or chapter the book no longer has, or no longer
          says what the plan does. Regenerate or rewrite it; the files do not print it meanwhile.
        </p>
      )}
      {children}
      <div className="flex items-start justify-between gap-3">
        {refusal && (
          <p id={refusalId} role="alert" className="min-w-0 text-sm font-medium text-destructive">
            {refusal}
          </p>
        )}
        <p
          aria-live="polite"
          className={cn(
            'ml-auto shrink-0 text-xs tabular-nums',
            count.over ? 'font-medium text-destructive' : 'text-muted-foreground',
          )}
        >
          {count.text}
        </p>
      </div>
    </section>
  );
}
