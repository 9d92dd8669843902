import { Spinner } from '@/components/ui/spinner';

export function PageSpinner() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-dvh items-center justify-center">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <span className="text-sm font-medium">Loading…</span>
      </div>
    </div>
  );
}
