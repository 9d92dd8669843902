import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api/api-client';

/** Shown instead of a page when the session could not be read: the server's reason and a way to try again. */
export function SessionUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="max-w-sm text-sm font-medium">{isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCwIcon />
        Try again
      </Button>
    </div>
  );
}
