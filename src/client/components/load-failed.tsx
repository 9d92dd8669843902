import { RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api/failure-message';
import type { LoadFailure } from '@/lib/api/load-failure';
import { cn } from '@/lib/utils';

/**
 * In place of a list that could not be read: the server's message and Try again, so a failed read never looks
 * like a library with nothing in it.
 */
export function LoadFailed({ failure, className }: { failure: LoadFailure; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <p className="text-sm text-muted-foreground">{failureMessage(failure.error)}</p>
      <Button variant="outline" size="sm" onClick={failure.retry}>
        <RotateCwIcon aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
