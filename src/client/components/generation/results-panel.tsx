import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** What the panel shows before anything was generated. */
export interface EmptyState {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface ResultsPanelProps {
  title: string;
  /** Loading while generating; empty before anything was generated. */
  state: 'empty' | 'loading' | 'ready';
  empty: EmptyState;
  /** Extra line beside the title, e.g. how many results there are. */
  summary?: ReactNode;
  /** True while a generation runs; by default while loading. */
  busy?: boolean;
  children?: ReactNode;
}

/**
 * Where a generator shows what it produced. When a generation starts while the panel is below
 * the screen (on phones, under the form), it scrolls into view.
 */
export function ResultsPanel({
  title,
  state,
  empty,
  summary,
  busy = state === 'loading',
  children,
}: ResultsPanelProps) {
  const EmptyIcon = empty.icon;
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (busy && element && element.getBoundingClientRect().top > window.innerHeight * 0.6) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [busy]);

  return (
    <section ref={panel} aria-labelledby="results-title" aria-busy={busy} className="scroll-mt-20 space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="results-title" className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {state === 'ready' && summary && <p className="text-sm text-muted-foreground">{summary}</p>}
      </div>
      {state === 'empty' && (
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
            <EmptyIcon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold">{empty.title}</h3>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">{empty.text}</p>
        </div>
      )}
      {state === 'loading' && (
        <div role="status" aria-label="Generating" className="space-y-4">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="space-y-3 rounded-xl border bg-card p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-5/6" />
            </div>
          ))}
        </div>
      )}
      {state === 'ready' && children}
    </section>
  );
}
