import { PencilIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface ModeBannerProps {
  mode: 'edit' | 'regenerate';
  /** What is being edited or regenerated from, e.g. 'niche'. */
  itemLabel: string;
  /** The item's name once it has loaded. */
  subject: string | undefined;
  /** What to do next; by default, generating again and choosing among the results. */
  hint?: string;
  onExit: () => void;
}

function defaultHint(mode: 'edit' | 'regenerate', itemLabel: string) {
  return mode === 'edit'
    ? `Generate again, then choose Update on the ${itemLabel} that should replace it.`
    : `Generate again; each ${itemLabel} you save is added as a new one.`;
}

export function ModeBanner({ mode, itemLabel, subject, hint, onExit }: ModeBannerProps) {
  const Icon = mode === 'edit' ? PencilIcon : RefreshCwIcon;
  return (
    <section
      aria-label={mode === 'edit' ? `Editing ${itemLabel}` : `Regenerating from a ${itemLabel}`}
      className="flex flex-col gap-3 rounded-xl border border-primary/20 bg-accent/60 p-4 sm:flex-row sm:items-center"
    >
      <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-card text-primary shadow-xs sm:flex">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-accent-foreground uppercase">
          {mode === 'edit' ? `Editing ${itemLabel}` : 'Regenerating similar to'}
        </p>
        {subject === undefined ? (
          <Skeleton className="mt-1.5 h-4 w-2/3" />
        ) : (
          <p className="mt-0.5 line-clamp-2 font-medium wrap-anywhere">{subject}</p>
        )}
        <p className="mt-1 text-sm text-muted-foreground">{hint ?? defaultHint(mode, itemLabel)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onExit} className="self-start sm:self-center">
        {mode === 'edit' ? 'Cancel editing' : 'Start from scratch'}
      </Button>
    </section>
  );
}
